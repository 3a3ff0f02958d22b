import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { helsinkiDayEnd } from '../../db/meter-days';
import { queryRows } from '../../db/query';

/** Where a metering point's stored meter data begins and ends, and when its contracts begin. */
export interface MeterDataExtent {
  /** Start of the first stored day (epoch ms); null when nothing is stored. */
  firstDayStart: number | null;
  /** Its Helsinki calendar day, YYYY-MM-DD. */
  firstDay: string | null;
  /** End of the last stored day (epoch ms). */
  lastDayEnd: number | null;
  /** The earliest start of the point's contracts, YYYY-MM-DD. */
  contractStart: string | null;
}

/**
 * The extent of the point's day blocks (two primary-key probes) and its first contract start.
 * Read only when a usage answer found no buckets, so the views with data never pay for it.
 */
export async function findMeterDataExtent(
  database: Pick<Database, 'db'>,
  mp: string,
): Promise<MeterDataExtent> {
  const [row] = await queryRows<{
    first: string | null;
    firstDay: string | null;
    lastEnd: string | null;
    contractStart: string | null;
  }>(
    database.db,
    sql`
      SELECT (extract(epoch FROM f.day_start) * 1000)::bigint::text AS first,
             to_char(f.day_start AT TIME ZONE 'Europe/Helsinki', 'YYYY-MM-DD') AS "firstDay",
             (extract(epoch FROM ${helsinkiDayEnd(sql`l.day_start`)}) * 1000)::bigint::text AS "lastEnd",
             (SELECT min(c.start_date) FROM contracts c
              WHERE c.metering_point_id = p.id)::text AS "contractStart"
      FROM metering_points p
      LEFT JOIN LATERAL (SELECT day_start FROM meter_days WHERE metering_point_id = p.id
                         ORDER BY day_start LIMIT 1) f ON true
      LEFT JOIN LATERAL (SELECT day_start FROM meter_days WHERE metering_point_id = p.id
                         ORDER BY day_start DESC LIMIT 1) l ON true
      WHERE p.identifier = ${mp}`,
  );
  const instant = (text: string | null | undefined) => (text ? Number(text) : null);
  return {
    firstDayStart: instant(row?.first),
    firstDay: row?.firstDay ?? null,
    lastDayEnd: instant(row?.lastEnd),
    contractStart: row?.contractStart ?? null,
  };
}
