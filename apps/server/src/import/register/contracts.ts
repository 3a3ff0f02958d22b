import { sql } from 'drizzle-orm';
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
  optional: ['customer', 'end_date', 'yearly_estimate_kwh'],
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

const maxEstimate = 2_147_483_647;

/** A contract belongs to a metering point of the database; its customer is the point's unless named. */
function contractRule(index: CustomerIndex, points: Map<string, KnownPoint>) {
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
    ]);
  };
}

// Only contracts whose fields differ are written, so a re-import writes nothing.
async function mergeContracts(db: Db) {
  const [counts] = await queryRows<{ inserted: number; updated: number; rowsRead: number }>(
    db,
    sql`
      WITH changed AS (
        INSERT INTO contracts AS c (contract_identifier, contract_type, contract_product,
          start_date, end_date, yearly_estimate_kwh, utility, customer_id, metering_point_id)
        SELECT contract_identifier, contract_type, contract_product, start_date, end_date,
          yearly_estimate_kwh, utility, customer_id, metering_point_id
        FROM import_contracts
        ON CONFLICT (contract_identifier) DO UPDATE SET contract_type = excluded.contract_type,
          contract_product = excluded.contract_product, start_date = excluded.start_date,
          end_date = excluded.end_date, yearly_estimate_kwh = excluded.yearly_estimate_kwh,
          utility = excluded.utility, customer_id = excluded.customer_id,
          metering_point_id = excluded.metering_point_id
        WHERE (c.contract_type, c.contract_product, c.start_date, c.end_date,
               c.yearly_estimate_kwh, c.utility, c.customer_id, c.metering_point_id)
          IS DISTINCT FROM (excluded.contract_type, excluded.contract_product,
               excluded.start_date, excluded.end_date, excluded.yearly_estimate_kwh,
               excluded.utility, excluded.customer_id, excluded.metering_point_id)
        RETURNING (c.xmax = 0) AS inserted
      )
      SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
             count(*) FILTER (WHERE NOT inserted)::int AS updated,
             (SELECT count(*)::int FROM import_contracts) AS "rowsRead"
      FROM changed`,
  );
  await auditImport(db, 'contracts', counts!);
  return { inserted: counts!.inserted, updated: counts!.updated };
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
          metering_point_id integer NOT NULL
        ) ON COMMIT DROP`);
    },
    async begin(db) {
      const rule = contractRule(await loadCustomerIndex(db, identityCodeKey), await loadPoints(db));
      return {
        ruleFor: rule,
        async merge(lap) {
          const counts = await mergeContracts(db);
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
