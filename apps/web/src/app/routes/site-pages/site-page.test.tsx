import type { TPublicPage } from '@iiidem/shared/admin/pages';
import { MESSAGES } from '@iiidem/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n';
import { peopleAnswer } from '../../../features/people/testing';
import { paths } from '../../../paths';
import { mockFetch, okJson, renderAppAt } from '../../../test/mock-api';

/** A published about-us page as the API sends it: its tabs as the seed has them, short texts. */
function aboutUs(): TPublicPage {
  const text = (html: string, htmlHi = '') => ({ type: 'text' as const, html, htmlHi });
  return {
    slug: 'about-us',
    title: 'About Us',
    titleHi: 'हमारे बारे में',
    summary: '',
    summaryHi: '',
    lastUpdated: '2026-11-20T20:00:00.000Z',
    blocks: [
      {
        type: 'sections',
        style: 'tabs',
        label: 'About the institute',
        labelHi: 'संस्थान के बारे में',
        items: [
          {
            id: 'about-iiidem',
            label: 'About IIIDEM',
            labelHi: 'आईआईआईडीईएम के बारे में',
            blocks: [
              text(
                '<p>IIIDEM was set up in June 2011.</p><ul><li><a href="/academic-affairs">Academic Affairs</a></li><li><a href="https://eci.gov.in/">ECI</a></li></ul>',
                '<p>आईआईआईडीईएम की स्थापना जून 2011 में हुई।</p>',
              ),
            ],
          },
          {
            id: 'vision-mission',
            label: 'Vision & Mission',
            labelHi: 'विज़न और मिशन',
            blocks: [text('<p>To be a global centre of excellence in election management.</p>')],
          },
          {
            id: 'campus',
            label: 'Campus & Facilities',
            labelHi: '',
            blocks: [
              { type: 'image', src: '/institute/campus.svg', alt: 'Campus', altHi: 'परिसर', width: 960, height: 400 },
              {
                type: 'figures',
                items: [{ value: '5 acres', valueHi: '5 एकड़', label: 'campus', labelHi: '' }],
              },
            ],
          },
          {
            id: 'organogram',
            label: "Organogram for the Hon'ble Commission",
            labelHi: 'माननीय आयोग का संगठन चार्ट',
            blocks: [
              {
                type: 'organogram',
                outline:
                  'Election Commission of India\n  Chief Election Commissioner\n    Election Commissioners (two)\n  Secretary General',
                outlineHi: '',
              },
            ],
          },
          {
            id: 'directory',
            label: 'IIIDEM Directory',
            labelHi: 'आईआईआईडीईएम निर्देशिका',
            blocks: [{ type: 'people', list: 'officers', layout: 'table', label: '', labelHi: '' }],
          },
        ],
      },
    ],
  };
}

