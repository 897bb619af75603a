import type { TStatisticsRow } from '@iiidem/shared/admin/statistics';

/** The chart draws this many bars at most (the largest); its table lists every row. */
export const CHART_BARS_MAX = 12;

/**
 * A horizontal bar chart of a statistics table, drawn in SVG. It is hidden from assistive technology: the table
 * beside it holds the same figures (issue 19: "each chart has its table"). Each bar's length is its share of the
 * largest count.
 */
export function BarChart({ rows, title }: { rows: readonly TStatisticsRow[]; title: string }) {
  const shown = rows.slice(0, CHART_BARS_MAX);
  const largest = Math.max(1, ...shown.map((row) => row.count));
  return (
    <figure className="statistics-chart" aria-hidden="true" data-chart-for={title}>
      {shown.map((row) => (
        <div key={row.label} className="statistics-chart__row">
          <span className="statistics-chart__label">{row.label}</span>
          <svg
            className="statistics-chart__bar"
            viewBox="0 0 100 10"
            preserveAspectRatio="none"
            height={22}
            focusable="false"
            aria-hidden="true"
          >
            <rect x="0" y="0" width={(row.count / largest) * 100} height="10" />
          </svg>
          <span className="statistics-chart__value">{row.count}</span>
        </div>
      ))}
      {rows.length > CHART_BARS_MAX ? (
        <figcaption className="statistics-chart__note">
          The {CHART_BARS_MAX} largest of {rows.length}; the table lists them all.
        </figcaption>
      ) : null}
    </figure>
  );
}
