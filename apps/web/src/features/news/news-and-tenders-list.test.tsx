import type { TPressNewsItem } from '@iiidem/shared/news/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '#i18n';
import { FreshSwr, type MockAnswer, mockFetch, okJson, renderAppAt, requestedUrls } from '../../test/mock-api';
import { NewsAndTendersList, type NewsAndTendersListProps } from './news-and-tenders-list';
import { readPageNumber } from './news-api';

function tender(id: number, overrides: Partial<TPressNewsItem> = {}): TPressNewsItem {
  return {
    id,
    news_title: `Tender number ${id}`,
    news_titleHi: '',
    publish_date: '2025-03-21',
    press_news_document: {
      document_link: null,
      document_file: `/files/news/tender-${id}.pdf`,
      document_file_info: { type: 'application/pdf', size: 250_880 },
    },
    ...overrides,
  };
}

/** A page of category 3 as the API gives it: `count` items, `totalData` in all, 10 a page. */
function newsPage(page: number, totalData: number, items: TPressNewsItem[], newsName = 'Tender & Miscellaneous') {
  return okJson({
    success: true,
    data: { pressnews: items, newscategory: { news_name: newsName }, pages: { page, limit: 10, totalData } },
  });
}

function renderList(path = '/list', props: NewsAndTendersListProps = {}) {
  const router = createMemoryRouter([{ path: '/list', element: <NewsAndTendersList {...props} /> }], {
    initialEntries: [path],
  });
  render(
    <FreshSwr>
      <RouterProvider router={router} />
    </FreshSwr>,
  );
  return router;
}

/** What the pager shows, in order, as seen on screen (without the screen-reader-only words). */
function pagerLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Tender & Miscellaneous pages' });
  return [...nav.querySelectorAll('li')].map((item) => {
    const copy = item.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  });
}

describe('readPageNumber', () => {
  it('reads a whole number from 1 and falls back to page 1', () => {
    expect(readPageNumber('4')).toBe(4);
    expect(readPageNumber(null)).toBe(1);
    expect(readPageNumber('0')).toBe(1);
    expect(readPageNumber('-2')).toBe(1);
    expect(readPageNumber('2.5')).toBe(1);
    expect(readPageNumber('abc')).toBe(1);
  });
});

