import { STATISTICS_TABLE_KEYS, STATISTICS_TABLE_TITLES, STATISTICS_TABLES } from '@iiidem/shared/admin/statistics';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHART_BARS_MAX } from './bar-chart';
import { StatisticsSection } from './statistics-section';

const ROWS = [
  { label: 'Kerala', count: 5 },
  { label: 'Bihar', count: 2 },
];

describe('StatisticsSection', () => {
  it.each(STATISTICS_TABLES)(
    'shows the %s chart hidden from screen readers, with a table of the same figures',
    (table) => {
      const { container } = render(
        <StatisticsSection table={table} rows={ROWS} onExport={() => {}} exporting={false} />,
      );
      const section = screen.getByRole('region', { name: STATISTICS_TABLE_TITLES[table] });
      const chart = container.querySelector('figure.statistics-chart');
      expect(chart).not.toBeNull();
      expect(chart).toHaveAttribute('aria-hidden', 'true');
      expect(chart?.querySelectorAll('rect')).toHaveLength(2);
      const grid = within(section).getByRole('table', { name: `${STATISTICS_TABLE_TITLES[table]} (table; total 7)` });
      expect(within(grid).getByRole('columnheader', { name: STATISTICS_TABLE_KEYS[table] })).toBeInTheDocument();
      expect(within(grid).getByRole('rowheader', { name: 'Kerala' })).toBeInTheDocument();
      expect(within(grid).getByRole('cell', { name: '5' })).toBeInTheDocument();
    },
  );

  it('draws the largest rows only when there are many, and says the table lists them all', () => {
    const many = Array.from({ length: CHART_BARS_MAX + 3 }, (_, index) => ({
      label: `Course ${index}`,
      count: 20 - index,
    }));
    const { container } = render(
      <StatisticsSection table="course" rows={many} onExport={() => {}} exporting={false} />,
    );
    expect(container.querySelectorAll('figure rect')).toHaveLength(CHART_BARS_MAX);
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
