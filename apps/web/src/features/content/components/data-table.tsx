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
 * A captioned table in a scroll box: on a narrow screen the table keeps its columns and scrolls sideways,
 * and the box is focusable so keyboard users can scroll it too.
 */
export function DataTable<Row>({ caption, hideCaption = false, columns, rows, rowKey }: DataTableProps<Row>) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <div className="data-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table__table">
        <caption id={captionId} className={hideCaption ? 'visually-hidden' : 'data-table__caption'}>
          {caption}
        </caption>
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
    </div>
  );
}