describe('NewsAndTendersList', () => {
  it('shows a spinner while loading, then the items with the category name as title', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const spy = mockFetch(() => new Promise<MockAnswer>((resolve) => (answer = resolve)));
    renderList();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('heading', { level: 2, name: 'Tender & Miscellaneous' })).toBeInTheDocument();
    answer(newsPage(1, 2, [tender(1), tender(2)], 'Tenders and Notices'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tenders and Notices' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requestedUrls(spy)).toEqual(['/api/press-news?category_id=3&page=1']);
  });

  it('opens a file in a new tab, and an outside link in a new tab after the leave-site confirmation', async () => {
    mockFetch(() =>
      newsPage(1, 2, [
        tender(1),
        tender(2, {
          news_title: 'Corrigendum on eProcure',
          press_news_document: {
            document_link: 'https://eprocure.example.gov.in/t-2.pdf',
            document_file: null,
            document_file_info: null,
          },
        }),
      ]),
    );
    renderList();
    const file = await screen.findByRole('link', { name: /Tender number 1/ });
    expect(file).toHaveAttribute('href', '/files/news/tender-1.pdf');
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAttribute('rel', 'noopener noreferrer');
    // Its type and size, from the answer (issue 16); the outside link shows the outside-link mark.
    expect(file).toHaveAccessibleName('Tender number 1 (PDF, 245 KB) (opens in a new tab)');
    const outside = screen.getByRole('link', { name: /Corrigendum on eProcure/ });
    expect(outside).toHaveAccessibleName('Corrigendum on eProcure (opens another website in a new tab)');
    expect(outside.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(file.closest('li')).toHaveTextContent('Published on 21-03-2025');

    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(screen.getByRole('link', { name: /Corrigendum on eProcure/ }));
    expect(
      await screen.findByText(
        'You are being redirected to an external website. The Election Commission cannot be held responsible for the content and privacy policies of external websites. Do you want to continue?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(open).toHaveBeenCalledWith('https://eprocure.example.gov.in/t-2.pdf', '_blank', 'noopener,noreferrer');
  });

  it("falls back to the title 'Tender & Miscellaneous' and says 'No data available' when loading fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 503, body: { success: false, message: 'down' } }));
    const onTitle = vi.fn();
    renderList('/list', { onTitle });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tender & Miscellaneous' })).toBeInTheDocument();
    expect(onTitle).toHaveBeenLastCalledWith('Tender & Miscellaneous');
  });

  it("says 'No data available' for an empty category and shows no pager", async () => {
    mockFetch(() => newsPage(1, 0, []));
    renderList();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows no pager when everything fits on one page', async () => {
    mockFetch(() =>
      newsPage(
        1,
        10,
        Array.from({ length: 10 }, (_, i) => tender(i + 1)),
      ),
    );
    renderList();
    expect(await screen.findByRole('link', { name: /Tender number 10/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows ceil(total / limit) pages with one boundary page, two neighbours and ellipses', async () => {
    // 95 items at 10 a page: 10 pages. On page 1: 1 2 3 4 5 6 7 … 10 Next.
    mockFetch((url) =>
      newsPage(Number(url.searchParams.get('page')), 95, [tender(Number(url.searchParams.get('page')))]),
    );
    renderList();
    await screen.findByRole('link', { name: /Tender number 1/ });
    expect(pagerLabels()).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '10', 'Next ›']);
    expect(screen.getByText('1', { selector: '[aria-current="page"]' })).toBeInTheDocument();
  });

  it('puts ellipses on both sides in the middle of a long list', async () => {
    mockFetch((url) =>
      newsPage(Number(url.searchParams.get('page')), 200, [tender(Number(url.searchParams.get('page')))]),
    );
    renderList('/list?page=10');
    await screen.findByRole('link', { name: /Tender number 10/ });
    expect(pagerLabels()).toEqual(['‹ Previous', '1', '…', '8', '9', '10', '11', '12', '…', '20', 'Next ›']);
  });

  it('loads page 2 from the pager, keeps it in the address and moves focus to the list', async () => {
    const spy = mockFetch((url) => {
      const page = Number(url.searchParams.get('page'));
      return newsPage(page, 28, [tender(page * 100)]);
    });
    const router = renderList();
    await screen.findByRole('link', { name: /Tender number 100/ });
    expect(pagerLabels()).toEqual(['1', '2', '3', 'Next ›']);

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: /Tender number 200/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requestedUrls(spy)).toContain('/api/press-news?category_id=3&page=2');
    expect(pagerLabels()).toEqual(['‹ Previous', '1', '2', '3', 'Next ›']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Tender & Miscellaneous' })),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByRole('link', { name: /Tender number 100/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows an empty page past the end with the pager still there', async () => {
    mockFetch((url) => newsPage(Number(url.searchParams.get('page')), 28, []));
    renderList('/list?page=9');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tender & Miscellaneous pages' })).toBeInTheDocument();
  });
});

describe('/latest-news-update', () => {
  it('lists the latest news and the tenders, each with its own title', async () => {
    const spy = mockFetch((url) =>
      url.searchParams.get('category_id') === '2'
        ? newsPage(1, 1, [tender(50, { news_title: 'Training calendar published' })], 'Latest News')
        : newsPage(1, 1, [tender(51)]),
    );
    renderAppAt('/latest-news-update');
    expect(await screen.findByRole('heading', { level: 1, name: 'Latest News & Updates' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest News' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Tender & Miscellaneous' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Training calendar published/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Tender number 51/ })).toBeInTheDocument();
    expect(requestedUrls(spy)).toEqual(
      expect.arrayContaining(['/api/press-news?category_id=2&page=1', '/api/press-news?category_id=3&page=1']),
    );
  });
});

describe('NewsAndTendersList in Hindi', () => {
  it('shows the title, dates, pager and Hindi titles where written, English titles marked lang="en"', async () => {
    i18n.activate('hi');
    mockFetch(() =>
      newsPage(2, 25, [tender(11, { news_titleHi: 'निविदा संख्या 11' }), tender(12)], 'Tender & Miscellaneous'),
    );
    renderList('/list?page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'निविदा और विविध' })).toBeInTheDocument();
    const hindi = screen.getByRole('link', { name: /निविदा संख्या 11/ });
    expect(hindi).toHaveAttribute('href', '/files/news/tender-11.pdf');
    expect(hindi).toHaveAccessibleName('निविदा संख्या 11 (पीडीएफ़, 245 केबी) (नए टैब में खुलता है)');
    expect(screen.getByText('Tender number 12')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText(/को प्रकाशित/)[0]).toHaveTextContent('21-03-2025 को प्रकाशित');
    const pager = screen.getByRole('navigation', { name: 'निविदा और विविध के पृष्ठ' });
    expect(pager).toHaveTextContent('पिछला पृष्ठ');
    expect(pager).toHaveTextContent('अगला पृष्ठ');
    expect(pager.querySelector('[aria-current="page"]')).toHaveTextContent('पृष्ठ 2');
  });
});
