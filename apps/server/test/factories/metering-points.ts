import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connection';
import { queryRows } from '../../src/db/query';

const digits = (length: number) => Array.from({ length }, () => String(randomInt(10))).join('');

export interface PointOptions {
  customerId: number;
  /** Minutes of its meter data from 2016 on; hours unless told. */
  resolutionMinutes?: number;
}

/** An electricity metering point of the customer, with a random identifier and GSRN. */
export async function createElectricityPoint(
  db: Db,
  { customerId, resolutionMinutes = 60 }: PointOptions,
): Promise<{ id: number; identifier: string }> {
  const identifier = digits(12);
  const [point] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code,
                                     city, unit, resolution_minutes, temperature_area)
        VALUES (${customerId}, ${identifier}, ${`6430${digits(14)}`}, 'electricity',
                'Uusitie 1', '00100', 'Helsinki', 'kWh', ${resolutionMinutes}, 'Helsinki')
        RETURNING id`,
  );
  await db.execute(sql`
    INSERT INTO metering_point_resolutions (metering_point_id, valid_from, resolution_minutes)
    VALUES (${point!.id}, '2015-12-31T22:00:00Z', ${resolutionMinutes})`);
  return { id: point!.id, identifier };
}
