import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';
import { mockFetch } from '../../../test/mock-api';
import { siteInfoPagesAnswer } from '../../../test/site-info-pages';
import { SITE_SETTINGS_FIXTURE } from '../../../test/site-settings';

async function renderPage(path: string, heading: string, state?: unknown) {
  const view = renderRouteWithState(path, state);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const main = () => screen.getByRole('main');

describe('Contact us (a page staff edit, issue 15)', () => {
  it('shows the address, phone, fax and mailboxes from the site settings, each under its heading', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.contactUs, 'Contact Us');
    await within(main()).findByRole('heading', { level: 2, name: 'Postal address' });
    for (const line of SITE_SETTINGS_FIXTURE.address.en) expect(main()).toHaveTextContent(line);
    expect(within(main()).getByRole('link', { name: SITE_SETTINGS_FIXTURE.phone.display })).toHaveAttribute(
      'href',
      `tel:${SITE_SETTINGS_FIXTURE.phone.dial}`,
    );
    expect(main()).toHaveTextContent(`Fax: ${SITE_SETTINGS_FIXTURE.fax}`);
    expect(within(main()).getByRole('link', { name: SITE_SETTINGS_FIXTURE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE_SETTINGS_FIXTURE.email}`,
    );
    for (const mailbox of Object.values(SITE_SETTINGS_FIXTURE.mailboxes)) {
      expect(within(main()).getByRole('link', { name: mailbox })).toHaveAttribute('href', `mailto:${mailbox}`);
    }
    // Each list of the settings comes right after its heading's text.
    const after = (heading: string) =>
      screen.getByRole('region', { name: heading }).querySelector('h2')?.nextElementSibling as HTMLElement;
    expect(after('Postal address')?.tagName).toBe('ADDRESS');
    expect(
      within(after('Telephone, fax and e-mail') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Phone: ${SITE_SETTINGS_FIXTURE.phone.display}`,
      `Fax: ${SITE_SETTINGS_FIXTURE.fax}`,
      `E-mail: ${SITE_SETTINGS_FIXTURE.email}`,
    ]);
    expect(
      within(after('Mailboxes') as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `National training programmes: ${SITE_SETTINGS_FIXTURE.mailboxes.training}`,
      `International training programmes: ${SITE_SETTINGS_FIXTURE.mailboxes.international}`,
      `This website: ${SITE_SETTINGS_FIXTURE.mailboxes.webmaster}`,
    ]);
    // The four parts are sections of one two-column grid (side by side from 768 px), as before issue 15.
    const sections = ['Postal address', 'Telephone, fax and e-mail', 'Mailboxes', 'Office hours'].map((name) =>
      screen.getByRole('region', { name }),
    );
    const grid = sections[0]?.parentElement;
    expect(grid).toHaveClass('section-columns');
    for (const section of sections) expect(section.parentElement).toBe(grid);
    expect(sections[3]).toHaveTextContent('Monday to Friday, 9:30 AM to 6:00 PM IST, except gazetted holidays.');
  });

  it('says the contact details are samples while the settings say so, and links to the officers', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.contactUs, 'Contact Us');
    expect(
      await within(main()).findByText(
        "Sample contact details: this demonstration site's phone numbers, address and mailboxes are not real.",
      ),
    ).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'IIIDEM Officers' })).toHaveAttribute('href', paths.officers);
    expect(within(main()).getByRole('link', { name: 'IIIDEM Directory' })).toHaveAttribute('href', paths.aboutUs);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeContact Us');
  });
});
