import { sql } from 'drizzle-orm';
import { refreshCosts } from '../../cost/stored-cost';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { runImport, type ImportKind } from '../run-import';
import { describeReference, loadCustomerIndex, type CustomerIndex } from './customer-index';
import { auditImport, type RegisterImporter } from './register-import';
import { copyLine, RowFields } from './row-fields';

export const contractColumns = {
  required: [
    'contract_identifier',
    'metering_point',
    'contract_type',
    'contract_product',
    'start_date',
  ],
  optional: ['customer', 'end_date', 'yearly_estimate_kwh', 'tariff'],
} as const;
type Column = (typeof contractColumns)['required' | 'optional'][number];

const stagingColumns = [
  'contract_identifier',
  'contract_type',
  'contract_product',
  'start_date',
  'end_date',
  'yearly_estimate_kwh',
  'utility',
  'customer_id',
  'metering_point_id',
  'tariff_id',
] as const;

interface KnownPoint {
  id: number;
  customerId: number;
  utility: string;
}

async function loadPoints(db: Db): Promise<Map<string, KnownPoint>> {
  const rows = await queryRows<KnownPoint & { identifier: string }>(
    db,
    sql`SELECT identifier, id, customer_id AS "customerId", utility FROM metering_points`,
  );
  return new Map(rows.map(({ identifier, ...point }) => [identifier, point]));
}

interface KnownTariff {
  id: number;
  utility: string;
}

async function loadTariffs(db: Db): Promise<Map<string, KnownTariff>> {
  const rows = await queryRows<KnownTariff & { code: string }>(
    db,
    sql`SELECT code, id, utility FROM tariffs`,
  );
  return new Map(rows.map(({ code, ...tariff }) => [code, tariff]));
}

const maxEstimate = 2_147_483_647;

/** A contract belongs to a metering point of the database; its customer is the point's unless named. */
function contractRule(
  index: CustomerIndex,
  points: Map<string, KnownPoint>,
  tariffs: Map<string, KnownTariff>,
) {
  const seen = new Set<string>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    const row = new RowFields<Column>(positions, fields);
    const identifier = row.text('contract_identifier', { required: true, max: 50 });
    const pointIdentifier = row.text('metering_point', { required: true, max: 20 });
    const point = pointIdentifier ? points.get(pointIdentifier) : undefined;
    if (pointIdentifier && !point) {
      row.problem(`metering_point ${pointIdentifier}: no such metering point in the database`);
    }
    const reference = row.text('customer');
    const customer = reference ? index.find(reference) : undefined;
    if (reference && !customer) {
      row.problem(`customer ${describeReference(reference)}: no such customer in the database`);
    }
    const type = row.text('contract_type', { required: true });
    const product = row.text('contract_product', { required: true });
    const start = row.date('start_date', { required: true });
    const end = row.date('end_date');
    if (start && end && end < start) row.problem(`end_date ${end} is before start_date ${start}`);
    const estimate = row.count('yearly_estimate_kwh', maxEstimate);
    const tariffCode = row.text('tariff', { max: 40 });
    const tariff = tariffCode ? tariffs.get(tariffCode) : undefined;
    if (tariffCode && !tariff) row.problem(`tariff ${tariffCode}: no such tariff in the database`);
    if (tariff && point && tariff.utility !== point.utility) {
      row.problem(`tariff ${tariffCode} is for ${tariff.utility}, the point is ${point.utility}`);
    }
    if (identifier && seen.has(identifier)) {
      row.problem(`contract ${identifier} is already on an earlier line`);
    }
    if (row.problems.length > 0) return row.problems;
    seen.add(identifier!);
    return copyLine([
      identifier,
      type,
      product,
      start,
      end,
      estimate,
      point!.utility,
      customer?.id ?? point!.customerId,
      point!.id,
      tariff?.id ?? null,
    ]);
  };
}

