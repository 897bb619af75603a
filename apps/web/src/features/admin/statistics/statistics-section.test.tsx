import { STATISTICS_TABLE_KEYS, STATISTICS_TABLE_TITLES, STATISTICS_TABLES } from '@iiidem/shared/admin/statistics';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHART_BARS_MAX } from './statistics-chart';
import { StatisticsSection } from './statistics-section';

// happy-dom lays nothing out: the chart's column is given a width, which Recharts reads to draw the bars.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 600, height: 400 }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The bars Recharts drew. */
const barsOf = (container: HTMLElement) => container.querySelectorAll('figure .recharts-bar-rectangle');

const ROWS = [
  { label: 'Kerala', count: 5 },
  { label: 'Bihar', count: 2 },
];

describe('StatisticsSection', () => {
  it.each(STATISTICS_TABLES)(
    'shows the %s chart hidden from screen readers, with a table of the same figures',
    async (table) => {
      const { container } = render(
        <StatisticsSection table={table} rows={ROWS} onExport={() => {}} exporting={false} />,
      );
      const section = screen.getByRole('region', { name: STATISTICS_TABLE_TITLES[table] });
      const chart = container.querySelector('figure.statistics-chart');
      expect(chart).not.toBeNull();
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      await waitFor(() => expect(barsOf(container)).toHaveLength(2));
      // Nothing in the hidden chart takes focus (Recharts' keyboard layer is off).
      expect(chart?.querySelector('[tabindex]')).toBeNull();
      expect(chart).toHaveTextContent('Kerala');
      const grid = within(section).getByRole('table', { name: `${STATISTICS_TABLE_TITLES[table]} (table; total 7)` });
      expect(within(grid).getByRole('columnheader', { name: STATISTICS_TABLE_KEYS[table] })).toBeInTheDocument();
      expect(within(grid).getByRole('rowheader', { name: 'Kerala' })).toBeInTheDocument();
      expect(within(grid).getByRole('cell', { name: '5' })).toBeInTheDocument();
    },
  );

  it('draws the largest rows only when there are many, and says the table lists them all', async () => {
    const many = Array.from({ length: CHART_BARS_MAX + 3 }, (_, index) => ({
      label: `Course ${index}`,
      count: 20 - index,
    }));
    const { container } = render(
      <StatisticsSection table="course" rows={many} onExport={() => {}} exporting={false} />,
    );
    await waitFor(() => expect(barsOf(container)).toHaveLength(CHART_BARS_MAX));
    expect(
      screen.getByText(`The ${CHART_BARS_MAX} largest of ${many.length}; the table lists them all.`),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(many.length + 1);
  });

  it('asks for the table’s CSV', async () => {
    const onExport = vi.fn();
    render(<StatisticsSection table="gender" rows={ROWS} onExport={onExport} exporting={false} />);
    await userEvent.click(screen.getByRole('button', { name: /^Download CSV ?: Participants by gender$/ }));
    expect(onExport).toHaveBeenCalledWith('gender');
  });

  it('says so when no one took part', () => {
    render(<StatisticsSection table="year" rows={[]} onExport={() => {}} exporting={false} />);
    expect(screen.getByText('No participants in these years.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
