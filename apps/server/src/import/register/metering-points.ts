import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { parseInstant } from '../instant';
import { runImport, type ImportKind } from '../run-import';
import { describeReference, loadCustomerIndex, type CustomerIndex } from './customer-index';
import { auditImport, countByStatus, type RegisterImporter } from './register-import';
import { copyLine, RowFields } from './row-fields';

export const meteringPointColumns = {
  required: [
    'identifier',
    'gsrn',
    'customer',
    'utility',
    'unit',
    'street',
    'postal_code',
    'city',
    'temperature_area',
    'resolution_history',
  ],
  optional: ['device_codes', 'production_gsrn'],
} as const;
type Column = (typeof meteringPointColumns)['required' | 'optional'][number];

const utilities = ['electricity', 'districtheat', 'water'] as const;
const units = ['kWh', 'MWh', 'm3'] as const;
const resolutions = [15, 60, 1440];

const stagingColumns = [
  'identifier',
  'gsrn',
  'customer_id',
  'utility',
  'unit',
  'street',
  'postal_code',
  'city',
  'temperature_area',
  'device_codes',
  'production_gsrn',
  'resolution_minutes',
  'history_from',
  'history_minutes',
] as const;

/** GS1 mod-10: the 18th digit of a GSRN checks the first 17. */
export function isValidGsrn(value: string): boolean {
  if (!/^\d{18}$/.test(value)) return false;
  const sum = [...value.slice(0, 17)]
    .reverse()
    .reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === Number(value[17]);
}

type History = { from: number[]; minutes: number[] };

/** `2020-01-01T00:00+02:00=60;2024-01-01T00:00+02:00=15`: when each native resolution began. */
function parseHistory(row: RowFields<Column>): History | null {
  const entries = row.list('resolution_history');
  if (entries.length === 0)
    return row.problem('resolution_history is empty (e.g. 2020-01-01T00:00+02:00=60)');
  const history: History = { from: [], minutes: [] };
  for (const entry of entries) {
    const [start = '', minutes = ''] = entry.split('=');
    const instant = parseInstant(start.trim());
    const resolution = Number(minutes.trim());
    if (instant === null || instant % 60_000 !== 0 || !resolutions.includes(resolution)) {
      return row.problem(
        `resolution_history '${entry}' is not START=MINUTES (an instant with its offset, 15, 60 or 1440)`,
      );
    }
    if (history.from.length > 0 && instant / 1000 <= history.from.at(-1)!) {
      return row.problem('resolution_history is not in time order');
    }
    history.from.push(instant / 1000);
    history.minutes.push(resolution);
  }
  return history;
}

interface KnownPoints {
  /** GSRN → identifier of the point that has it, as its own or its production's. */
  gsrnOwner: Map<string, string>;
}

async function loadPoints(db: Db): Promise<KnownPoints> {
  const rows = await queryRows<{ identifier: string; gsrn: string }>(
    db,
    sql`SELECT identifier, gsrn FROM metering_points
        UNION ALL
        SELECT identifier, production_gsrn FROM metering_points WHERE production_gsrn IS NOT NULL`,
  );
  return { gsrnOwner: new Map(rows.map((row) => [row.gsrn, row.identifier])) };
}

function meteringPointRule(index: CustomerIndex, points: KnownPoints) {
  const seenIdentifiers = new Set<string>();
  const seenGsrns = new Set<string>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    const row = new RowFields<Column>(positions, fields);
    const identifier = row.raw('identifier');
    if (!/^\d{1,20}$/.test(identifier))
      row.problem(`identifier '${identifier}' is not 1–20 digits`);
    const gsrn = row.raw('gsrn');
    if (!isValidGsrn(gsrn)) row.problem(`gsrn '${gsrn}' is not 18 digits with a valid check digit`);
    const reference = row.text('customer', { required: true });
    const customer = reference ? index.find(reference) : undefined;
    if (reference && !customer) {
      row.problem(`customer ${describeReference(reference)}: no such customer in the database`);
    }
    const utility = row.oneOf('utility', utilities);
    const unit = row.oneOf('unit', units);
    if (utility && unit && (utility === 'water') !== (unit === 'm3')) {
      row.problem(
        `unit ${unit} does not fit ${utility} (water is metered in m3, energy in kWh or MWh)`,
      );
    }
    const street = row.text('street', { required: true });
    const postalCode = row.postalCode('postal_code', { required: true });
    const city = row.text('city', { required: true, max: 100 });
    const area = row.text('temperature_area', { required: true, max: 100 });
    const deviceCodes = row.codes('device_codes');
    const productionGsrn = row.raw('production_gsrn');
    if (productionGsrn !== '') {
      if (!isValidGsrn(productionGsrn)) {
        row.problem(
          `production_gsrn '${productionGsrn}' is not 18 digits with a valid check digit`,
        );
      } else if (productionGsrn === gsrn) {
        row.problem("production_gsrn is the point's own gsrn");
      }
      if (utility && utility !== 'electricity') {
        row.problem(`production_gsrn is for electricity, not ${utility}`);
      }
    }
    const history = parseHistory(row);
    if (seenIdentifiers.has(identifier))
      row.problem(`identifier ${identifier} is already on an earlier line`);
    for (const [column, value] of [
      ['gsrn', gsrn],
      ['production_gsrn', productionGsrn],
    ] as const) {
      if (value === '') continue;
      if (seenGsrns.has(value)) row.problem(`${column} ${value} is already on an earlier line`);
      const owner = points.gsrnOwner.get(value);
      if (owner !== undefined && owner !== identifier) {
        row.problem(`${column} ${value} belongs to metering point ${owner} in the database`);
      }
    }
    if (row.problems.length > 0) return row.problems;
    seenIdentifiers.add(identifier);
    seenGsrns.add(gsrn);
    if (productionGsrn !== '') seenGsrns.add(productionGsrn);
    return copyLine([
      identifier,
      gsrn,
      customer!.id,
      utility,
      unit,
      street,
      postalCode,
      city,
      area,
      deviceCodes,
      productionGsrn || null,
      history!.minutes.at(-1)!,
      history!.from,
      history!.minutes,
    ]);
  };
}

