import type { TPublicPageBlock } from '@iiidem/shared/admin/pages';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { FreshSwr } from '../../test/mock-api';
import { SITE_SETTINGS_FIXTURE as SETTINGS } from '../../test/site-settings';
import { PageBlocks } from './page-blocks';

function renderBlocks(blocks: TPublicPageBlock[]) {
  return render(
    <FreshSwr>
      <MemoryRouter>
        <main>
          <PageBlocks blocks={blocks} label="Contact Us" />
        </main>
      </MemoryRouter>
    </FreshSwr>,
  );
}

const main = () => screen.getByRole('main');

describe('a part of the site settings on a page (issue 15)', () => {
  it('shows each part with the values of the settings', () => {
    renderBlocks([
      { type: 'settings', part: 'address' },
      { type: 'settings', part: 'phone-fax-email' },
      { type: 'settings', part: 'mailboxes' },
      { type: 'settings', part: 'webmaster-email' },
      { type: 'settings', part: 'sample-notice' },
    ]);
    const address = main().querySelector('address') as HTMLElement;
    expect([...address.children].map((line) => line.textContent)).toEqual(SETTINGS.address.en);
    const [contacts, mailboxes] = within(main()).getAllByRole('list');
    expect(
      within(contacts as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Phone: ${SETTINGS.phone.display}`, `Fax: ${SETTINGS.fax}`, `E-mail: ${SETTINGS.email}`]);
    expect(within(main()).getByRole('link', { name: SETTINGS.phone.display })).toHaveAttribute(
      'href',
      `tel:${SETTINGS.phone.dial}`,
    );
    expect(
      within(mailboxes as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      `mailto:${SETTINGS.mailboxes.training}`,
      `mailto:${SETTINGS.mailboxes.international}`,
      `mailto:${SETTINGS.mailboxes.webmaster}`,
    ]);
    expect(within(main()).getAllByRole('link', { name: SETTINGS.mailboxes.webmaster })).toHaveLength(2);
    expect(main()).toHaveTextContent('Sample contact details');
  });

  it('shows the address, phone and e-mail together, inside a tab too, in Hindi with the Hindi address', () => {
    i18n.activate('hi');
    renderBlocks([
      {
        type: 'sections',
        style: 'accordion',
        label: 'Contacts',
        labelHi: 'संपर्क',
        items: [
          {
            id: 'office',
            label: 'Office',
            labelHi: 'कार्यालय',
            blocks: [{ type: 'settings', part: 'address-phone-email' }],
          },
        ],
      },
    ]);
    const address = main().querySelector('address') as HTMLElement;
    for (const line of SETTINGS.address.hi) expect(address).toHaveTextContent(line);
    expect(address).toHaveTextContent(`फ़ोन: ${SETTINGS.phone.display}`);
    expect(address).toHaveTextContent(`ईमेल: ${SETTINGS.email}`);
    expect(address).not.toHaveTextContent(SETTINGS.fax);
  });
});
