import { formatLongDate } from '@iiidem/shared/dates';
import type { TSearchResult, TSearchResultType } from '@iiidem/shared/search/api';
import { SEARCH_LIMITS } from '@iiidem/shared/search/limits';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { pluralCategory } from '../../lib/i18n/language';
import { Localized, useLanguage, useLocalized } from '../../lib/i18n/localized';
import { searchPageCount, searchPageHref, useSearch } from './search-api';
import './search-results.css';

/** What each kind of result is called on its label. */
const TYPE_LABELS = {
  course: msg`Course`,
  training: msg`Training programme`,
  news: msg`News`,
  tender: msg`Tender`,
  vacancy: msg`Vacancy`,
  page: msg`Page`,
} satisfies Record<TSearchResultType, unknown>;

/** The results of a search (issue 16): how many, one page of them, links to the other pages, or 'No results'. */
export function SearchResults({ words, page }: { words: string; page: number }) {
  const { t, i18n } = useLingui();
  const { data, error, isLoading } = useSearch(words, page);

  if (isLoading && !data) {
    return (
      <p className="search-results__status" role="status">
        <Trans>Searching…</Trans>
      </p>
    );
  }
  if (error || !data) {
    return (
      <p className="search-results__status" role="alert">
        <Trans>The search could not be done. Please try again.</Trans>
      </p>
    );
  }
  const { results, pages } = data.data;
  const total = pages.totalData;
  const pageCount = searchPageCount(total);
  return (
    <section className="search-results" aria-labelledby="search-results-count">
      <p id="search-results-count" className="search-results__status" role="status">
        {total === 0
          ? t`No results for “${words}”.`
          : select(pluralCategory(i18n.locale, total), {
              one: `${total} result for “${words}”`,
              other: `${total} results for “${words}”`,
            })}
      </p>
      {total === 0 && (
        <p>
          <Trans>Check the spelling, or try fewer or other words.</Trans>
        </p>
      )}
      {results.length > 0 && (
        <ol className="search-results__list" start={(page - 1) * SEARCH_LIMITS.pageSize + 1}>
          {results.map((result) => (
            <SearchResultItem key={`${result.type}:${result.url}:${result.title}`} result={result} />
          ))}
        </ol>
      )}
      {total > 0 && results.length === 0 && (
        <p>
          <Trans>There are no more results.</Trans>{' '}
          <Link to={searchPageHref(words)}>
            <Trans>Back to the first page of results</Trans>
          </Link>
        </p>
      )}
      {pageCount > 1 && <SearchPager words={words} page={page} pageCount={pageCount} />}
    </section>
  );
}

function SearchResultItem({ result }: { result: TSearchResult }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const language = useLanguage();
  const title = localized(result, 'title');
  const snippet = localized(result, 'snippet');
  const day = result.date ? formatLongDate(result.date, language) : '';
  return (
    <li className="search-results__item">
      <p className="search-results__type">{t(TYPE_LABELS[result.type])}</p>
      <h2 className="search-results__title">
        <Link to={result.url}>
          <Localized value={title} />
        </Link>
      </h2>
      {snippet.text && <Localized as="p" className="search-results__snippet" value={snippet} />}
      {day && (
        <p className="search-results__date">
          <Trans>Date: {day}</Trans>
        </p>
      )}
    </li>
  );
}

/** Previous and next pages of results, and where this one is among them. */
function SearchPager({ words, page, pageCount }: { words: string; page: number; pageCount: number }) {
  const { t } = useLingui();
  return (
    <nav className="search-results__pager" aria-label={t`Pages of search results`}>
      {page > 1 && (
        <Link className="search-results__pager-link" to={searchPageHref(words, Math.min(page - 1, pageCount))}>
          <span aria-hidden="true">‹ </span>
          <Trans>Previous page</Trans>
        </Link>
      )}
      <span className="search-results__pager-position">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      {page < pageCount && (
        <Link className="search-results__pager-link" to={searchPageHref(words, page + 1)}>
          <Trans>Next page</Trans>
          <span aria-hidden="true"> ›</span>
        </Link>
      )}
    </nav>
  );
}
