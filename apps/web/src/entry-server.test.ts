// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@iiidem/shared/language';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app/app-routes';
import { isPublicPageHandle, SHELL_ROUTE_ID } from './app/page-head';
import { publicRoutes } from './app/router';
import { fillTemplate, fontPreloads, renderPage, scriptSafeJson } from './entry-server';
import { routesByIds, type ServedRouterData } from './hydration-data';
import { SITE_UPDATED_ANSWER } from './test/mock-api';
import { sampleCourse } from './test/render-with-api';
import { SITE_SETTINGS_ANSWER, SITE_SETTINGS_FIXTURE } from './test/site-settings';

/** The server render runs where there is no window, document or localStorage (issue 13). */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site." /><title>IIIDEM</title></head>' +
  '<body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

const COURSE = {
  success: true,
  data: {
    course: sampleCourse({ course_name: 'Training on </script><b>EVMs</b>', location: 'IIIDEM Campus, New Delhi' }),
  },
};

/** The published page as the API answers it (issue 15). */
const MISSION_PAGE = {
  success: true,
  data: {
    slug: 'mission-vision-goal',
    title: 'Mission, Vision and Goal',
    titleHi: '',
    summary: '',
    summaryHi: '',
    lastUpdated: '2026-11-16T06:00:00.000Z',
    blocks: [{ type: 'text', html: '<p>Build the <strong>skills</strong> of election officials.</p>', htmlHi: '' }],
  },
};

function render(url: string, answers: Record<string, unknown> = {}, language: Language = 'en') {
  const asked: string[] = [];
  const result = renderPage({
    url,
    language,
    template: TEMPLATE,
    publicUrl: 'https://portal.example.org/',
    fetchApi: async (path) => {
      // Every page's shell reads the site settings (issue 15) and the day the site last changed (issue 16); `asked`
      // lists what the page itself read.
      if (path === '/site-settings') return answers[path] ?? SITE_SETTINGS_ANSWER;
      if (path === '/site-updated') return answers[path] ?? SITE_UPDATED_ANSWER;
      asked.push(path);
      if (path in answers) return answers[path];
      throw new Error(`no answer for ${path}`);
    },
  });
  return { result, asked };
}

function hydrationJsonOf(html: string): string {
  const match = /<script type="application\/json" id="router-hydration-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no hydration data');
  return match[1];
}

describe('fontPreloads', () => {
  const manifest = {
    '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2': {
      file: 'assets/noto-400-abc.woff2',
    },
    '../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2': {
      file: 'assets/noto-700-def.woff2',
    },
    'src/main.tsx': { file: 'assets/index-1.js' },
  };

  it('preloads the Devanagari font on a Hindi page (no shift when it arrives), never on an English one', () => {
    expect(fontPreloads(manifest, 'hi')).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-400-abc.woff2" />',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-700-def.woff2" />',
    ]);
    expect(fontPreloads(manifest, 'en')).toEqual([]);
  });
});

