import { buildPagerItems, isPagerShown } from '@iiidem/shared/news/pager';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import './pager.css';

type PagerProps = {
  page: number;
  pageCount: number;
  /** The address of a page (links, so a page can be bookmarked and Back returns to it). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. 'Tender & Miscellaneous pages'. */
  label: string;
  onNavigate?: () => void;
};

/** 'Page 3' to a screen reader, '3' on screen. */
function PageNumber({ page }: { page: number }) {
  return (
    <Trans>
      <span className="visually-hidden">Page </span>
      {page}
    </Trans>
  );
}

/**
 * The news pager (spec 1 §9): shown only when there is more than one page; the first and last page, two
 * pages either side of the current one, ellipses for the rest, and previous/next links.
 */
export function Pager({ page, pageCount, hrefFor, label, onNavigate }: PagerProps) {
  if (!isPagerShown(pageCount)) return null;
  const items = buildPagerItems(page, pageCount);
  return (
    <nav className="pager" aria-label={label}>
      <ul className="pager__list">
        {page > 1 && (
          <li>
            <Link className="pager__link" to={hrefFor(page - 1)} onClick={onNavigate}>
              <span aria-hidden="true">‹ </span>
              <Trans>
                Previous<span className="visually-hidden"> page</span>
              </Trans>
            </Link>
          </li>
        )}
        {items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${item.key}`} className="pager__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span className="pager__link pager__link--current" aria-current="page">
                  <PageNumber page={item.page} />
                </span>
              ) : (
                <Link className="pager__link" to={hrefFor(item.page)} onClick={onNavigate}>
                  <PageNumber page={item.page} />
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link className="pager__link" to={hrefFor(page + 1)} onClick={onNavigate}>
              <Trans>
                Next<span className="visually-hidden"> page</span>
              </Trans>
              <span aria-hidden="true"> ›</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
