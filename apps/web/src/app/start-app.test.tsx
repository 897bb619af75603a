import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../entry-server';
import { PEOPLE_FIXTURE } from '../features/people/testing';
import { HYDRATION_DATA_ID } from '../hydration-data';
import { hydrationFinished } from '../lib/stepped-hydration';
import { mockFetch, okJson, requestedUrls } from '../test/mock-api';
import { sampleCourse } from '../test/render-with-api';
import { SITE_SETTINGS_ANSWER } from '../test/site-settings';
import { startApp } from './start-app';

const TEMPLATE = '<!doctype html><html><head><title>IIIDEM</title></head><body><div id="root"></div></body></html>';

const COURSE = sampleCourse({ course_name: 'Training on Electoral Rolls' });

/** The API's answers the server render reads (and the browser revalidates), by path below /api. */
const ANSWERS: Record<string, unknown> = {
  '/courses/7': { success: true, data: { course: COURSE } },
  '/courses?page=1&limit=50': {
    success: true,
    data: { course: [COURSE], pages: { totalData: 1, currentPage: 1, perPage: 50, totalPages: 1 } },
  },
  '/courses/ongoing?limit=5': { success: true, data: { course: [COURSE] } },
  '/site-settings': SITE_SETTINGS_ANSWER,
  // A page staff edit: without it, the browser's read answers 404 and the page goes to /error, as it should.
  '/pages/about-us': {
    success: true,
    data: {
      slug: 'about-us',
      title: 'About Us',
      titleHi: 'हमारे बारे में',
      summary: '',
      summaryHi: '',
      lastUpdated: '2026-11-20T20:00:00.000Z',
      blocks: [{ type: 'text', html: '<p>IIIDEM was set up in June 2011.</p>', htmlHi: '' }],
    },
  },
  // The home page's partner carousels (issue 15: lists staff keep).
  '/people/partner-election-bodies': {
    success: true,
    data: { list: 'partner-election-bodies', items: PEOPLE_FIXTURE['partner-election-bodies'] },
  },
  '/people/partner-institutions': {
    success: true,
    data: { list: 'partner-institutions', items: PEOPLE_FIXTURE['partner-institutions'] },
  },
};

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/**
 * Puts the server's HTML for `url` into the document, as a browser receives it, and hydrates it. `historyState` is what
 * the browser kept in its history for the entry (React Router's navigation state is under `usr`), as after a reload.
 */
async function loadServerRenderedPage(url: string, historyState: unknown = null) {
  const page = await renderPage({
    url,
    template: TEMPLATE,
    publicUrl: 'http://localhost',
    fetchApi: async (path) => {
      if (path in ANSWERS) return ANSWERS[path];
      throw new Error(`no answer for ${path}`);
    },
  });
  if (page.kind !== 'page') throw new Error(`${url}: expected a page, got ${page.kind}`);
  const body = /<body>([\s\S]*)<\/body>/.exec(page.html)?.[1] ?? '';
  window.history.replaceState(historyState, '', url);
  document.body.innerHTML = body;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  const serverHtml = container.innerHTML;

  const fetchSpy = mockFetch((requested) => {
    const answer = ANSWERS[`${requested.pathname.replace(/^\/api/, '')}${requested.search}`];
    return answer === undefined ? undefined : okJson(answer);
  });
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = await startApp(container);
  });
  return { container, serverHtml, consoleError, fetchSpy };
}

/** The element's content with each element's attributes in name order, and useId's ids without their root's number. */
function canonicalHtml(element: Element): string {
  return [...element.childNodes]
    .map((node) => {
      if (!(node instanceof Element)) return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
      const attributes = [...node.attributes]
        .map(({ name, value }) => `${name}="${value.replace(/\bP\d+-/g, 'P-')}"`)
        .sort()
        .join(' ');
      return `<${node.localName} ${attributes}>${canonicalHtml(node)}</${node.localName}>`;
    })
    .join('');
}

/**
 * Hydration took the page over without leaving the server's version anywhere: once settled, the page is exactly what
 * the browser draws from scratch (no server HTML, the same API answers). Preact reports no mismatch; it keeps the
 * server's attributes where a hydrating render differs, which this finds.
 */
async function expectSameAsRenderedFromScratch(container: HTMLElement) {
  document.getElementById(HYDRATION_DATA_ID)?.remove();
  const fresh = document.createElement('div');
  document.body.append(fresh);
  let freshRoot: Root | undefined;
  await act(async () => {
    freshRoot = await startApp(fresh);
  });
  try {
    await waitFor(() => expect(canonicalHtml(container)).toBe(canonicalHtml(fresh)));
  } finally {
    act(() => freshRoot?.unmount());
    fresh.remove();
  }
}