describe('renderPage', () => {
  it('puts the site settings staff edit in every page: footer, top bar and the hydration data (issue 15)', async () => {
    const settings = { ...SITE_SETTINGS_FIXTURE, phone: { display: '+91-11-2345-6789', dial: '+911123456789' } };
    const { result } = render('/site-map', { '/site-settings': { success: true, data: settings } });
    const page = await result;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.html).toContain('<a href="tel:+911123456789">+91-11-2345-6789</a>');
    expect(page.html).toContain('Sample contact details: this demonstration site');
    expect(hydrationJsonOf(page.html)).toContain('"dial":"+911123456789"');
    expect(page.html).not.toContain('+91-11-0000-0000');
  });

  it('renders the home page’s figures from the site settings, in Hindi their Hindi values (issue 19)', async () => {
    const homeFigures = {
      ...SITE_SETTINGS_FIXTURE.homeFigures,
      participants: { en: '1.2 lakh+', hi: '1.2 लाख+' },
      countries: { en: '150', hi: '150' },
    };
    const answers = {
      '/courses/ongoing?limit=5': { success: true, data: { course: [] } },
      '/photos?category_id=1': { success: true, data: [] },
      '/photos?category_id=2': { success: true, data: [] },
      '/people/partner-election-bodies': { success: true, data: [] },
      '/people/partner-institutions': { success: true, data: [] },
      '/site-settings': { success: true, data: { ...SITE_SETTINGS_FIXTURE, homeFigures } },
    };
    const english = await render('/', answers).result;
    if (english.kind !== 'page') throw new Error(`expected a page, got ${english.kind}`);
    expect(english.html).toContain('<span class="about-block__value">1.2 lakh+</span>');
    expect(english.html).toContain('<span class="about-block__value">150</span>');
    const hindi = await render('/', answers, 'hi').result;
    if (hindi.kind !== 'page') throw new Error(`expected a page, got ${hindi.kind}`);
    expect(hindi.html).toContain('<span class="about-block__value">1.2 लाख+</span>');
    expect(hindi.html).not.toContain('1.2 lakh+</span>');
  });

  it('renders a static page with its head tags, without the noscript notice', async () => {
    expect(typeof window).toBe('undefined');
    const { result, asked } = render('/mission-vision-goal', { '/pages/mission-vision-goal': MISSION_PAGE });
    const page = await result;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(page.status).toBe(200);
    expect(asked).toEqual(['/pages/mission-vision-goal']);
    expect(page.html).toContain('<p>Build the <strong>skills</strong> of election officials.</p>');
    expect(page.html).toContain('<title>Mission, Vision and Goal | IIIDEM</title>');
    expect(page.html).toContain('<meta name="description" content="The mission, vision and goals of IIIDEM." />');
    expect(page.html).toContain('<link rel="canonical" href="https://portal.example.org/mission-vision-goal" />');
    expect(page.html).toContain(
      '<meta property="og:description" content="The mission, vision and goals of IIIDEM." />',
    );
    expect(page.html).not.toContain('content="Site."');
    expect(page.html).not.toContain('<noscript>');
    expect(page.html).toContain('<h1 class="page__heading">Mission, Vision and Goal</h1>');
    // The footer's GIGW "last updated" line is in the HTML, not added by the browser (issue 16).
    expect(page.html).toContain('Site last updated: <time datetime="2026-11-10">10 November 2026</time>');
  });

  it('names the page in both languages (hreflang, x-default English) and its Open Graph locale', async () => {
    const page = await render('/mission-vision-goal').result;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    const url = 'https://portal.example.org/mission-vision-goal';
    expect(page.html).toContain('<html lang="en"');
    expect(page.html).toContain(`<link rel="alternate" hreflang="en" href="${url}" />`);
    expect(page.html).toContain(`<link rel="alternate" hreflang="hi" href="${url}?lang=hi" />`);
    expect(page.html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
    expect(page.html).toContain('<meta property="og:locale" content="en_IN" />');
    expect(page.html).toContain('<meta property="og:locale:alternate" content="hi_IN" />');
  });

  it('renders a Hindi page: lang="hi", Hindi title, description and skip link, canonical with ?lang=hi', async () => {
    const page = await render('/mission-vision-goal?lang=hi', {}, 'hi').result;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    const url = 'https://portal.example.org/mission-vision-goal';
    expect(page.html).toContain('<html lang="hi"');
    expect(page.html).toContain('<title>मिशन, विज़न और लक्ष्य | आईआईआईडीईएम</title>');
    expect(page.html).toContain('<meta name="description" content="आईआईआईडीईएम का मिशन, विज़न और लक्ष्य।" />');
    expect(page.html).toContain(`<link rel="canonical" href="${url}?lang=hi" />`);
    expect(page.html).toContain(`<meta property="og:url" content="${url}?lang=hi" />`);
    expect(page.html).toContain(`<link rel="alternate" hreflang="en" href="${url}" />`);
    expect(page.html).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
    expect(page.html).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(page.html).toContain('मुख्य सामग्री पर जाएं');
    expect(page.html).not.toContain('Skip to main content');
    expect(page.html).toContain('<h1 class="page__heading">मिशन, विज़न और लक्ष्य</h1>');
  });

  it('renders a course from the API answer, with its name as title, and escapes it in the hydration data', async () => {
    const { result, asked } = render('/training-program-details/7', { '/courses/7': COURSE });
    const page = await result;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(asked).toEqual(['/courses/7']);
    expect(page.html).toContain('<title>Training on &lt;/script&gt;&lt;b&gt;EVMs&lt;/b&gt; | IIIDEM</title>');
    expect(page.html).toContain('<meta property="og:type" content="article" />');
    expect(page.html).toContain('IIIDEM Campus, New Delhi');
    expect(page.html).not.toContain('Loading the programme');
    const json = hydrationJsonOf(page.html);
    expect(json).not.toContain('</script>');
    const data = JSON.parse(json) as { loaderData: Record<string, { fallback?: Record<string, unknown> } | null> };
    const entries = Object.assign({}, ...Object.values(data.loaderData).map((value) => value?.fallback ?? {}));
    expect(entries).toEqual({
      '/courses/7': COURSE,
      '/site-settings': SITE_SETTINGS_ANSWER,
      '/site-updated': SITE_UPDATED_ANSWER,
    });
  });

  it('names the routes it matched, which the browser finds without matching the address again', async () => {
    for (const url of ['/', '/about-us', '/training-program-details/7']) {
      const { result } = render(url, { '/courses/7': COURSE });
      const page = await result;
      if (page.kind !== 'page') throw new Error(`expected a page at ${url}, got ${page.kind}`);
      const { matchedRouteIds } = JSON.parse(hydrationJsonOf(page.html)) as ServedRouterData;
      expect(matchedRouteIds?.slice(0, 2)).toEqual(['root', SHELL_ROUTE_ID]);
      const found = routesByIds(publicRoutes, matchedRouteIds ?? []);
      expect(found).toEqual(matchRoutes(publicRoutes, url)?.map(({ route }) => route));
    }
  });

  it('renders the page in its loading state when the API fails, for the browser to fetch', async () => {
    const { result, asked } = render('/training-program-details/8');
    const page = await result;
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    expect(asked).toEqual(['/courses/8']);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Loading the programme');
  });

  it('asks for nothing for a bad course id', async () => {
    const { result, asked } = render('/training-program-details/abc');
    expect((await result).kind).toBe('page');
    expect(asked).toEqual([]);
  });

  it('fetches only the first home tab (the others load when chosen), the two photo lists and the two partner lists', async () => {
    const { result, asked } = render('/');
    expect((await result).kind).toBe('page');
    expect(asked.sort()).toEqual([
      '/courses/ongoing?limit=5',
      '/people/partner-election-bodies',
      '/people/partner-institutions',
      '/photos?category_id=1',
      '/photos?category_id=2',
    ]);
  });

  it("sends the first banner's picture only: the others, out of sight, come once the page has loaded", async () => {
    const banner = (id: number, title: string) => ({
      id,
      category_id: 1,
      title,
      titleHi: '',
      photo_url: `/files/banners/banner-${id}.jpg`,
      width: 1600,
      height: 600,
      variants: [],
    });
    const page = await render('/', {
      '/photos?category_id=1': { success: true, data: [banner(1, 'Banner one'), banner(2, 'Banner two')] },
    }).result;
    if (page.kind !== 'page') throw new Error(page.kind);
    const body = page.html.slice(0, page.html.indexOf('<script type="application/json"'));
    expect(body).toContain('src="/files/banners/banner-1.jpg"');
    expect(body).not.toContain('/files/banners/banner-2.jpg');
    expect(body).toContain('Banner two');
  });

  it('writes no style attribute, which the CSP (style-src self) would block', async () => {
    for (const url of ['/', '/about-us', '/iiidem-training-programs', '/photos-and-videos-gallery']) {
      const page = await render(url).result;
      expect(page.kind === 'page' && page.html.includes(' style="'), url).toBe(false);
    }
  });

  it('redirects an unknown address to /error, which renders with status 404', async () => {
    expect(await render('/no/such/page').result).toEqual({ kind: 'redirect', status: 302, location: '/error' });
    const error = await render('/error').result;
    expect(error.kind === 'page' && error.status).toBe(404);
  });

  it('leaves the applicant area, the sign-in pages and the back office to the browser', async () => {
    for (const url of ['/dashboard', '/edit-profile', '/domestic-application/4', '/iiidem-login', '/admin']) {
      expect((await render(url).result).kind, url).toBe('shell');
    }
  });
});

