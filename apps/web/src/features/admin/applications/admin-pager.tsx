import type { TPager } from '@iiidem/shared/admin/applications';

/** Previous / next page buttons with "Page 2 of 5 (120 applications)". */
export function AdminPager({ pager, onPage, noun }: { pager: TPager; onPage: (page: number) => void; noun: string }) {
  const pages = Math.max(pager.total_pages, 1);
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
        Page {pager.page} of {pages} ({pager.total} {noun})
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
