import { type ReactNode, useId } from 'react';
import './data-table.css';

export type DataTableColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names each row (rendered as a row header). */
  isRowHeader?: boolean;
};

type DataTableProps<Row> = {
  caption: string;
  /** Hide the caption visually when a heading right above already says the same. */
  hideCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
};

/**
 * A named table in a scroll box: on a narrow screen the table keeps its columns and scrolls sideways, and the
 * box is focusable so keyboard users can scroll it too. The name labels both the table and the box.
 */
export function DataTable<Row>({ caption, hideCaption = false, columns, rows, rowKey }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    <div className="data-table">
      {/* The name sits outside the scroll box so it stays readable when the table scrolls sideways. */}
      <p id={captionId} className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>
        {caption}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="data-table__scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="data-table__table" aria-labelledby={captionId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.header} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header}>{column.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
