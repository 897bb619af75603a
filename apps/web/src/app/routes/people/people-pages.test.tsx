import { formatLongDate } from '@iiidem/shared/dates';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { renderRouteWithState } from '../../../features/content/testing';
import { PEOPLE_FIXTURE } from '../../../features/people/testing';
import { PAGE_TITLES } from '../../../page-titles';
import { paths } from '../../../paths';
import { mockFetch } from '../../../test/mock-api';
import { SITE_SETTINGS_FIXTURE } from '../../../test/site-settings';
import { PEOPLE_PAGE_INTROS, peoplePagesAnswer } from './testing';

/**
 * The who's-who pages and MoU Partners (issue 15): pages staff edit, shown by the one site-page route from
 * GET /api/pages/:slug (./testing.ts, the seed's texts), with their lists from GET /api/people/:list.
 */
beforeEach(() => {
  mockFetch(peoplePagesAnswer);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPage(path: string, heading: string) {
  const view = renderRouteWithState(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  // The title is the route's; the page's blocks are shown once the page has come (with its "Last updated").
  await screen.findByText(/^Last updated:/);
  return view;
}

const main = () => screen.getByRole('main');
const articles = () => within(main()).findAllByRole('article');

/** Each page: its path, title, the crumbs between Home and itself, and its introduction (English, Hindi). */
const PAGES = [
  [paths.directors, PAGE_TITLES.directors, [], PEOPLE_PAGE_INTROS.directors],
  [paths.cecEc, PAGE_TITLES.cecEc, [], PEOPLE_PAGE_INTROS.cecEc],
  [paths.directorGeneral, PAGE_TITLES.directorGeneral, [], PEOPLE_PAGE_INTROS.directorGeneral],
  [paths.officers, PAGE_TITLES.officers, [], PEOPLE_PAGE_INTROS.officers],
  [paths.faculty, PAGE_TITLES.faculty, [], PEOPLE_PAGE_INTROS.faculty],
  [paths.ourAlumni, PAGE_TITLES.ourAlumni, [PAGE_TITLES.alumni], PEOPLE_PAGE_INTROS.ourAlumni],
  [paths.iiidemAlumni, PAGE_TITLES.iiidemAlumni, [PAGE_TITLES.alumni], PEOPLE_PAGE_INTROS.iiidemAlumni],
  [paths.consultants, PAGE_TITLES.consultants, [], PEOPLE_PAGE_INTROS.consultants],
  [paths.mouPartners, PAGE_TITLES.mouPartners, [PAGE_TITLES.aboutUs], PEOPLE_PAGE_INTROS.mouPartners],
] as const;

describe("who's-who pages staff edit (issue 15)", () => {
  it.each(PAGES)(
    "%s: title '%s | IIIDEM', one h1, its breadcrumb, its introduction and the day it was published",
    async (path, title, crumbs, [intro]) => {
      await renderPage(path, title);
      expect(document.title).toBe(`${title} | IIIDEM`);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(
        within(breadcrumb)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Home', ...crumbs, title]);
      expect(await within(main()).findByText(intro)).toBeInTheDocument();
      expect(screen.getByText(/^Last updated:/)).toHaveTextContent(`Last updated: ${formatLongDate('2026-11-21')}`);
    },
  );

  it.each(PAGES)('%s: its introduction in Hindi', async (path, _title, _crumbs, [, intro]) => {
    i18n.activate('hi');
    renderRouteWithState(path);
    expect(await screen.findByText(intro)).toBeInTheDocument();
  });
});

describe('Faculty', () => {
  it('says the institute was set up on 17 June 2011 and shows the faculty list as cards without dead links', async () => {
    await renderPage(paths.faculty, 'Faculty');
    expect(main()).toHaveTextContent(
      'The India International Institute of Democracy and Election Management was set up on 17 June 2011.',
    );
    const cards = await articles();
    expect(cards).toHaveLength(PEOPLE_FIXTURE.faculty!.length);
    expect(within(cards[0]!).getByRole('heading', { name: 'Sample Faculty Member 1' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Electoral law and procedure');
    for (const card of cards) {
      expect(card).toHaveTextContent('Work experience:10 years');
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card).getByRole('img', { name: 'Placeholder portrait' })).toBeInTheDocument();
    }
  });
});

describe('IIIDEM Alumni', () => {
  it('shows alumni cards with their programme and 10 years of work experience', async () => {
    await renderPage(paths.iiidemAlumni, 'IIIDEM Alumni');
    const cards = await articles();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Sample Alumnus 1');
    expect(cards[0]).toHaveTextContent('Programme:Certification Programme for Returning Officers');
    expect(cards[0]).toHaveTextContent('Work experience:10 years');
  });
});

describe('Our Alumni', () => {
  it('shows programme cards with dates and a View Alumni button to the alumni page', async () => {
    await renderPage(paths.ourAlumni, 'Our Alumni');
    const cards = within(await screen.findByRole('list', { name: 'Programmes' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const [index, card] of cards.entries()) {
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
        `Certification Programme for District Election Officers and Returning OfficersBatch ${index + 1}`,
      );
      expect(card).toHaveTextContent('21-02-2025 to 31-03-2025');
      expect(within(card).getByRole('link', { name: 'View Alumni' })).toHaveAttribute('href', '/iiidem-alumni');
    }
  });
});

describe('Alumni', () => {
  it('introduces the alumni, links to both alumni pages and gives the training mailbox of the site settings', async () => {
    await renderPage(paths.alumni, 'Alumni');
    await within(main()).findByRole('heading', { level: 2, name: 'Our Alumni' });
    expect(main()).toHaveTextContent(
      "The institute's alumni are election officials from every State and Union Territory of India and, through its international programmes, over 3000 trainees (as on 31 May 2025) from 141 countries.",
    );
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Our Alumni', 'IIIDEM Alumni', 'Stay in touch']);
    expect(within(main()).getByRole('link', { name: 'Our Alumni' })).toHaveAttribute('href', '/our-alumni');
    expect(within(main()).getByRole('link', { name: 'IIIDEM Alumni' })).toHaveAttribute('href', '/iiidem-alumni');
    expect(main()).toHaveTextContent(
      'Alumni can write to the training mailbox to share news, practices and changes of address:',
    );
    expect(await within(main()).findByRole('link', { name: SITE_SETTINGS_FIXTURE.mailboxes.training })).toHaveAttribute(
      'href',
      `mailto:${SITE_SETTINGS_FIXTURE.mailboxes.training}`,
    );
  });

  it('in Hindi: the headings, links and mailbox line', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.alumni);
    expect(await screen.findByRole('heading', { level: 2, name: 'हमारे पूर्व प्रतिभागी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'जुड़े रहें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आईआईआईडीईएम के पूर्व प्रतिभागी' })).toHaveAttribute('href', '/iiidem-alumni');
    expect(
      screen.getByText('पूर्व प्रतिभागी समाचार, अपनी प्रथाएं और पते में बदलाव बताने के लिए प्रशिक्षण मेलबॉक्स पर लिख सकते हैं:'),
    ).toBeInTheDocument();
  });
});

describe('IIIDEM Officers', () => {
  it('lists name, designation, e-mail, contact number and intercom of every officer of the list', async () => {
    await renderPage(paths.officers, 'IIIDEM Officers');
    const table = await screen.findByRole('table', { name: 'Officers of IIIDEM' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Designation', 'E-mail', 'Contact Number', 'Intercom']);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...firstRow.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      'Sample Officer 1',
      'Director General',
      'dg@iiidem.example.org',
      '+91-11-0000-0101',
      '101',
    ]);
    expect(within(firstRow).getByRole('link', { name: '+91-11-0000-0101' })).toHaveAttribute(
      'href',
      'tel:+911100000101',
    );
    expect(within(firstRow).getByRole('link', { name: 'dg@iiidem.example.org' })).toHaveAttribute(
      'href',
      'mailto:dg@iiidem.example.org',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(PEOPLE_FIXTURE.officers!.length + 1);
  });
});

describe('Director General and Directors', () => {
  it("shows the Director General's official profile: e-mail, office number, fax and staff extensions", async () => {
    await renderPage(paths.directorGeneral, 'Director General');
    const [profile] = await articles();
    expect(within(profile!).getByRole('heading', { name: 'Sample Officer 1' })).toBeInTheDocument();
    expect(profile).toHaveTextContent('Director General, IIIDEM');
    expect(profile).toHaveTextContent('E-mail:dg@iiidem.example.org');
    expect(profile).toHaveTextContent('Office number:+91-11-0000-0101');
    expect(profile).toHaveTextContent(`Fax:${SITE_SETTINGS_FIXTURE.fax}`);
    expect(profile).toHaveTextContent("The Director General's office coordinates the Centre for National Training");
    expect(profile).toHaveTextContent('Staff contacts');
    expect(profile).toHaveTextContent('Staff Officer: Ext. 102');
    expect(profile).toHaveTextContent('Personal Assistant: Ext. 103');
  });

  it('shows the Directors with their official profiles', async () => {
    await renderPage(paths.directors, 'Directors');
    const profiles = await articles();
    expect(profiles.map((profile) => profile.querySelector('.profile-card__role')?.textContent)).toEqual([
      'Director (National Training)',
      'Director (International Training)',
    ]);
    expect(profiles[0]).toHaveTextContent(`Fax:${SITE_SETTINGS_FIXTURE.fax}`);
    expect(profiles[0]).toHaveTextContent('Joint Director: Ext. 112');
  });
});

describe('Chief Election Commissioner and Election Commissioners', () => {
  it('shows the Chief Election Commissioner and two Election Commissioners with sample names', async () => {
    await renderPage(paths.cecEc, 'Chief Election Commissioner and Election Commissioners');
    const profiles = await articles();
    expect(profiles.map((profile) => profile.querySelector('.profile-card__role')?.textContent)).toEqual([
      'Chief Election Commissioner',
      'Election Commissioner',
      'Election Commissioner',
    ]);
    for (const profile of profiles) expect(profile).toHaveTextContent(/Sample Commissioner \d/);
    expect(screen.getByRole('list', { name: 'Members of the Commission' })).toBeInTheDocument();
  });
});

describe('Senior Consultants and Consultants', () => {
  it('groups senior consultants and consultants', async () => {
    await renderPage(paths.consultants, 'Senior Consultants and Consultants');
    expect(await screen.findByRole('heading', { level: 2, name: 'Senior Consultants' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Consultants' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Consultants' })).getAllByRole('article')).toHaveLength(2);
    expect(within(main()).getAllByRole('article')).toHaveLength(3);
  });
});

describe('MoU Partners', () => {
  it('shows each MoU with its date, label, category, title and logo', async () => {
    await renderPage(paths.mouPartners, 'MoU Partners');
    const list = await screen.findByRole('list', { name: 'Memoranda of understanding' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(PEOPLE_FIXTURE['mou-partners']!.length);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Sample entry: cooperation in training and capacity building',
    );
    expect(within(first).getByRole('link', { name: /Election Commission of Nepal/ })).toHaveAttribute(
      'href',
      'https://election.gov.np/',
    );
    expect(first).toHaveTextContent('20 May 2025');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2025-05-20');
    expect(first).toHaveTextContent('Posted by IIIDEM');
    expect(first).toHaveTextContent('Election Management Body');
    expect(within(first).getByRole('img', { name: 'Logo of Election Commission of Nepal' })).toHaveAttribute(
      'src',
      '/files/people/partner-nepal.jpg',
    );
  });
});

describe('people pages in Hindi', () => {
  it('directors: designations, staff contacts and detail labels in Hindi', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.directors);
    const [heading] = await screen.findAllByRole('heading', { level: 2, name: 'नमूना अधिकारी 4' });
    const card = heading?.closest('article') as HTMLElement;
    expect(within(card).getByText('निदेशक (राष्ट्रीय प्रशिक्षण)')).toBeInTheDocument();
    expect(within(card).getByText('ईमेल:')).toBeInTheDocument();
    expect(within(card).getByText('कार्यालय नंबर:')).toBeInTheDocument();
    expect(within(card).getByText('कर्मचारियों से संपर्क')).toBeInTheDocument();
    expect(within(card).getByText(/^संयुक्त निदेशक: एक्सटेंशन \d+$/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'प्लेसहोल्डर चित्र' })).toBeInTheDocument();
    expect(screen.getByText('निदेशक महानिदेशक के अधीन संस्थान के केंद्रों और प्रभागों का नेतृत्व करते हैं।')).toBeInTheDocument();
  });

  it('shows the Hindi of names, roles and details', async () => {
    i18n.activate('hi');
    renderRouteWithState(paths.faculty);
    const cards = await within(await screen.findByRole('main')).findAllByRole('article');
    expect(within(cards[0]!).getByRole('heading', { name: 'नमूना संकाय सदस्य 1' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('निर्वाचन क़ानून और प्रक्रिया');
    expect(cards[0]).toHaveTextContent('कार्य अनुभव:10 वर्ष');
  });
});
