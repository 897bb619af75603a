import type { TStatisticsRow } from '@iiidem/shared/admin/statistics';
import { setAutoFreeze } from 'immer';
import { Bar, BarChart, LabelList, Text, XAxis, YAxis, type YAxisTickContentProps } from 'recharts';

// Recharts keeps the chart's parts, React elements among them, in a Redux store whose Immer freezes what it holds;
// Preact (issue 13) writes its bookkeeping into the elements it renders, which a frozen element refuses. Nothing
// else in the app uses Immer.
setAutoFreeze(false);

/** The chart draws this many bars at most (the largest); its table lists every row. */
export const CHART_BARS_MAX = 12;

/** Each bar's band and the width the labels take on the left; long labels wrap to two lines, then an ellipsis. */
const ROW_HEIGHT = 40;
const LABEL_WIDTH = 140;
const MARGIN = { top: 4, right: 44, bottom: 4, left: 4 };

/**
 * A row's label beside its bar, wrapped to the label column. Recharts writes a grey fill into the text's style;
 * `currentColor` makes it the page's text colour (statistics.css), high-contrast display included.
 */
function LabelTick({ x, y, payload }: YAxisTickContentProps) {
  return (
    <Text
      x={x}
      y={y}
      width={LABEL_WIDTH - 8}
      maxLines={2}
      textAnchor="end"
      verticalAnchor="middle"
      fill="currentColor"
      className="statistics-chart__label"
    >
      {String(payload.value)}
    </Text>
  );
}

/**
 * A horizontal bar chart of a statistics table (Recharts, issue 19: "a well-kept chart library"). It is hidden from
 * assistive technology, and Recharts' keyboard layer is off (nothing focusable inside a hidden figure): the table
 * beside it holds the same figures ("each chart has its table"). It takes the width of its column (Recharts'
 * `responsive`), so it never widens the page; the bars do not animate.
 */
export function StatisticsChart({ rows, title }: { rows: readonly TStatisticsRow[]; title: string }) {
  const shown = rows.slice(0, CHART_BARS_MAX);
  return (
    <figure className="statistics-chart" aria-hidden="true" data-chart-for={title}>
      <BarChart
        responsive
        width="100%"
        height={shown.length * ROW_HEIGHT + MARGIN.top + MARGIN.bottom}
        layout="vertical"
        data={shown}
        margin={MARGIN}
        accessibilityLayer={false}
      >
        <XAxis type="number" dataKey="count" hide allowDecimals={false} domain={[0, 'dataMax']} />
        <YAxis
          type="category"
          dataKey="label"
          width={LABEL_WIDTH}
          interval={0}
          tickLine={false}
          axisLine={false}
          tick={LabelTick}
        />
        <Bar dataKey="count" className="statistics-chart__bar" maxBarSize={24} isAnimationActive={false}>
          <LabelList dataKey="count" position="right" fill="currentColor" className="statistics-chart__value" />
        </Bar>
      </BarChart>
      {rows.length > CHART_BARS_MAX ? (
        <figcaption className="statistics-chart__note">
          The {CHART_BARS_MAX} largest of {rows.length}; the table lists them all.
        </figcaption>
      ) : null}
    </figure>
  );
}
