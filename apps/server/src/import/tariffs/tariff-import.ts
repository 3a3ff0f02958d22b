import { sql } from 'drizzle-orm';
import { refreshCosts } from '../../cost/stored-cost';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { checkDecimal, type DecimalLimits } from '../decimal';
import { auditImport, countByStatus, type RegisterImporter } from '../register/register-import';
import { copyLine, RowFields } from '../register/row-fields';
import { runImport, type ImportKind } from '../run-import';

// Tariffs and their rates as data (decision 0034): one row per rate, the tariff's own fields
// repeated on each of its rows. Keyed by code and valid_from, so a re-import writes nothing.

export const tariffColumns = {
  required: ['code', 'name', 'utility', 'kind', 'valid_from', 'price_cents'],
  optional: ['night_price_cents', 'monthly_fee_euros'],
} as const;
type Column = (typeof tariffColumns)['required' | 'optional'][number];

const utilities = ['electricity', 'districtheat', 'water'] as const;
const kinds = ['spot', 'fixed', 'distribution', 'unit'] as const;
type Utility = (typeof utilities)[number];
type Kind = (typeof kinds)[number];

/** Electricity is sold (spot, fixed) and distributed; heat and water have a price per unit. */
const kindsOf: Record<Utility, readonly Kind[]> = {
  electricity: ['spot', 'fixed', 'distribution'],
  districtheat: ['unit'],
  water: ['unit'],
};

const codePattern = /^[A-Za-z0-9_-]{1,40}$/;
/** numeric(12,5): cents per kWh, MWh or m³. */
const centsLimits: DecimalLimits = { integerDigits: 7, fractionDigits: 5, allowNegative: false };
/** numeric(10,2). */
const feeLimits: DecimalLimits = { integerDigits: 8, fractionDigits: 2, allowNegative: false };

const stagingColumns = [
  'code',
  'name',
  'utility',
  'kind',
  'valid_from',
  'price_cents',
  'night_price_cents',
  'monthly_fee_euros',
] as const;

interface StoredTariff {
  utility: Utility;
  kind: Kind;
  /** Whether some contract is priced by it: then its utility and kind stay. */
  used: boolean;
}

async function loadTariffs(db: Db): Promise<Map<string, StoredTariff>> {
  const rows = await queryRows<StoredTariff & { code: string }>(
    db,
    sql`SELECT t.code, t.utility, t.kind,
               EXISTS (SELECT 1 FROM contracts c WHERE c.tariff_id = t.id) AS used
        FROM tariffs t`,
  );
  return new Map(rows.map(({ code, ...tariff }) => [code, tariff]));
}

function decimal(row: RowFields<Column>, name: Column, limits: DecimalLimits, required: boolean) {
  const value = row.raw(name);
  if (value === '' && !required) return null;
  const problem = checkDecimal(name, value, limits);
  return problem ? row.problem(problem) : value;
}

/** A tariffs row: a known utility and a kind it has, a month start, rates in range. */
function tariffRule(stored: Map<string, StoredTariff>) {
  const inFile = new Map<string, { name: string; utility: Utility; kind: Kind }>();
  const seenRates = new Set<string>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    const row = new RowFields<Column>(positions, fields);
    const code = row.text('code', { required: true, max: 40 });
    if (code && !codePattern.test(code)) {
      row.problem(`code '${code}' is not letters, digits, '-' and '_' (at most 40)`);
    }
    const name = row.text('name', { required: true, max: 100 });
    const utility = row.oneOf('utility', utilities);
    const kind = row.oneOf('kind', kinds);
    if (utility && kind && !kindsOf[utility].includes(kind)) {
      row.problem(`kind ${kind} is not one of ${utility}'s: ${kindsOf[utility].join(', ')}`);
    }
    const validFrom = row.date('valid_from', { required: true });
    if (validFrom && !validFrom.endsWith('-01')) {
      row.problem(`valid_from ${validFrom} is not the first day of a month`);
    }
    const price = decimal(row, 'price_cents', centsLimits, true);
    const night = decimal(row, 'night_price_cents', centsLimits, false);
    if (night !== null && kind && kind !== 'distribution') {
      row.problem(`night_price_cents must be empty for kind ${kind} (distribution only)`);
    }
    const fee = decimal(row, 'monthly_fee_euros', feeLimits, false);
    if (code && name && utility && kind) {
      const earlier = inFile.get(code);
      if (
        earlier &&
        (earlier.name !== name || earlier.utility !== utility || earlier.kind !== kind)
      ) {
        row.problem(
          `tariff ${code} is ${earlier.name} (${earlier.utility}, ${earlier.kind}) on an earlier line`,
        );
      }
      const known = stored.get(code);
      if (known?.used && (known.utility !== utility || known.kind !== kind)) {
        row.problem(
          `tariff ${code} prices contracts as ${known.utility}, ${known.kind}: its utility and kind cannot change`,
        );
      }
    }
    const rateKey = `${code} ${validFrom}`;
    if (code && validFrom && seenRates.has(rateKey)) {
      row.problem(`tariff ${code} from ${validFrom} is already on an earlier line`);
    }
    if (row.problems.length > 0) return row.problems;
    if (!inFile.has(code!)) inFile.set(code!, { name: name!, utility: utility!, kind: kind! });
    seenRates.add(rateKey);
    return copyLine([code, name, utility, kind, validFrom, price, night, fee ?? '0']);
  };
}

