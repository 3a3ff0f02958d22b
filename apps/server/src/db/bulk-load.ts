import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** One connection to load rows through (bulkInsert, bulkCopy). */
export type BulkConnection =
  { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; client: pg.ClientBase };

export interface BulkColumn {
  name: string;
  /** SQL type of the values, e.g. 'int', 'timestamptz', 'numeric'. */
  type: string;
  /** Values as text (already formatted) or null. */
  values: ReadonlyArray<string | number | null>;
}

const postgresBatch = 50_000;
const pgliteBatch = 250_000;

// Identifiers here come from code, never from input; quoting guards against keywords only.
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * Appends rows to a table as fast as the engine allows. Tens of thousands of rows per
 * round trip: single-row inserts would make the demo seed and CSV imports take minutes.
 */
export async function bulkInsert(
  connection: BulkConnection,
  table: string,
  columns: BulkColumn[],
): Promise<void> {
  const rowCount = columns[0]?.values.length ?? 0;
  if (columns.some((column) => column.values.length !== rowCount)) {
    throw new Error(`bulkInsert(${table}): columns differ in length`);
  }
  const columnList = columns.map((column) => quote(column.name)).join(', ');
  if (connection.kind === 'pglite') {
    for (let start = 0; start < rowCount; start += pgliteBatch) {
      const end = Math.min(rowCount, start + pgliteBatch);
      await connection.pglite.query(`COPY ${quote(table)} (${columnList}) FROM '/dev/blob'`, [], {
        blob: new Blob([copyText(columns, start, end)]),
      });
    }
    return;
  }
  const unnestArgs = columns.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');
  const statement = `INSERT INTO ${quote(table)} (${columnList}) SELECT * FROM unnest(${unnestArgs})`;
  for (let start = 0; start < rowCount; start += postgresBatch) {
    const end = Math.min(rowCount, start + postgresBatch);
    await connection.client.query(
      statement,
      columns.map((column) => column.values.slice(start, end)),
    );
  }
}

/**
 * Appends rows already written as COPY text lines (tab-separated, `\N` for null, each ending
 * in a newline) to a table, on either engine: for values bulkInsert cannot pass, such as arrays.
 */
export async function bulkCopy(
  connection: BulkConnection,
  table: string,
  columns: readonly string[],
  lines: string[],
): Promise<void> {
  const statement = (source: string) =>
    `COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM ${source}`;
  if (connection.kind === 'pglite') {
    await connection.pglite.query(statement(`'/dev/blob'`), [], { blob: new Blob(lines) });
    return;
  }
  await pipeline(Readable.from(lines), connection.client.query(copyFrom(statement('STDIN'))));
}

// COPY text format: tab-separated, \N for null. Values are numbers, timestamps and codes
// made by our own code, so they contain no tabs, newlines or backslashes.
function copyText(columns: BulkColumn[], start: number, end: number): string {
  const lines: string[] = new Array(end - start);
  for (let row = start; row < end; row++) {
    let line = '';
    for (let c = 0; c < columns.length; c++) {
      const value = columns[c]!.values[row];
      line += (c === 0 ? '' : '\t') + (value === null || value === undefined ? '\\N' : value);
    }
    lines[row - start] = line;
  }
  return lines.join('\n') + '\n';
}