describe('hydrating a server-rendered page', () => {
  it.each([
    ['/', 'Training Programs and Notices'],
    ['/about-us', 'IIIDEM was set up in June 2011.'],
    ['/training-program-details/7', 'Training on Electoral Rolls'],
    ['/iiidem-training-programs', 'Training Programs'],
    ['/photos-and-videos-gallery', 'Photos & Videos'],
    [
      '/innovative-electoral-practices:stories-from-the-field',
      'Innovative Electoral Practices: Stories from the Field',
    ],
    ['/error', 'Ooops!!! The page you are looking for is not found'],
  ])('takes over %s without a mismatch or an error', async (url, heading) => {
    const { container, serverHtml, consoleError } = await loadServerRenderedPage(url);
    expect(serverHtml).toContain(heading.replaceAll('&', '&amp;'));
    // The pages log their failed loads (the mock API answers 404 to what it does not know); nothing else is logged.
    const logged = consoleError.mock.calls.map((call) => call.map(String).join(' '));
    expect(logged.filter((line) => !/^Could not load|^Loading .* failed/.test(line))).toEqual([]);
    expect(container.textContent).toContain(heading);
    await expectSameAsRenderedFromScratch(container);
  });

  it('sends Menu as a link to the site map until the page is hydrated, then the button that opens the panel', async () => {
    const { serverHtml } = await loadServerRenderedPage('/about-us');
    expect(serverHtml).toContain('<a href="/site-map" class="menu-button">');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('sets the home page computed styles through the CSSOM once hydrated', async () => {
    const { container } = await loadServerRenderedPage('/');
    // The home page's parts hydrate in steps after the rest (lib/stepped-hydration.tsx); the styles come after that.
    await act(hydrationFinished);
    await waitFor(() => {
      const bars = [...container.querySelectorAll<HTMLElement>('.footprint__bar')];
      expect(bars.length).toBeGreaterThan(0);
      expect(bars.map((bar) => bar.style.getPropertyValue('inline-size'))).toContain('100%');
      const track = container.querySelector<HTMLElement>('.notifications__track');
      expect(track?.style.getPropertyValue('--marquee-duration')).toMatch(/^\d+s$/);
      const carousel = container.querySelector<HTMLElement>('.partner-carousel');
      expect(carousel?.style.getPropertyValue('--partner-items')).toMatch(/^\d$/);
    });
  });

  it('keeps the server-rendered course on screen (no spinner) and does not fetch it again on hydration', async () => {
    const { container, fetchSpy } = await loadServerRenderedPage('/training-program-details/7');
    expect(container.querySelector('.loading-spinner')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Training on Electoral Rolls' })).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(requestedUrls(fetchSpy)).not.toContain('/api/courses/7');
  });

  it('shows the remembered course tab once hydrated, after the server rendered the default one', async () => {
    window.localStorage.setItem('activeTab', 'international');
    const { serverHtml } = await loadServerRenderedPage('/iiidem-training-programs');
    expect(serverHtml).toMatch(/aria-selected="true"[^>]*>All</);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'International' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(window.localStorage.getItem('activeTab')).toBe('international');
  });

  it('shows the tab of the navigation state the browser kept (a reload), after the server rendered the default one', async () => {
    const { container, serverHtml } = await loadServerRenderedPage('/iiidem-training-programs', {
      usr: { tab: 'academic' },
    });
    expect(serverHtml).toMatch(/aria-selected="true"[^>]*>All</);
    // Preact keeps the server's attributes when hydration draws something else: the state is read once hydrated.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Academic' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'false');
    await expectSameAsRenderedFromScratch(container);
  });

  it.each([
    ['the home page', 'Home', 'Training Programs and Notices', '/'],
    ["the applicant area's Login", 'Login', 'Login', '/iiidem-login'],
  ])('goes on from a hydrated page to %s, whose routes the first navigation adds', async (_, link, heading, path) => {
    const user = userEvent.setup();
    await loadServerRenderedPage('/training-program-details/7');
    await act(hydrationFinished);
    // The router started with the page's own routes (router.tsx, startingRoutes).
    await user.click(within(screen.getByRole('banner')).getAllByRole('link', { name: link })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe(path);
  });
});
