import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import type { Bucket } from '../../usage-periods/buckets';
import type { UsageRange } from '../../usage-periods/range';

// Temperatures are stored per area and hour; each bucket is a Helsinki calendar bucket like the
// usage buckets (quarter-hours keep the hourly values at the full hour).
const bucketStart: Record<Bucket, SQL> = {
  month: sql`date_trunc('month', t.ts, 'Europe/Helsinki')`,
  day: sql`date_trunc('day', t.ts, 'Europe/Helsinki')`,
  hour: sql`date_trunc('hour', t.ts)`,
  quarterhour: sql`date_bin('15 minutes', t.ts, TIMESTAMPTZ '2000-01-01 00:00:00+00')`,
};

export interface TemperatureRow {
  /** Bucket start, ISO 8601 UTC. */
  ts: string;
  /** Mean °C rounded to one decimal, as SQL's numeric text. */
  v: string;
}

/** Mean temperature per bucket in the metering point's temperature area. */
export function findTemperatures(
  db: Db,
  pointId: number,
  bucket: Bucket,
  range: UsageRange,
): Promise<TemperatureRow[]> {
  const start = bucketStart[bucket];
  return queryRows<TemperatureRow>(
    db,
    sql`
    SELECT to_char(${start} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ts,
           round(avg(t.celsius), 1) AS v
    FROM temperatures t
    WHERE t.area = (SELECT temperature_area FROM metering_points WHERE id = ${pointId})
      AND t.ts >= ${range.start.toISOString()}::timestamptz
      AND t.ts < ${range.end.toISOString()}::timestamptz
    GROUP BY ${start}
    ORDER BY ${start}`,
  );
}
