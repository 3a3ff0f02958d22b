import { sql } from 'drizzle-orm';
import { monthCostForecast, type CostedBucket, type MonthCost } from '@energiaportaali/domain';
import type { Database } from '../db/connection';
import { queryStatement } from '../db/query';
import { helsinkiFields, helsinkiMidnight } from '../demo/helsinki-time';
import { bucketCostJoins, costRateTables } from './bucket-cost';

/** The point's day buckets in a range with their cost (the usage view's month SQL). */
const dayCostsStatement = () => sql`
  SELECT (WITH ${costRateTables('metering_points')}
          SELECT json_agg(json_build_object('ts', cur.bucket_start, 'c', cost.c)
                          ORDER BY cur.bucket_start)::text
          FROM meter_data_day cur
          ${bucketCostJoins({ row: 'cur', point: 'metering_points', bucket: 'day' })}
          WHERE cur.metering_point_id = metering_points.id
            AND cur.bucket_start >= ${sql.placeholder('start')}::timestamptz
            AND cur.bucket_start < ${sql.placeholder('end')}::timestamptz) AS days
  FROM metering_points
  WHERE metering_points.id = ${sql.placeholder('id')}`;

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
