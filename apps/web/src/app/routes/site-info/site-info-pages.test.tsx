import { MESSAGES } from '@iiidem/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRouteWithState } from '../../../features/content/testing';
import { paths } from '../../../paths';
import { mockFetch, okJson } from '../../../test/mock-api';
import { siteInfoPagesAnswer } from '../../../test/site-info-pages';
import { SITE_SETTINGS_FIXTURE } from '../../../test/site-settings';

async function renderPage(path: string, heading: string) {
  const view = renderRouteWithState(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const main = () => screen.getByRole('main');

describe('Screen Reader Access (a page staff edit, issue 15)', () => {
  it('states WCAG 2.0 level AA, and the aim of WCAG 2.1 level AA', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.screenReaderAccess, 'Screen Reader Access');
    expect(
      await within(main()).findByText(/Web Content Accessibility Guidelines \(WCAG\) 2\.0 level AA/),
    ).toBeVisible();
    expect(main()).toHaveTextContent('We also aim for WCAG 2.1 level AA on every page');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeScreen Reader Access');
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
  });

  it('lists the seven screen readers with their sites and free or commercial status', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.screenReaderAccess, 'Screen Reader Access');
    // A table block (issue 15): named by its caption, each row headed by the reader's name.
    const table = await screen.findByRole('table', {
      name: 'Screen readers with their websites and whether they are free or commercial',
    });
    expect(table.querySelector('caption')).toHaveTextContent('Screen readers with their websites');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Screen Access For All (SAFA)',
      'Non Visual Desktop Access (NVDA)',
      'System Access To Go',
      'Hal',
      'JAWS',
      'Supernova',
      'Window-Eyes',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Screen Reader', 'Website', 'Free / Commercial']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = [...row.querySelectorAll('th, td')];
        return [cells[0]?.textContent, cells[2]?.textContent];
      });
    expect(rows).toEqual([
      ['Screen Access For All (SAFA)', 'Free'],
      ['Non Visual Desktop Access (NVDA)', 'Free'],
      ['System Access To Go', 'Free'],
      ['Hal', 'Commercial'],
      ['JAWS', 'Commercial'],
      ['Supernova', 'Commercial'],
      ['Window-Eyes', 'Commercial'],
    ]);
    const links = within(table).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[1]).toHaveAttribute('href', 'https://www.nvaccess.org/');
    expect(links[1]).toHaveAccessibleName('www.nvaccess.org (opens another website in a new tab)');
  });

  it("asks before leaving for a screen reader's site", async () => {
    const user = userEvent.setup();
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.screenReaderAccess, 'Screen Reader Access');
    await user.click(await screen.findByRole('link', { name: /www\.satogo\.com/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.leavingForExternalSite);
  });

  it('ends the feedback with the webmaster’s mailbox of the site settings', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.screenReaderAccess, 'Screen Reader Access');
    const mailbox = await within(main()).findByRole('link', { name: SITE_SETTINGS_FIXTURE.mailboxes.webmaster });
    expect(mailbox).toHaveAttribute('href', `mailto:${SITE_SETTINGS_FIXTURE.mailboxes.webmaster}`);
  });
});