// valid_from is a calendar day in the file, the Helsinki midnight that starts it in the table.
const validFromInstant = sql`(s.valid_from::timestamp AT TIME ZONE 'Europe/Helsinki')`;

/** The stored costs of the points priced by a new or changed rate, from its month on. */
async function refreshCostsOfChangedRates(db: Db) {
  const [changed] = await queryRows<{ points: number[] | null; from: string | null }>(
    db,
    sql`
      SELECT array_agg(DISTINCT k.metering_point_id) AS points,
             (extract(epoch FROM min(${validFromInstant})) * 1000)::bigint::text AS "from"
      FROM import_tariff_rates s
      JOIN tariffs t ON t.code = s.code
      JOIN contracts k ON k.tariff_id = t.id AND k.metering_point_id IS NOT NULL
      WHERE s.status <> 'same'`,
  );
  if (!changed?.points || changed.from === null) return;
  await refreshCosts(db, {
    meteringPointIds: changed.points,
    from: new Date(Number(changed.from)),
  });
}

async function mergeTariffs(db: Db) {
  await db.execute(sql`
    UPDATE import_tariff_rates s SET status = 'new'
    WHERE NOT EXISTS (
      SELECT 1 FROM tariff_rates r JOIN tariffs t ON t.id = r.tariff_id
      WHERE t.code = s.code AND r.valid_from = ${validFromInstant})`);
  await db.execute(sql`
    UPDATE import_tariff_rates s SET status = 'changed'
    FROM tariffs t JOIN tariff_rates r ON r.tariff_id = t.id
    WHERE s.status = 'same' AND t.code = s.code AND r.valid_from = ${validFromInstant}
      AND (t.name, t.utility, t.kind, r.price_cents, r.night_price_cents, r.monthly_fee_euros)
          IS DISTINCT FROM (s.name, s.utility, s.kind, s.price_cents, s.night_price_cents,
                            s.monthly_fee_euros)`);
  await db.execute(sql`
    INSERT INTO tariffs AS t (code, name, utility, kind)
    SELECT DISTINCT code, name, utility, kind FROM import_tariff_rates
    ON CONFLICT (code) DO UPDATE SET name = excluded.name, utility = excluded.utility,
      kind = excluded.kind
    WHERE (t.name, t.utility, t.kind) IS DISTINCT FROM (excluded.name, excluded.utility, excluded.kind)`);
  await db.execute(sql`
    INSERT INTO tariff_rates AS r (tariff_id, valid_from, price_cents, night_price_cents,
                                   monthly_fee_euros)
    SELECT t.id, ${validFromInstant}, s.price_cents, s.night_price_cents, s.monthly_fee_euros
    FROM import_tariff_rates s JOIN tariffs t ON t.code = s.code
    WHERE s.status <> 'same'
    ON CONFLICT (tariff_id, valid_from) DO UPDATE SET price_cents = excluded.price_cents,
      night_price_cents = excluded.night_price_cents, monthly_fee_euros = excluded.monthly_fee_euros`);
  await refreshCostsOfChangedRates(db);
  const counts = await countByStatus(db, 'import_tariff_rates');
  await auditImport(db, 'tariffs', counts);
  return counts;
}

const tariffsKind: ImportKind<Column> = {
  columns: tariffColumns,
  stagingTable: 'import_tariff_rates',
  stagingColumns,
  async createStaging(db) {
    await db.execute(sql`
      CREATE TEMPORARY TABLE import_tariff_rates (
        code text NOT NULL,
        name text NOT NULL,
        utility utility NOT NULL,
        kind tariff_kind NOT NULL,
        valid_from date NOT NULL,
        price_cents numeric(12, 5) NOT NULL,
        night_price_cents numeric(12, 5),
        monthly_fee_euros numeric(10, 2) NOT NULL,
        status text NOT NULL DEFAULT 'same'
      ) ON COMMIT DROP`);
  },
  async begin(db) {
    const rule = tariffRule(await loadTariffs(db));
    return {
      ruleFor: rule,
      async merge(lap) {
        const { inserted, updated } = await mergeTariffs(db);
        lap('merge into tariffs');
        return { inserted, updated };
      },
    };
  },
};

/** `npm run import -- tariffs FILE.csv` (README 'Importing prices and tariffs'). */
export const importTariffs: RegisterImporter = (database, path, options) =>
  runImport(database, tariffsKind, path, options);
