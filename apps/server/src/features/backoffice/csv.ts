import { formatDate, formatDateTime } from '@energiaportaali/domain';

// CSV as Excel in Finland opens it by double-click: UTF-8 with a byte-order mark (else Excel
// reads it as Windows-1252), ';' between cells (',' is the decimal separator), CRLF lines and
// RFC 4180 quoting.

/** One cell: text, a whole or decimal number, an instant, a calendar day, or empty. */
export type CsvCell =
  string | number | null | { instant: Date } | { day: string } | { decimal: string };

export const csvByteOrderMark = '\uFEFF';
const separator = ';';
const lineEnd = '\r\n';

// A cell starting with one of these is a formula to Excel (CSV injection): it is prefixed with
// an apostrophe, which Excel shows as text.
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A text cell made safe: formula guard, then always quoted, so that no separator inside it
 * (';', or ',' for a program reading commas) can start a new cell with a formula.
 */
export function csvText(value: string): string {
  const guarded = formulaStart.test(value) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** A cell as written: times in Helsinki 'd.M.yyyy H.mm', days 'd.M.yyyy', decimal comma. */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'string') return csvText(cell);
  if ('instant' in cell) return formatDateTime(cell.instant);
  if ('day' in cell) return formatDate(cell.day);
  return cell.decimal.replace('.', ',');
}

/** One line of cells, ending in CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(separator) + lineEnd;
}
