import type { TPager } from '@iiidem/shared/admin/applications';

/**
 * Previous / next page buttons with "Page 2 of 5 (120 applications)"; when the API stopped counting
 * (`total_capped`), "Page 2 of 400+ (10,000+ applications)".
 */
export function AdminPager({ pager, onPage, noun }: { pager: TPager; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(pager.total_pages, 1);
  const more = pager.total_capped ? '+' : '';
  return (
    <nav className="admin-pager" aria-label="Pages">
      <button
        type="button"
        className="button button--secondary"
        disabled={pager.page <= 1}
        onClick={() => onPage(pager.page - 1)}
      >
        Previous page
      </button>
      <p aria-live="polite">
        {`Page ${pager.page} of ${pages.toLocaleString('en-US')}${more} (${pager.total.toLocaleString('en-US')}${more} ${noun})`}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={pager.page >= pages}
        onClick={() => onPage(pager.page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
