import { sql, type SQL } from 'drizzle-orm';

/** The Helsinki calendar month start of the month holding `instant`, as SQL. */
export const monthStartOf = (instant: Date): SQL =>
  sql`date_trunc('month', ${instant.toISOString()}::timestamptz, 'Europe/Helsinki')`;

/**
 * The start of the Helsinki month after the one holding the last instant before `end`, as SQL:
 * the exclusive end of whole months covering a range that ends at `end`. Computed on wall time,
 * so a month is a calendar month.
 */
export const monthEndAfter = (end: Date): SQL =>
  sql`((date_trunc('month', ${end.toISOString()}::timestamptz - interval '1 microsecond', 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki') + interval '1 month') AT TIME ZONE 'Europe/Helsinki'`;