describe("a page's CSS and code", () => {
  it('are linked in the head from the build manifest, leaving out what index.html already names', async () => {
    const page = await renderPage({
      url: '/about-us',
      template: TEMPLATE.replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" href="/assets/index-1.css"></head>',
      ),
      publicUrl: 'https://portal.example.org',
      fetchApi: async () => ({}),
      manifest: {
        'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
        'src/app/routes/site-pages/site-page.tsx': {
          file: 'assets/site-page-2.js',
          css: ['assets/site-page-2.css'],
          imports: ['index.html', '_tabs.js'],
        },
        '_tabs.js': { file: 'assets/tabs-3.js', css: ['assets/tabs-3.css', 'assets/index-1.css'] },
      },
    });
    if (page.kind !== 'page') throw new Error(`expected a page, got ${page.kind}`);
    const links = page.html.match(/<link rel="(?:stylesheet|modulepreload)"[^>]*>/g);
    expect(links).toEqual([
      '<link rel="stylesheet" href="/assets/index-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/site-page-2.css" />',
      '<link rel="stylesheet" crossorigin href="/assets/tabs-3.css" />',
      '<link rel="modulepreload" crossorigin href="/assets/site-page-2.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/tabs-3.js" />',
    ]);
  });

  it('are found for every public route: its handle names its module file', () => {
    const handles: unknown[] = [];
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (route.handle) handles.push(route.handle);
        walk(route.children ?? []);
      }
    };
    walk(appRoutes);
    const modules = handles.filter(isPublicPageHandle).map((handle) => handle.module);
    expect(modules.length).toBe(43);
    for (const module of modules) expect(existsSync(path.join(import.meta.dirname, '..', module)), module).toBe(true);
  });
});

