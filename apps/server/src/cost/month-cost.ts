import { sql } from 'drizzle-orm';
import {
  type CostedBucket,
  helsinkiFields,
  helsinkiMidnight,
  type MonthCost,
  monthCostForecast,
} from '@energiaportaali/domain';
import type { Database } from '../db/connection';
import { queryStatement } from '../db/query';

/** The point's day buckets in a range with their stored cost. */
const dayCostsStatement = () => sql`
  SELECT json_agg(json_build_object('ts', bucket_start, 'c', cost) ORDER BY bucket_start)::text
         AS days
  FROM meter_data_day
  WHERE metering_point_id = ${sql.placeholder('id')}
    AND bucket_start >= ${sql.placeholder('start')}::timestamptz
    AND bucket_start < ${sql.placeholder('end')}::timestamptz`;

/**
 * The cost of the point's Helsinki month holding `now`: its priced days so far and the
 * forecast for the whole month (`monthCostForecast`); null when no day has a cost yet. No
 * access check: the caller has made it.
 */
export async function monthCostOfPoint(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  meteringPointId: number,
  now: Date,
): Promise<MonthCost | null> {
  const { year, month } = helsinkiFields(now.getTime());
  const [row] = await queryStatement<{ days: string | null }>(
    database,
    'month cost',
    dayCostsStatement,
    {
      id: meteringPointId,
      start: helsinkiMidnight(year, month, 1).toISOString(),
      end: helsinkiMidnight(year, month + 1, 1).toISOString(),
    },
  );
  const days = JSON.parse(row?.days ?? '[]') as { ts: string; c: number | null }[];
  const costed: CostedBucket[] = days.map(({ ts, c }) => (c === null ? { ts } : { ts, c }));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return monthCostForecast(costed, daysInMonth);
}
