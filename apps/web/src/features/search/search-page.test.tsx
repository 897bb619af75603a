import type { TSearchAnswer, TSearchResult } from '@iiidem/shared/search/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { mockFetch, okJson, renderAppAt, requestedUrls } from '../../test/mock-api';

const COURSE: TSearchResult = {
  type: 'course',
  title: 'Certification Course for Returning Officers',
  titleHi: 'रिटर्निंग अधिकारियों के लिए प्रमाणन पाठ्यक्रम',
  snippet: 'Certification Course for Returning Officers for officers of the States.',
  snippetHi: '',
  url: '/training-program-details/7',
  date: null,
};
const TENDER: TSearchResult = {
  type: 'tender',
  title: 'Hiring of Manpower Services',
  titleHi: '',
  snippet: '',
  snippetHi: '',
  url: '/latest-news-update',
  date: '2025-10-13',
};

function answer(results: TSearchResult[], page: number, totalData: number): TSearchAnswer {
  return { success: true, data: { results, pages: { page, limit: 10, totalData } } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/search', () => {
  it('shows the results of the words in the address: count, type labels, links, snippets, dates and pages', async () => {
    const spy = mockFetch((url) =>
      url.pathname === '/api/search' ? okJson(answer([COURSE, TENDER], 2, 12)) : undefined,
    );
    renderAppAt('/search?q=returning&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(document.title).toBe('Search | IIIDEM');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search the site' })).toHaveValue(
      'returning',
    );

    expect(await screen.findByText('12 results for “returning”')).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: '12 results for “returning”' })).getByRole('list');
    expect(list).toHaveAttribute('start', '11');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Course');
    expect(within(items[0]!).getByRole('link', { name: COURSE.title })).toHaveAttribute('href', COURSE.url);
    expect(items[0]).toHaveTextContent(COURSE.snippet);
    expect(items[1]).toHaveTextContent('Tender');
    expect(items[1]).toHaveTextContent('Date: 13 October 2025');
    expect(within(items[1]!).getByRole('link', { name: TENDER.title })).toHaveAttribute('href', '/latest-news-update');

    const pager = screen.getByRole('navigation', { name: 'Pages of search results' });
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/search?q=returning');
    expect(within(pager).queryByRole('link', { name: /Next page/ })).not.toBeInTheDocument();
    expect(requestedUrls(spy)).toEqual(['/api/search?q=returning&page=2']);
  }, 20_000);

  it('links the next page of results', async () => {
    mockFetch((url) => (url.pathname === '/api/search' ? okJson(answer([COURSE], 1, 25)) : undefined));
    renderAppAt('/search?q=voter%20list');
    const pager = await screen.findByRole('navigation', { name: 'Pages of search results' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('link', { name: /Next page/ })).toHaveAttribute(
      'href',
      '/search?q=voter+list&page=2',
    );
  }, 20_000);

  it("says 'No results' when nothing matches", async () => {
    mockFetch((url) => (url.pathname === '/api/search' ? okJson(answer([], 1, 0)) : undefined));
    renderAppAt('/search?q=zzzz');
    expect(await screen.findByText('No results for “zzzz”.')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling, or try fewer or other words.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of search results' })).not.toBeInTheDocument();
  }, 20_000);

  it('asks for words, without searching, when the form was sent empty; and shows only the form without ?q=', async () => {
    const spy = mockFetch(() => undefined);
    const { unmount } = renderAppAt('/search?q=%20%20');
    expect(await screen.findByText('Please enter a word to search for.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('searchbox', { name: 'Search the site' }),
    ).toHaveAccessibleDescription('Please enter a word to search for.');
    unmount();
    renderAppAt('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByText('Please enter a word to search for.')).not.toBeInTheDocument();
    expect(requestedUrls(spy)).toEqual([]);
  }, 20_000);

  it('shows the results in Hindi, with an English title marked as English where the Hindi is missing', async () => {
    mockFetch((url) => (url.pathname === '/api/search' ? okJson(answer([COURSE, TENDER], 1, 2)) : undefined));
    i18n.activate('hi');
    renderAppAt('/search?q=रिटर्निंग');
    expect(await screen.findByText('“रिटर्निंग” के लिए 2 परिणाम')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'खोज' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COURSE.titleHi })).toHaveAttribute('href', COURSE.url);
    expect(screen.getByText('पाठ्यक्रम')).toBeInTheDocument();
    expect(screen.getByText('निविदा')).toBeInTheDocument();
    // No Hindi snippet: the English shows, marked for screen readers.
    expect(screen.getByText(COURSE.snippet)).toHaveAttribute('lang', 'en');
    expect(
      screen.getByRole('link', { name: TENDER.title }).firstElementChild ?? screen.getByText(TENDER.title),
    ).toHaveAttribute('lang', 'en');
  }, 20_000);

  it('searches from the top bar of any page', async () => {
    const user = userEvent.setup();
    const spy = mockFetch((url) => (url.pathname === '/api/search' ? okJson(answer([COURSE], 1, 1)) : undefined));
    const { router } = renderAppAt('/error');
    const topBarSearch = await screen.findByRole('search', { name: 'Site search' });
    await user.type(within(topBarSearch).getByRole('searchbox', { name: 'Search the site' }), 'returning officers');
    await user.click(within(topBarSearch).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('returning officers');
    expect(await screen.findByRole('link', { name: COURSE.title })).toBeInTheDocument();
    expect(requestedUrls(spy)).toContain('/api/search?q=returning+officers');
  }, 20_000);
});
