import { type ReactNode, useId } from 'react';
import './table.css';

export type TableColumn<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Class of the column's cells. */
  className?: string;
};

/** A table names itself with its caption, or points at the element outside it that names it. */
type TableName = { caption: string; hideCaption?: boolean; captionId?: string } | { labelledBy: string };

type TableProps<Row> = TableName & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's look: the public one (primary header row, ruled cells) unless a section brings its own. */
  className?: string;
};

/** A table of rows, one column per field, with column headers and optionally a header cell naming each row. */
export function Table<Row>({ columns, rows, rowKey, className = 'table', ...name }: TableProps<Row>) {
  const labelledBy = 'labelledBy' in name ? name.labelledBy : undefined;
  return (
    <table className={className} aria-labelledby={labelledBy}>
      {'caption' in name ? (
        <caption id={name.captionId} className={name.hideCaption ? 'visually-hidden' : undefined}>
          {name.caption}
        </caption>
      ) : null}
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
        {rows.map((row, index) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" className={column.className}>
                  {column.cell(row, index)}
                </th>
              ) : (
                <td key={column.header} className={column.className}>
                  {column.cell(row, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type DataTableProps<Row> = {
  caption: string;
  /** Hide the caption visually when a heading right above already says the same. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
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
        <Table labelledBy={captionId} columns={columns} rows={rows} rowKey={rowKey} />
      </section>
    </div>
  );
}