describe('Privacy Policy (a page staff edit, issue 15)', () => {
  it('lists the personal data the portal may ask for, exactly as the specification', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.privacyPolicy, 'Privacy Policy');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Personal data we may ask for' });
    const items = within(heading.parentElement as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'first and last name',
      "relative's name",
      'date of birth',
      'phone/e-mail',
      'EPIC number',
      'address',
      'state',
      'province',
      'ZIP/postal code',
      'city',
      'photograph',
      'age proof',
      'address proof',
    ]);
  });

  it('states that the service does not address anyone under 18 and gives the contact details of the settings', async () => {
    mockFetch(siteInfoPagesAnswer);
    await renderPage(paths.privacyPolicy, 'Privacy Policy');
    expect(await within(main()).findByText('This service does not address anyone under the age of 18.')).toBeVisible();
    const contact = main().querySelector('address') as HTMLElement;
    expect(contact).not.toBeNull();
    for (const line of SITE_SETTINGS_FIXTURE.address.en) expect(contact).toHaveTextContent(line);
    expect(within(contact).getByRole('link', { name: SITE_SETTINGS_FIXTURE.phone.display })).toHaveAttribute(
      'href',
      `tel:${SITE_SETTINGS_FIXTURE.phone.dial}`,
    );
    expect(within(contact).getByRole('link', { name: SITE_SETTINGS_FIXTURE.email })).toHaveAttribute(
      'href',
      `mailto:${SITE_SETTINGS_FIXTURE.email}`,
    );
    expect(contact).toHaveTextContent(`Phone: ${SITE_SETTINGS_FIXTURE.phone.display}`);
    // The contact details follow the policy's last paragraph.
    const lastParagraph = within(main()).getByText(/contact the institute:$/);
    expect(lastParagraph.compareDocumentPosition(contact) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Site Map', () => {
  it("shows the four groups of spec 2 with the spec's links first", async () => {
    await renderPage(paths.siteMap, 'Site Map');
    const groups = ['INSTITUTE', "WHO'S WHO", 'Training Programs', 'DIGITAL RESOURCES'];
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(groups);
    const linksOf = (group: string) =>
      within(screen.getByRole('region', { name: group }))
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/ \(opens (another website )?in a new tab\)$/, ''));
    expect(linksOf('INSTITUTE').slice(0, 5)).toEqual([
      'About Us',
      'Vision & Mission',
      'Campus & Facilities',
      'Contact Us',
      'Election Commission of India',
    ]);
    expect(linksOf("WHO'S WHO").slice(0, 2)).toEqual(["Hon'ble Commission", 'IIIDEM Officers']);
    expect(linksOf('Training Programs').slice(0, 3)).toEqual(['Domestic', 'International', 'Academic']);
    expect(linksOf('DIGITAL RESOURCES').slice(0, 5)).toEqual([
      'Photos & Videos',
      'Vacancies',
      'Contact Us',
      'Site Map',
      'Privacy Policy',
    ]);
  });

  it.each([
    ['INSTITUTE', 'Campus & Facilities', '/about-us', { tab: 'Campus & Facilities' }],
    ["WHO'S WHO", "Hon'ble Commission", '/about-us', { tab: "Organogram for the Hon'ble Commission" }],
    ["WHO'S WHO", 'IIIDEM Officers', '/about-us', { tab: 'IIIDEM Directory' }],
    ['Training Programs', 'Academic', '/iiidem-training-programs', { tab: 'academic' }],
  ])("%s > '%s' opens %s with the tab in navigation state", async (group, name, pathname, state) => {
    const user = userEvent.setup();
    const { router } = await renderPage(paths.siteMap, 'Site Map');
    await user.click(within(screen.getByRole('region', { name: group })).getByRole('link', { name }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname, state }));
  });

  it('opens the about-us page on the tab the link names', async () => {
    const user = userEvent.setup();
    const tab = (label: string) => ({ id: label, label, labelHi: '', blocks: [] });
    mockFetch((url) =>
      url.pathname === '/api/pages/about-us'
        ? okJson({
            success: true,
            data: {
              slug: 'about-us',
              title: 'About Us',
              titleHi: '',
              summary: '',
              summaryHi: '',
              lastUpdated: '2026-11-20T06:00:00.000Z',
              blocks: [
                {
                  type: 'sections',
                  style: 'tabs',
                  label: 'About the institute',
                  labelHi: '',
                  items: [tab('About IIIDEM'), tab('Vision & Mission')],
                },
              ],
            },
          })
        : undefined,
    );
    await renderPage(paths.siteMap, 'Site Map');
    await user.click(
      within(screen.getByRole('region', { name: 'INSTITUTE' })).getByRole('link', { name: 'Vision & Mission' }),
    );
    expect(await screen.findByRole('tab', { name: 'Vision & Mission', selected: true })).toBeInTheDocument();
  });

  it('lists the published pages staff added to a group, and the Menu lists them too (issue 15)', async () => {
    const user = userEvent.setup();
    mockFetch((url) =>
      url.pathname === '/api/pages'
        ? okJson({
            success: true,
            data: [
              { path: '/pages/annual-report', title: 'Annual Report', titleHi: '', menuGroup: 'digital-resources' },
            ],
          })
        : undefined,
    );
    await renderPage(paths.siteMap, 'Site Map');
    const group = within(screen.getByRole('region', { name: 'DIGITAL RESOURCES' }));
    expect(await group.findByRole('link', { name: 'Annual Report' })).toHaveAttribute('href', '/pages/annual-report');
    expect(
      within(screen.getByRole('region', { name: 'INSTITUTE' })).queryByRole('link', { name: 'Annual Report' }),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = within(await screen.findByRole('dialog'));
    const digital = menu.getByRole('list', { name: 'Digital Resources' });
    expect(within(digital).getAllByRole('link').at(-1)).toHaveTextContent('Annual Report');
  });

  it("asks before leaving for the commission's site", async () => {
    const user = userEvent.setup();
    await renderPage(paths.siteMap, 'Site Map');
    await user.click(within(main()).getByRole('link', { name: /Election Commission of India/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(MESSAGES.leavingForGovernmentSite);
  });
});
