import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@energiaportaali/domain';

// Every back-office list pages the same way: one row more than the page is read, and that row
// only tells whether a next page exists (no count over a large table).

/** The page part of a list query (page is 1-based). */
export type PageQuery = Pick<ListQuery, 'page' | 'pageSize'>;

/** A page of rows as the contract's `pageOf` answers it. */
export interface Page<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** LIMIT and OFFSET for the page: one row beyond the page size, read to answer `hasMore`. */
export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize + 1, offset: (query.page - 1) * query.pageSize };
}

/** Cuts rows read with `pageWindow` into the page (mapped per item) and its `hasMore`. */
export function toPage<Row, Item = Row>(
  rows: Row[],
  query: PageQuery,
  map: (row: Row) => Item = (row) => row as unknown as Item,
): Page<Item> {
  return {
    items: rows.slice(0, query.pageSize).map(map),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/** The list's sort on its time column, with the id as a tie-breaker so pages never overlap. */
export function listOrder(
  query: Pick<ListQuery, 'order'>,
  timeColumn: AnyColumn | SQL,
  idColumn: AnyColumn,
): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  return [direction(timeColumn), direction(idColumn)];
}

const timeZone = 'Europe/Helsinki';

/**
 * The conditions `from`/`to` put on a timestamp column: from the start of the first Helsinki
 * day to the end of the last one (both days included). Empty when neither is given.
 */
export function withinDays(column: AnyColumn | SQL, query: Pick<ListQuery, 'from' | 'to'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) {
    conditions.push(sql`${column} >= ((${query.from}::date)::timestamp AT TIME ZONE ${timeZone})`);
  }
  if (query.to) {
    conditions.push(
      sql`${column} < (((${query.to}::date) + 1)::timestamp AT TIME ZONE ${timeZone})`,
    );
  }
  return conditions;
}

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