function renderAboutUs(state?: unknown, page: TPublicPage = aboutUs()) {
  const fetchSpy = mockFetch((url) =>
    url.pathname === '/api/pages/about-us' ? okJson({ success: true, data: page }) : peopleAnswer(url),
  );
  return { fetchSpy, ...renderAppAt(paths.aboutUs, state) };
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('a page staff edit (issue 15), shown from its published text', () => {
  it('keeps the spec’s title, shows the tabs with the first open, and the day it was last published', async () => {
    renderAboutUs();
    await screen.findByRole('tab', { name: 'About IIIDEM' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'About the institute' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'About IIIDEM',
      'Vision & Mission',
      'Campus & Facilities',
      "Organogram for the Hon'ble Commission",
      'IIIDEM Directory',
    ]);
    expect(selectedTab()).toHaveTextContent('About IIIDEM');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'About IIIDEM' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('IIIDEM was set up in June 2011.');
    // 20:00 UTC is 01:30 the next day in India.
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 21 November 2026');
  });

  it('opens the tab named in navigation state, as the Menu and the site map link to it', async () => {
    renderAboutUs({ tab: 'Vision & Mission' });
    expect(await screen.findByRole('tab', { name: 'Vision & Mission', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('To be a global centre of excellence');
  });

  it('opens the tab a link in a text names by its id in the address fragment', async () => {
    const { router } = renderAboutUs(undefined);
    await screen.findByRole('tab', { name: 'About IIIDEM', selected: true });
    await router.navigate('/about-us#organogram');
    expect(
      await screen.findByRole('tab', { name: "Organogram for the Hon'ble Commission", selected: true }),
    ).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#organogram');
  });

  it('ignores a navigation state that names no tab of the page', async () => {
    renderAboutUs({ tab: 'Nothing like this' });
    await screen.findByRole('tab', { name: 'About IIIDEM' });
    expect(selectedTab()).toHaveTextContent('About IIIDEM');
  });

  it('keeps the chosen tab in the navigation state (replacing the entry), so Back, Forward and reload agree', async () => {
    const user = userEvent.setup();
    const { router } = renderAboutUs();
    await user.click(await screen.findByRole('tab', { name: 'Campus & Facilities' }));
    expect(router.state.location.state).toEqual({ tab: 'Campus & Facilities' });
    expect(router.state.historyAction).toBe('REPLACE');
    const image = await screen.findByRole('img', { name: 'Campus' });
    expect(image).toHaveAttribute('src', '/institute/campus.svg');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('listitem')).toHaveTextContent('5 acres campus');
  });

  it('shows the IIIDEM Directory from the officers list: an accordion of divisions, the first open', async () => {
    const user = userEvent.setup();
    renderAboutUs({ tab: 'IIIDEM Directory' });
    const first = await screen.findByRole('button', { name: 'Office of the Director General' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const table = screen.getByRole('table', { name: 'Officers: Office of the Director General' });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...firstRow.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Sample Officer 1',
      'Director General',
      'dg@iiidem.example.org',
      '+91-11-0000-0101',
      '101',
    ]);
    await user.click(screen.getByRole('button', { name: 'Centre for National Training' }));
    expect(screen.getByRole('table', { name: 'Officers: Centre for National Training' })).toBeVisible();
  });

  it('draws the organogram from its outline as nested lists', async () => {
    renderAboutUs({ tab: "Organogram for the Hon'ble Commission" });
    const chart = await screen.findByRole('list', { name: "Organogram for the Hon'ble Commission" });
    const top = within(chart).getAllByRole('listitem')[0]!;
    expect(top.firstChild).toHaveTextContent('Election Commission of India');
    const reports = within(top).getAllByRole('list')[0]!;
    expect([...reports.children].map((item) => item.firstChild?.textContent)).toEqual([
      'Chief Election Commissioner',
      'Secretary General',
    ]);
    expect(chart).toHaveTextContent('Election Commissioners (two)');
  });

  it('keeps the breadcrumb of a page under others, as Home > About Us > Academic Affairs > the page', async () => {
    const page: TPublicPage = {
      slug: 'centre-for-national-training',
      title: 'Centre for National Training',
      titleHi: 'राष्ट्रीय प्रशिक्षण केंद्र',
      summary: '',
      summaryHi: '',
      lastUpdated: '2026-11-19T06:00:00.000Z',
      blocks: [{ type: 'text', html: '<p>It trains through a cascade.</p>', htmlHi: '' }],
    };
    mockFetch((url) =>
      url.pathname === '/api/pages/centre-for-national-training' ? okJson({ success: true, data: page }) : undefined,
    );
    renderAppAt(paths.centreForNationalTraining);
    await screen.findByText('It trains through a cascade.');
    expect(screen.getByRole('heading', { level: 1, name: 'Centre for National Training' })).toBeInTheDocument();
    expect(document.title).toBe('Centre for National Training | IIIDEM');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(breadcrumb).toHaveTextContent('HomeAbout UsAcademic AffairsCentre for National Training');
    expect(within(breadcrumb).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', paths.aboutUs);
    expect(within(breadcrumb).getByRole('link', { name: 'Academic Affairs' })).toHaveAttribute(
      'href',
      paths.academicAffairs,
    );
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: 19 November 2026');
  });

  it('moves within the app for a link to one of its pages, and asks before leaving for another site', async () => {
    const user = userEvent.setup();
    const { router } = renderAboutUs();
    // Every navigation the router makes: the link must push the page (a later replace, e.g. by the page settling its
    // own address, may follow).
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(`${state.historyAction} ${state.location.pathname}`));
    await user.click(await screen.findByRole('link', { name: 'ECI' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.leavingForGovernmentSite);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Academic Affairs' }));
    // Waits for the push itself: the page it opens has no answer in this test, so on a slow run the router may already
    // have moved on to /error by the time its location is read.
    await waitFor(() => expect(navigations).toContain(`PUSH ${paths.academicAffairs}`));
  });

  it('shows the Hindi in Hindi, and the English marked lang="en" where the Hindi is missing', async () => {
    i18n.activate('hi');
    renderAboutUs({ tab: 'Campus & Facilities' });
    const tab = await screen.findByRole('tab', { name: 'Campus & Facilities', selected: true });
    expect(screen.getByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'आईआईआईडीईएम के बारे में' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(tab.id).toBe(panel.getAttribute('aria-labelledby'));
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
    expect(within(panel).getByRole('img', { name: 'परिसर' })).toBeInTheDocument();
    expect(within(panel).getByText('5 एकड़')).toBeInTheDocument();
    expect(within(panel).getByText('campus')).toHaveAttribute('lang', 'en');
  });

  it('says so when the page cannot be loaded', async () => {
    mockFetch(() => ({ status: 500, body: { success: false, message: 'Internal error' } }));
    renderAppAt(paths.missionVisionGoal);
    expect(await screen.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'This page could not be loaded. Please try again later.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mission, Vision and Goal' })).toBeInTheDocument();
  }, 30_000);

  it('shows a page staff added at /pages/<slug> with its own title, and sends an unknown one to the error page', async () => {
    const page: TPublicPage = {
      slug: 'right-to-information',
      title: 'Right to Information',
      titleHi: 'सूचना का अधिकार',
      summary: '',
      summaryHi: '',
      lastUpdated: '2026-11-24T06:00:00.000Z',
      blocks: [{ type: 'text', html: '<p>Ask the Public Information Officer.</p>', htmlHi: '' }],
    };
    mockFetch((url) =>
      url.pathname === '/api/pages/right-to-information' ? okJson({ success: true, data: page }) : undefined,
    );
    const { unmount } = renderAppAt('/pages/right-to-information');
    expect(await screen.findByRole('heading', { level: 1, name: 'Right to Information' })).toBeInTheDocument();
    expect(screen.getByText('Ask the Public Information Officer.')).toBeInTheDocument();
    unmount();
    const { router } = renderAppAt('/pages/no-such-page');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.error));
  });

  it('shows the faculty page with a banner, breadcrumb and intro text (spec 2 §2 Static information pages)', async () => {
    const page: TPublicPage = {
      slug: 'iiidem-faculty',
      title: 'Faculty',
      titleHi: 'संकाय',
      summary: '',
      summaryHi: '',
      lastUpdated: '2026-11-24T06:00:00.000Z',
      blocks: [{ type: 'text', html: '<p>The institute was set up on 17 June 2011.</p>', htmlHi: '' }],
    };
    mockFetch((url) =>
      url.pathname === '/api/pages/iiidem-faculty' ? okJson({ success: true, data: page }) : undefined,
    );
    renderAppAt(paths.faculty);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Faculty' });
    const main = heading.closest('main') as HTMLElement;
    const banner = main.querySelector('img.page-banner');
    expect(banner).toHaveAttribute('src', '/institute/faculty-banner.svg');
    expect(banner).toHaveAttribute('alt', '');
    const breadcrumb = within(main).getByRole('navigation', { name: 'Breadcrumb' });
    const intro = within(main).getByText('The institute was set up on 17 June 2011.');
    // Banner, then breadcrumb, then intro text, in the document's order.
    expect(banner?.compareDocumentPosition(breadcrumb)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(breadcrumb.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
