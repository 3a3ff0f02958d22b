import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query';

/** The company whose metering points the PostgreSQL benchmark loads and reads. */
export interface BenchCompany {
  businessId: string;
  /** Public identifiers of its electricity points, in creation order. */
  identifiers: string[];
  /** Their GSRNs, in the same order (Datahub's files name points by these). */
  gsrns: string[];
  /** The demo user who may see them. */
  userEmail: string;
}

const businessId = '7777777-4';
const userEmail = 'yritys@example.fi';

/**
 * A company 'Benchmark Oy' with `count` quarter-hour electricity points (since 2020, like the
 * demo's), linked to the demo company manager, each with a spot product and a distribution
 * contract of the demo tariffs. Made once per database; a second run reuses it.
 */
export async function ensureBenchCompany(database: Database, count: number): Promise<BenchCompany> {
  const { db } = database;
  const [existing] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM customers WHERE business_id = ${businessId}`,
  );
  let customerId = existing?.id;
  if (customerId === undefined) {
    const [created] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO customers (kind, name, business_id, customer_numbers, street, postal_code, city)
          VALUES ('company', 'Benchmark Oy', ${businessId}, ARRAY['777777'], 'Mittarikatu 1', '00100', 'Helsinki')
          RETURNING id`,
    );
    customerId = created!.id;
    await db.execute(sql`
      INSERT INTO user_customers (user_id, customer_id, person_role)
      SELECT id, ${customerId}, 'admin' FROM users WHERE email = ${userEmail}`);
  }
  // Identifiers 77xxxxxxxx and GSRNs 6430077xxxxxxxxxxx do not collide with the demo world's.
  await db.execute(sql`
    INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code, city,
                                 unit, resolution_minutes, temperature_area)
    SELECT ${customerId}, '77' || lpad(n::text, 8, '0'), '6430077' || lpad(n::text, 11, '0'),
           'electricity', 'Mittarikatu ' || n, '00100', 'Helsinki', 'kWh', 15, 'Helsinki'
    FROM generate_series(1, ${count}) AS n
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO metering_point_resolutions (metering_point_id, valid_from, resolution_minutes)
    SELECT id, '2019-12-31T22:00:00Z', 15 FROM metering_points WHERE customer_id = ${customerId}
    ON CONFLICT DO NOTHING`);
  // Priced like the demo's company points (demo/tariffs.ts), so the views with cost have euros.
  for (const [kind, contractType, code] of [
    ['E', 'Sähkönmyyntisopimus', 'PORSSI-YRITYS'],
    ['D', 'Sähköverkkosopimus', 'YLEISSIIRTO'],
  ] as const) {
    await db.execute(sql`
      INSERT INTO contracts (contract_identifier, contract_type, contract_product, start_date,
                             utility, customer_id, metering_point_id, tariff_id)
      SELECT 'BENCH-' || ${kind} || '-' || mp.identifier, ${contractType}, t.name, '2020-01-01',
             'electricity', mp.customer_id, mp.id, t.id
      FROM metering_points mp JOIN tariffs t ON t.code = ${code}
      WHERE mp.customer_id = ${customerId}
      ON CONFLICT DO NOTHING`);
  }
  const points = await queryRows<{ identifier: string; gsrn: string }>(
    db,
    sql`SELECT identifier, gsrn FROM metering_points WHERE customer_id = ${customerId}
        ORDER BY identifier LIMIT ${count}`,
  );
  return {
    businessId,
    identifiers: points.map((point) => point.identifier),
    gsrns: points.map((point) => point.gsrn),
    userEmail,
  };
}
