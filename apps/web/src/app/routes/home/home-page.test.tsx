import type { TCourse } from '@iiidem/shared/courses/api';
import type { TPhoto } from '@iiidem/shared/gallery/api';
import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { PEOPLE_FIXTURE, peopleAnswer } from '../../../features/people/testing';
import { type MockHandler, mockFetch, okJson, renderAppAt, requestedUrls } from '../../../test/mock-api';
import { sampleCourse } from '../../../test/render-with-api';
import { SITE_SETTINGS_FIXTURE } from '../../../test/site-settings';

function course(id: number, name = `Course ${id}`): TCourse {
  return sampleCourse({
    id,
    course_name: name,
    program_desc: null,
    faculty_desc: null,
    vip_speaker: 'No',
    vip_speaker_desc: null,
    resource_material: null,
    evaluation_descp: null,
  });
}

function photo(id: number, categoryId: number): TPhoto {
  return {
    id,
    category_id: categoryId,
    title: `Photo ${id}`,
    titleHi: '',
    photo_url: `/files/p-${id}.jpg`,
    width: 1600,
    height: 600,
    variants: [480, 960, 1600].map((width) => ({
      width,
      height: (600 * width) / 1600,
      webp: `/files/p-${id}-${width}w.webp`,
      jpeg: `/files/p-${id}-${width}w.jpg`,
    })),
  };
}

const tender = (id: number): TPressNewsItem => ({
  id,
  news_title: `Tender ${id}`,
  news_titleHi: '',
  publish_date: '2025-03-01',
  press_news_document: {
    document_link: null,
    document_file: `/files/news/t-${id}.pdf`,
    document_file_info: { type: 'application/pdf', size: 250_880 },
  },
});

/** Everything the home page asks for; tests override one answer. */
function serveHome(overrides: Partial<Record<string, ReturnType<MockHandler>>> = {}) {
  return mockFetch((url) => {
    if (url.pathname in overrides) return overrides[url.pathname];
    switch (url.pathname) {
      case '/api/courses/ongoing':
        return okJson({
          success: true,
          data: { course: [1, 2, 3, 4, 5, 6, 7].map((id) => course(id, `Ongoing ${id}`)) },
        });
      case '/api/courses/upcoming':
        return okJson({ success: true, data: { course: [course(21, 'Upcoming 21')] } });
      case '/api/press-news':
        return okJson({
          success: true,
          data: {
            pressnews: [31, 32, 33, 34, 35].map(tender),
            newscategory: { news_name: 'Tender & Miscellaneous' },
            pages: { page: 1, limit: 5, totalData: 28 },
          },
        });
      case '/api/photos':
        return okJson({
          success: true,
          data:
            url.searchParams.get('category_id') === '1'
              ? [photo(1, 1), photo(2, 1)]
              : [11, 12, 13, 14, 15, 16].map((id) => photo(id, 2)),
        });
      default:
        return peopleAnswer(url);
    }
  });
}

const countOf = (spy: ReturnType<typeof mockFetch>, prefix: string) =>
  requestedUrls(spy).filter((url) => url.startsWith(prefix)).length;

