import type { CSSProperties, ReactNode } from 'react';
import './stacked-table.css';

/** One column of a `StackedTable`. */
export interface TableColumn<Row> {
  /** The column's header; on a phone's card it labels the cell. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** A React key when two columns share a header; the header by default. */
  key?: string;
  /** The row's header cell (what names the row), at most one per table. */
  rowHeader?: boolean;
  /** A class for the column's header and cells (e.g. right-aligned amounts). */
  className?: string;
  /**
   * Where the cell comes on a phone's card: lower first (due date, amount, then the rest). Cells
   * without one follow in the table's own order.
   */
  cardOrder?: number;
}

/**
 * A semantic table that becomes one card per row at 768 px or less (stacked-table.css): each cell
 * under its column's header, empty cells left out, no sideways scrolling. Name it with `caption`
 * or `labelledBy`.
 */
export function StackedTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionId,
  labelledBy,
  className,
}: {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  caption?: string;
  /** The caption's id, for a wrapper that the caption names. */
  captionId?: string;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <table
      className={className ? `stacked-table ${className}` : 'stacked-table'}
      aria-labelledby={labelledBy}
    >
      {caption !== undefined && <caption id={captionId}>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key ?? column.header} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map((column) => {
              const props = {
                className: column.className,
                'data-label': column.header,
                style: cardOrderStyle(column.cardOrder),
              };
              return column.rowHeader ? (
                <th key={column.key ?? column.header} scope="row" {...props}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.key ?? column.header} {...props}>
                  {column.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// A custom property, so that the order applies to the card layout only.
const cardOrderStyle = (order: number | undefined): CSSProperties | undefined =>
  order === undefined ? undefined : ({ '--card-order': order } as CSSProperties);
