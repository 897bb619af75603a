import { NEWS_CATEGORY } from '@iiidem/shared/constants';
import { MESSAGES } from '@iiidem/shared/messages';
import { countPages } from '@iiidem/shared/news/pager';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { translateSharedText } from '../../lib/i18n/shared-texts';
import { readPageNumber, usePressNewsPage } from './news-api';
import { NewsItems } from './news-items';
import { Pager } from './pager';
import './news-and-tenders-list.css';

export type NewsAndTendersListProps = {
  /** The news category to list; 3 (Tender & Miscellaneous) unless given. */
  categoryId?: number;
  /** Whether the list shows the category name as its own heading (false when the page's h1 says it already). */
  showHeading?: boolean;
  headingLevel?: 2 | 3;
  /** Receives the title, the category name or 'Tender & Miscellaneous', for the page's h1 and document title. */
  onTitle?: (title: string) => void;
  /** The search parameter holding the page number: two lists on one page need different ones. */
  pageParam?: string;
};

/**
 * News and tenders of a category, newest first, with the pager (spec 1 §2 Lists by group, id 3): each item
 * opens its document or file in a new tab, a spinner shows while a page loads, 'No data available' when the
 * list is empty or could not be loaded. The page number lives in the address (?page=2).
 */
export function NewsAndTendersList({
  categoryId = NEWS_CATEGORY.tenders,
  showHeading = true,
  headingLevel = 2,
  onTitle,
  pageParam = 'page',
}: NewsAndTendersListProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = readPageNumber(searchParams.get(pageParam));
  const { data, error } = usePressNewsPage(categoryId, page);
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const movedByPager = useRef(false);
  const { t } = useLingui();

  const title = translateSharedText(data?.data.newscategory.news_name || MESSAGES.tenderFallbackTitle);
  useEffect(() => {
    onTitle?.(title);
  }, [onTitle, title]);

  // After the visitor picks another page, take them (and their focus) to the top of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (!movedByPager.current) return;
    movedByPager.current = false;
    regionRef.current?.focus({ preventScroll: true });
    regionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const current = data && data.data.pages.page === page ? data : undefined;
  const loading = !current && !error;
  const items = current?.data.pressnews ?? [];
  const pages = data?.data.pages;
  const pageCount = pages ? countPages(pages.totalData, pages.limit) : 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target === 1) next.delete(pageParam);
    else next.set(pageParam, String(target));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  return (
    <section
      ref={regionRef}
      className="news-list"
      tabIndex={-1}
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : title}
      aria-busy={loading}
    >
      {showHeading && (
        <Heading id={headingId} className="news-list__heading">
          {title}
        </Heading>
      )}
      {loading ? (
        <div className="news-list__spinner" role="status">
          <span className="news-list__wheel" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading…</Trans>
          </span>
        </div>
      ) : items.length === 0 ? (
        <p className="news-list__empty">{translateSharedText(MESSAGES.noDataAvailable)}</p>
      ) : (
        <NewsItems items={items} />
      )}
      <Pager
        page={page}
        pageCount={pageCount}
        hrefFor={hrefFor}
        label={t`${title} pages`}
        onNavigate={() => {
          movedByPager.current = true;
        }}
      />
    </section>
  );
}
