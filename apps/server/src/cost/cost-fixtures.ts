import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { queryRows } from '../db/query';
import { writeMeterRows } from '../db/meter-rows';
import { refreshRollups } from '../db/rollups';
import { refreshCosts } from './stored-cost';
import { spotZone } from './spot-zone';

// Test factories of the cost views: tariffs, contracts, spot prices and meter data of a test's
// own, so a test says every rate it computes with (the demo world's tariffs may change).

type Utility = 'electricity' | 'districtheat' | 'water';

export interface RateInput {
  /** A Helsinki month start. */
  validFrom: Date;
  priceCents: number;
  nightPriceCents?: number;
  monthlyFeeEuros?: number;
}

export interface TariffInput {
  code: string;
  utility: Utility;
  kind: 'spot' | 'fixed' | 'distribution' | 'unit';
  rates: RateInput[];
}

export async function createTariff(database: Database, input: TariffInput): Promise<number> {
  const [tariff] = await queryRows<{ id: number }>(
    database.db,
    sql`INSERT INTO tariffs (code, name, utility, kind)
        VALUES (${input.code}, ${input.code}, ${input.utility}, ${input.kind}) RETURNING id`,
  );
  for (const rate of input.rates) {
    await database.db.execute(sql`
      INSERT INTO tariff_rates (tariff_id, valid_from, price_cents, night_price_cents, monthly_fee_euros)
      VALUES (${tariff!.id}, ${rate.validFrom.toISOString()}, ${rate.priceCents},
              ${rate.nightPriceCents ?? null}, ${rate.monthlyFeeEuros ?? 0})`);
  }
  return tariff!.id;
}

export async function pointIdOf(database: Database, identifier: string): Promise<number> {
  const [point] = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM metering_points WHERE identifier = ${identifier}`,
  );
  if (!point) throw new Error(`no metering point ${identifier}`);
  return point.id;
}

/** The point's contracts lose their tariffs: the test's own contracts price it alone. */
export async function unpricePoint(database: Database, pointId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE contracts SET tariff_id = NULL WHERE metering_point_id = ${pointId}`,
    );
    await refreshCosts(tx, { meteringPointIds: [pointId] });
  });
}

let contractNumber = 0;

/** A contract of the point's customer priced by the tariff, from `startDate` (open-ended by default). */
export async function priceContract(
  database: Database,
  pointId: number,
  tariffId: number,
  startDate: string,
  endDate: string | null = null,
): Promise<void> {
  contractNumber += 1;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO contracts (contract_identifier, contract_type, contract_product, start_date,
                             end_date, utility, customer_id, metering_point_id, tariff_id)
      SELECT ${`TEST-COST-${pointId}-${contractNumber}`}, 'test', t.name, ${startDate}, ${endDate},
             mp.utility, mp.customer_id, mp.id, t.id
      FROM metering_points mp, tariffs t WHERE mp.id = ${pointId} AND t.id = ${tariffId}`);
    await refreshCosts(tx, { meteringPointIds: [pointId] });
  });
}

export interface PriceInput {
  start: Date;
  minutes: 15 | 60;
  eurPerMwh: number;
}

/** The zone's day-ahead prices in [from, to) replaced by these. */
export async function putPrices(
  database: Database,
  from: Date,
  to: Date,
  prices: PriceInput[],
): Promise<void> {
  await database.db.execute(sql`
    DELETE FROM prices WHERE zone = ${spotZone}
      AND start >= ${from.toISOString()} AND start < ${to.toISOString()}`);
  for (let i = 0; i < prices.length; i += 500) {
    const rows = prices
      .slice(i, i + 500)
      .map((p) => sql`(${spotZone}, ${p.start.toISOString()}, ${p.minutes}, ${p.eurPerMwh})`);
    await database.db.execute(
      sql`INSERT INTO prices (zone, start, minutes, eur_per_mwh) VALUES ${sql.join(rows, sql`, `)}`,
    );
  }
}

export interface MeterRow {
  ts: Date;
  value: number;
}

/** Meter data of the point, then its rollups (with the prices already in place). */
export async function putMeterData(
  database: Database,
  pointId: number,
  rows: MeterRow[],
): Promise<void> {
  await database.db.transaction((tx) => writeMeterRows(tx, pointId, rows));
}

/** The point's rollups rebuilt over a range (after its prices changed). */
export async function refreshPoint(
  database: Database,
  pointId: number,
  from: Date,
  to: Date,
): Promise<void> {
  await database.db.transaction((tx) =>
    refreshRollups(tx, { meteringPointIds: [pointId], from, to }),
  );
}