describe('the template', () => {
  it('puts the head tags, the page and its data into index.html', () => {
    expect(fillTemplate(TEMPLATE, { head: '<title>T</title>', body: '<p>Hi</p>', hydrationData: '{}' })).toBe(
      '<!doctype html><html lang="en"><head>    <title>T</title>\n  </head><body><div id="root"><p>Hi</p></div>\n' +
        '    <script type="application/json" id="router-hydration-data">{}</script></body></html>',
    );
  });

  it("keeps the head's <noscript> stylesheet (tabs and accordions open without JavaScript), drops the body's notice", () => {
    const template =
      '<html><head><title>IIIDEM</title><noscript><link rel="stylesheet" href="/noscript.css" /></noscript></head>' +
      '<body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';
    const html = fillTemplate(template, { head: '<title>T</title>', body: '<p>Hi</p>', hydrationData: '{}' });
    expect(html).toContain('<noscript><link rel="stylesheet" href="/noscript.css" /></noscript>');
    expect(html).not.toContain('Needs JavaScript.');
    expect(html).toContain('<body><div id="root"><p>Hi</p></div>');
  });

  it('writes JSON a script element cannot be closed by', () => {
    expect(scriptSafeJson({ a: '</script><!--\u2028' })).toBe('{"a":"\\u003c/script>\\u003c!--\\u2028"}');
  });
});