describe('home page', () => {
  it('has one h1, the About block with the stated figures and a link to /about-us', async () => {
    serveHome();
    renderAppAt('/');
    const main = within(document.querySelector('main')!);
    expect(
      await main.findByRole('heading', {
        level: 1,
        name: 'India International Institute of Democracy and Election Management',
      }),
    ).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Home | IIIDEM');
    const figures = main.getByRole('list', { name: 'IIIDEM in figures' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['13+Years', '1700+Programs', '1 lakh+Participants', '141Countries']);
    expect(main.getByRole('link', { name: 'Read more about IIIDEM' })).toHaveAttribute('href', '/about-us');
  }, 20_000);

  it('announces the extended last date in a strip that links to /iiidem-vacancies and can be paused', async () => {
    serveHome();
    renderAppAt('/');
    const strip = await screen.findByRole('region', { name: 'Notifications' });
    const link = within(strip).getByRole('link', { name: /Extension of last date .*academic posts on deputation/ });
    expect(link).toHaveAttribute('href', '/iiidem-vacancies');
    const pause = within(strip).getByRole('button', { name: 'Pause notifications' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(strip.querySelector('.notifications__window')).toHaveClass('notifications__window--paused');
    expect(strip.querySelector('marquee')).toBeNull();
  }, 20_000);

  it('loads each tab once, on its first selection, and keeps it', async () => {
    const spy = serveHome();
    renderAppAt('/');
    const tablist = await screen.findByRole('tablist', { name: 'Training programs and notices' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'On Going Training Program',
      'Upcoming Training Program',
      'Tender & Miscellaneous',
    ]);
    expect(await screen.findByRole('link', { name: 'Ongoing 1' })).toHaveAttribute(
      'href',
      '/training-program-details/1',
    );
    expect(countOf(spy, '/api/courses/ongoing')).toBe(1);
    expect(requestedUrls(spy)).toContain('/api/courses/ongoing?limit=5');
    expect(countOf(spy, '/api/courses/upcoming')).toBe(0);
    expect(countOf(spy, '/api/press-news')).toBe(0);

    await userEvent.click(tabs[1]!);
    expect(await screen.findByRole('link', { name: 'Upcoming 21' })).toHaveAttribute(
      'href',
      '/training-program-details/21',
    );
    expect(requestedUrls(spy)).toContain('/api/courses/upcoming?limit=5');

    await userEvent.click(tabs[2]!);
    expect(await screen.findByRole('link', { name: /Tender 31/ })).toHaveAttribute('href', '/files/news/t-31.pdf');
    expect(requestedUrls(spy)).toContain('/api/press-news?category_id=3&page=1&limit=5');

    await userEvent.click(tabs[0]!);
    await userEvent.click(tabs[1]!);
    await userEvent.click(tabs[2]!);
    await userEvent.click(tabs[0]!);
    expect(screen.getByRole('link', { name: 'Ongoing 1' })).toBeVisible();
    expect(countOf(spy, '/api/courses/ongoing')).toBe(1);
    expect(countOf(spy, '/api/courses/upcoming')).toBe(1);
    expect(countOf(spy, '/api/press-news')).toBe(1);
  }, 20_000);

  it('shows at most 5 items and a View All link to detail-page/{tabId}, the target of the View All link of the home tabs', async () => {
    serveHome();
    renderAppAt('/');
    const panel = (await screen.findByRole('link', { name: 'Ongoing 1' })).closest('[role="tabpanel"]') as HTMLElement;
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Ongoing 121-02-2099 to 31-03-2099 · IIIDEM Campus, Dwarka, New Delhi');
    expect(within(panel).getByRole('link', { name: 'View All On Going Training Program' })).toHaveAttribute(
      'href',
      '/detail-page/1',
    );
    const tabs = screen.getAllByRole('tab');
    await userEvent.click(tabs[1]!);
    expect(await screen.findByRole('link', { name: 'View All Upcoming Training Program' })).toHaveAttribute(
      'href',
      '/detail-page/2',
    );
    await userEvent.click(tabs[2]!);
    expect(await screen.findByRole('link', { name: 'View All Tender & Miscellaneous' })).toHaveAttribute(
      'href',
      '/detail-page/3',
    );
  }, 20_000);

  it("says 'No data available' in a tab whose list is empty or fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveHome({
      '/api/courses/ongoing': okJson({ success: true, data: { course: [] } }),
      '/api/courses/upcoming': { status: 500, body: { success: false, message: 'down' } },
    });
    renderAppAt('/');
    const tabs = await screen.findAllByRole('tab');
    const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute('aria-controls')!)!;
    expect(await within(panelOf(tabs[0]!)).findByText('No data available')).toBeInTheDocument();
    await userEvent.click(tabs[1]!);
    expect(await within(panelOf(tabs[1]!)).findByText('No data available')).toBeInTheDocument();
    expect(panelOf(tabs[1]!)).toBeVisible();
  }, 20_000);

  it('moves between the tabs with the arrow keys', async () => {
    serveHome();
    renderAppAt('/');
    const tabs = await screen.findAllByRole('tab');
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
  }, 20_000);

  it('leads the Domestic, International and Academic cards to the programme overview on their tab', async () => {
    serveHome();
    const { router } = renderAppAt('/');
    const cards = await screen.findByRole('region', { name: 'Our Training & Programs' });
    for (const name of ['Domestic', 'International', 'Academic']) {
      expect(within(cards).getByRole('link', { name })).toHaveAttribute('href', '/our-training-and-programs');
    }
    await userEvent.click(within(cards).getByRole('link', { name: 'International' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/our-training-and-programs'));
    expect(router.state.location.state).toEqual({ tab: 'international' });
  }, 20_000);

  it('shows the banner photos with responsive sizes, the first loaded at once, and a pause control', async () => {
    serveHome();
    renderAppAt('/');
    const banner = await screen.findByRole('region', { name: 'Highlights' });
    // Each caption is text over its picture (issue 16: no text inside images), so the picture itself is decorative.
    await within(banner).findByText('Photo 1');
    expect(within(banner).getByText('Photo 2')).toBeInTheDocument();
    const images = [...banner.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '600');
    expect(images[0]).toHaveAttribute('sizes', '100vw');
    const pause = within(banner).getByRole('button', { name: 'Pause banner rotation' });
    await userEvent.click(pause);
    expect(within(banner).getByRole('button', { name: 'Start banner rotation' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Previous banner' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Next banner' })).toBeInTheDocument();
  }, 20_000);

  it('teases four gallery photos (lazily loaded) with a link to the gallery', async () => {
    serveHome();
    renderAppAt('/');
    const teaser = await screen.findByRole('region', { name: 'Photo Gallery' });
    await waitFor(() => expect(teaser.querySelectorAll('figure')).toHaveLength(4));
    expect(teaser.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(within(teaser).getByRole('link', { name: 'View Gallery' })).toHaveAttribute(
      'href',
      '/photos-and-videos-gallery',
    );
  }, 20_000);

  it('shows the social feeds as placeholders with their redirect links, and no player without a featured video', async () => {
    serveHome();
    renderAppAt('/');
    const social = await screen.findByRole('region', { name: 'Social Media' });
    expect(within(social).getByRole('link', { name: /View posts on X \(Twitter\)/ })).toHaveAttribute(
      'href',
      'https://x.com/ECISVEEP',
    );
    expect(within(social).getByRole('link', { name: /View updates on Facebook/ })).toHaveAttribute(
      'href',
      'https://www.facebook.com/ECI',
    );
    expect(within(social).getByRole('link', { name: /More videos on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@ECI',
    );
    expect(social).toHaveTextContent('Videos from @ECI are not loaded here');
    expect(social.querySelector('iframe, video')).toBeNull();
    expect(within(social).queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
  }, 20_000);

  it('plays the featured video of the site settings, a file of the site, only when asked', async () => {
    serveHome({
      '/api/site-settings': okJson({
        success: true,
        data: {
          ...SITE_SETTINGS_FIXTURE,
          featuredVideo: { src: '/files/videos/intro.mp4', title: { en: 'IIIDEM: an introduction', hi: '' } },
        },
      }),
    });
    renderAppAt('/');
    const social = await screen.findByRole('region', { name: 'Social Media' });
    const play = await within(social).findByRole('button', { name: 'Play video: IIIDEM: an introduction' });
    expect(social.querySelector('video')).toBeNull();
    await userEvent.click(play);
    expect(social.querySelector('video')).toHaveAttribute('src', '/files/videos/intro.mp4');
    expect(social.querySelector('iframe')).toBeNull();
  }, 20_000);

  it('shows the notice strip and footprint figures staff set in the site settings', async () => {
    const settings = structuredClone(SITE_SETTINGS_FIXTURE);
    settings.homeNotice = { en: 'Admissions open for the 2027 batch.', hi: '', link: '/iiidem-training-programs' };
    settings.footprint.total.value.en = '150';
    serveHome({ '/api/site-settings': okJson({ success: true, data: settings }) });
    renderAppAt('/');
    const strip = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(strip).findByRole('link', { name: 'Admissions open for the 2027 batch.' })).toHaveAttribute(
      'href',
      '/iiidem-training-programs',
    );
    expect(screen.getByRole('region', { name: 'Our Global Footprint' })).toHaveTextContent('150 countries');
  }, 20_000);

  it('shows the about block’s figures staff set in the site settings', async () => {
    const settings = structuredClone(SITE_SETTINGS_FIXTURE);
    settings.homeFigures.years = { en: '15+', hi: '15+' };
    settings.homeFigures.participants = { en: '1.2 lakh+', hi: '1.2 लाख+' };
    serveHome({ '/api/site-settings': okJson({ success: true, data: settings }) });
    renderAppAt('/');
    const figures = await screen.findByRole('list', { name: 'IIIDEM in figures' });
    // The page starts from the settings it came with and shows the fetched ones once they arrive.
    await waitFor(() =>
      expect(
        within(figures)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['15+Years', '1700+Programs', '1.2 lakh+Participants', '141Countries']),
    );
  }, 20_000);

  it('has the recruitment banner, the global footprint by continent and the partner carousels', async () => {
    serveHome();
    renderAppAt('/');
    const recruitment = await screen.findByRole('region', { name: 'Work with IIIDEM' });
    expect(within(recruitment).getByRole('link', { name: 'View Vacancies' })).toHaveAttribute(
      'href',
      '/iiidem-vacancies',
    );

    const footprint = screen.getByRole('region', { name: 'Our Global Footprint' });
    expect(footprint).toHaveTextContent('141 countries');
    expect(
      within(footprint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Africa46', 'Asia41', 'North & Central America18', 'Europe15', 'South America12', 'Oceania9']);

    const partners = screen.getByRole('region', { name: 'Our Partners' });
    const carousels = await within(partners).findAllByRole('region');
    expect(carousels.map((carousel) => carousel.querySelector('h3')?.textContent)).toEqual([
      'Partner Election Management Bodies',
      'Institutional and Academic Partners',
    ]);
    for (const [index, carousel] of carousels.entries()) {
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const list = index === 0 ? 'partner-election-bodies' : 'partner-institutions';
      expect(within(carousel).getAllByRole('img')).toHaveLength(PEOPLE_FIXTURE[list]!.length);
      expect(within(carousel).getByRole('button', { name: 'Pause logo rotation' })).toBeInTheDocument();
    }
    expect(within(carousels[1]!).getByRole('img', { name: 'International IDEA' })).toHaveAttribute(
      'src',
      '/files/people/partner-international-idea.jpg',
    );
  }, 20_000);
});

describe('home page in Hindi', () => {
  it('shows its sections, tabs, figures and dates in Hindi', async () => {
    i18n.activate('hi');
    serveHome();
    renderAppAt('/');
    const main = within(document.querySelector('main')!);
    expect(await main.findByRole('region', { name: 'सूचनाएं' })).toBeInTheDocument();
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('भारत अंतर्राष्ट्रीय लोकतंत्र एवं निर्वाचन प्रबंधन संस्थान');
    expect(main.getByRole('link', { name: /प्रतिनियुक्ति के आधार पर शैक्षणिक पदों/ })).toHaveAttribute(
      'href',
      '/iiidem-vacancies',
    );
    const figures = main.getByRole('list', { name: 'आंकड़ों में आईआईआईडीईएम' });
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['13+वर्ष', '1700+कार्यक्रम', '1 लाख+प्रतिभागी', '141देश']);
    const tablist = main.getByRole('tablist', { name: 'प्रशिक्षण कार्यक्रम और सूचनाएं' });
    expect(within(tablist).getAllByRole('tab')[0]).toHaveTextContent('चल रहे प्रशिक्षण कार्यक्रम');
    expect(within(tablist).getAllByRole('tab')[2]).toHaveTextContent('निविदा और विविध');
    const panel = (await main.findByRole('link', { name: 'Ongoing 1' })).closest('[role="tabpanel"]') as HTMLElement;
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(
      'Ongoing 121-02-2099 से 31-03-2099 तक · IIIDEM Campus, Dwarka, New Delhi',
    );
    expect(within(panel).getByRole('link', { name: 'सभी देखें चल रहे प्रशिक्षण कार्यक्रम' })).toBeInTheDocument();
    expect(within(panel).getByText('Ongoing 1')).toHaveAttribute('lang', 'en');
    expect(within(panel).getAllByText('IIIDEM Campus, Dwarka, New Delhi')[0]).toHaveAttribute('lang', 'en');
    const teaser = main.getByRole('region', { name: 'फ़ोटो गैलरी' });
    await waitFor(() => expect(teaser.querySelectorAll('figcaption')).toHaveLength(4));
    expect(teaser.querySelector('figcaption')).toHaveAttribute('lang', 'en');
    expect(main.getByRole('region', { name: 'हमारी वैश्विक उपस्थिति' })).toHaveTextContent('141 देश');
    expect(main.getByRole('region', { name: 'हमारे भागीदार' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'रिक्तियां देखें' })).toHaveAttribute('href', '/iiidem-vacancies');
  }, 20_000);

  it('shows a figure’s Hindi value, or its English one marked as English when staff left the Hindi empty', async () => {
    i18n.activate('hi');
    const settings = structuredClone(SITE_SETTINGS_FIXTURE);
    settings.homeFigures.participants = { en: '2.5 lakh+', hi: '2.5 लाख+' };
    settings.homeFigures.programs = { en: 'About 1800', hi: '' };
    serveHome({ '/api/site-settings': okJson({ success: true, data: settings }) });
    renderAppAt('/');
    const figures = await screen.findByRole('list', { name: 'आंकड़ों में आईआईआईडीईएम' });
    // The page starts from the settings it came with and shows the fetched ones once they arrive.
    await waitFor(() =>
      expect(
        within(figures)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['13+वर्ष', 'About 1800कार्यक्रम', '2.5 लाख+प्रतिभागी', '141देश']),
    );
    expect(within(figures).getByText('About 1800')).toHaveAttribute('lang', 'en');
    expect(within(figures).getByText('2.5 लाख+')).not.toHaveAttribute('lang');
  }, 20_000);
});