// Only contracts whose fields differ are written, so a re-import writes nothing. Without a
// tariff column the stored tariffs stay (files of before the cost views); with one, an empty
// cell clears it.
async function mergeContracts(db: Db, withTariff: boolean) {
  const tariffSet = withTariff ? sql`, tariff_id = excluded.tariff_id` : sql``;
  const storedTariff = withTariff ? sql`, c.tariff_id` : sql``;
  const fileTariff = withTariff ? sql`, excluded.tariff_id` : sql``;
  const [counts] = await queryRows<{
    inserted: number;
    updated: number;
    rowsRead: number;
    points: number[] | null;
  }>(
    db,
    sql`
      WITH moved AS (
        -- Read before the insert: the points contracts leave.
        SELECT c.metering_point_id FROM contracts c
        JOIN import_contracts i USING (contract_identifier)
        WHERE c.metering_point_id IS DISTINCT FROM i.metering_point_id
      ), changed AS (
        INSERT INTO contracts AS c (contract_identifier, contract_type, contract_product,
          start_date, end_date, yearly_estimate_kwh, utility, customer_id, metering_point_id,
          tariff_id)
        SELECT contract_identifier, contract_type, contract_product, start_date, end_date,
          yearly_estimate_kwh, utility, customer_id, metering_point_id, tariff_id
        FROM import_contracts
        ON CONFLICT (contract_identifier) DO UPDATE SET contract_type = excluded.contract_type,
          contract_product = excluded.contract_product, start_date = excluded.start_date,
          end_date = excluded.end_date, yearly_estimate_kwh = excluded.yearly_estimate_kwh,
          utility = excluded.utility, customer_id = excluded.customer_id,
          metering_point_id = excluded.metering_point_id ${tariffSet}
        WHERE (c.contract_type, c.contract_product, c.start_date, c.end_date,
               c.yearly_estimate_kwh, c.utility, c.customer_id, c.metering_point_id ${storedTariff})
          IS DISTINCT FROM (excluded.contract_type, excluded.contract_product,
               excluded.start_date, excluded.end_date, excluded.yearly_estimate_kwh,
               excluded.utility, excluded.customer_id, excluded.metering_point_id ${fileTariff})
        RETURNING (c.xmax = 0) AS inserted, c.metering_point_id
      )
      SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
             count(*) FILTER (WHERE NOT inserted)::int AS updated,
             (SELECT count(*)::int FROM import_contracts) AS "rowsRead",
             (SELECT array_agg(DISTINCT metering_point_id)
              FROM (SELECT metering_point_id FROM changed UNION ALL SELECT metering_point_id FROM moved) p
              WHERE metering_point_id IS NOT NULL) AS points
      FROM changed`,
  );
  const { points, ...summary } = counts!;
  // Their stored costs follow the contracts' products and dates (cost/stored-cost.ts).
  await refreshCosts(db, { meteringPointIds: points ?? [] });
  await auditImport(db, 'contracts', summary);
  return { inserted: summary.inserted, updated: summary.updated };
}

function contractsKind(identityCodeKey: string): ImportKind<Column> {
  return {
    columns: contractColumns,
    stagingTable: 'import_contracts',
    stagingColumns,
    async createStaging(db) {
      await db.execute(sql`
        CREATE TEMPORARY TABLE import_contracts (
          contract_identifier text NOT NULL,
          contract_type text NOT NULL,
          contract_product text NOT NULL,
          start_date date NOT NULL,
          end_date date,
          yearly_estimate_kwh integer,
          utility utility NOT NULL,
          customer_id integer NOT NULL,
          metering_point_id integer NOT NULL,
          tariff_id integer
        ) ON COMMIT DROP`);
    },
    async begin(db) {
      const rule = contractRule(
        await loadCustomerIndex(db, identityCodeKey),
        await loadPoints(db),
        await loadTariffs(db),
      );
      let withTariff = false;
      return {
        ruleFor: (positions) => {
          withTariff = positions.tariff !== -1;
          return rule(positions);
        },
        async merge(lap) {
          const counts = await mergeContracts(db, withTariff);
          lap('merge into contracts');
          return counts;
        },
      };
    },
  };
}

/** `npm run import -- contracts FILE.csv` (README 'Importing the customer register'). */
export const importContracts: RegisterImporter = (database, path, options, context) =>
  runImport(database, contractsKind(context.identityCodeKey), path, options);