const storedHistory = sql`(
  SELECT row(coalesce(array_agg(extract(epoch FROM r.valid_from)::bigint ORDER BY r.valid_from), '{}'),
             coalesce(array_agg(r.resolution_minutes ORDER BY r.valid_from), '{}'))
  FROM metering_point_resolutions r WHERE r.metering_point_id = p.id)`;

async function mergeMeteringPoints(db: Db) {
  await db.execute(sql`
    UPDATE import_metering_points s SET point_id = p.id
    FROM metering_points p WHERE p.identifier = s.identifier`);
  await db.execute(sql`UPDATE import_metering_points SET status = 'new' WHERE point_id IS NULL`);
  await db.execute(sql`
    UPDATE import_metering_points s SET status = 'changed'
    FROM metering_points p
    WHERE p.id = s.point_id AND (
      (p.gsrn, p.customer_id, p.utility, p.unit, p.street, p.postal_code, p.city,
       p.temperature_area, p.device_codes, p.production_gsrn, p.resolution_minutes)
        IS DISTINCT FROM (s.gsrn, s.customer_id, s.utility, s.unit, s.street, s.postal_code,
          s.city, s.temperature_area, s.device_codes, s.production_gsrn, s.resolution_minutes)
      OR ${storedHistory} IS DISTINCT FROM row(s.history_from, s.history_minutes))`);
  await db.execute(sql`
    INSERT INTO metering_points (identifier, gsrn, customer_id, utility, unit, street,
      postal_code, city, temperature_area, device_codes, production_gsrn, resolution_minutes)
    SELECT identifier, gsrn, customer_id, utility, unit, street, postal_code, city,
      temperature_area, device_codes, production_gsrn, resolution_minutes
    FROM import_metering_points WHERE status = 'new'`);
  await db.execute(sql`
    UPDATE import_metering_points s SET point_id = p.id
    FROM metering_points p WHERE s.status = 'new' AND p.identifier = s.identifier`);
  await db.execute(sql`
    UPDATE metering_points p SET gsrn = s.gsrn, customer_id = s.customer_id,
      utility = s.utility, unit = s.unit, street = s.street, postal_code = s.postal_code,
      city = s.city, temperature_area = s.temperature_area, device_codes = s.device_codes,
      production_gsrn = s.production_gsrn, resolution_minutes = s.resolution_minutes
    FROM import_metering_points s WHERE p.id = s.point_id AND s.status = 'changed'`);
  await db.execute(sql`
    DELETE FROM metering_point_resolutions r USING import_metering_points s
    WHERE r.metering_point_id = s.point_id AND s.status = 'changed'`);
  await db.execute(sql`
    INSERT INTO metering_point_resolutions (metering_point_id, valid_from, resolution_minutes)
    SELECT s.point_id, to_timestamp(h.epoch), h.minutes
    FROM import_metering_points s,
         unnest(s.history_from, s.history_minutes) AS h(epoch, minutes)
    WHERE s.status <> 'same'`);
  const counts = await countByStatus(db, 'import_metering_points');
  await auditImport(db, 'metering-points', counts);
  return counts;
}

function meteringPointsKind(identityCodeKey: string): ImportKind<Column> {
  return {
    columns: meteringPointColumns,
    stagingTable: 'import_metering_points',
    stagingColumns,
    async createStaging(db) {
      await db.execute(sql`
        CREATE TEMPORARY TABLE import_metering_points (
          identifier text NOT NULL,
          gsrn text NOT NULL,
          customer_id integer NOT NULL,
          utility utility NOT NULL,
          unit meter_unit NOT NULL,
          street text NOT NULL,
          postal_code text NOT NULL,
          city text NOT NULL,
          temperature_area text NOT NULL,
          device_codes text[] NOT NULL,
          production_gsrn text,
          resolution_minutes integer NOT NULL,
          history_from bigint[] NOT NULL,
          history_minutes integer[] NOT NULL,
          point_id integer,
          status text NOT NULL DEFAULT 'same'
        ) ON COMMIT DROP`);
    },
    async begin(db) {
      const rule = meteringPointRule(
        await loadCustomerIndex(db, identityCodeKey),
        await loadPoints(db),
      );
      return {
        ruleFor: rule,
        async merge(lap) {
          const counts = await mergeMeteringPoints(db);
          lap('merge into metering points');
          return counts;
        },
      };
    },
  };
}

/** `npm run import -- metering-points FILE.csv` (README 'Importing the customer register'). */
export const importMeteringPoints: RegisterImporter = (database, path, options, context) =>
  runImport(database, meteringPointsKind(context.identityCodeKey), path, options);
