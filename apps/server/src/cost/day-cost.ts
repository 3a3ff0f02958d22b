import { helsinkiFields, helsinkiMonthHours, isoDate, type Product } from '@energiaportaali/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { decimalText } from '../db/day-sums';
import { float8Text, roundedFloat8Units } from '../db/postgres-numbers';
import { queryRows } from '../db/query';

// The cost of the day rollups an import writes, priced in Node (decision 0038): the model of
// cost/bucket-cost.ts step by step, in the same float8 arithmetic in the same order, and the
// stored columns made as `storedCostValues` makes them, so a day gets the very values
// PostgreSQL would give it (day-cost.test.ts holds the two together). PostgreSQL priced each
// day row through a dozen lateral subqueries, three quarters of an import's rollup time; here
// a day is a few lookups in its point's contracts and rates, which an import reads once.

type Utility = Product;
type TariffKind = 'spot' | 'fixed' | 'unit' | 'distribution';

interface Rate {
  /** valid_from in ms since 1970. */
  from: number;
  price: number;
  nightPrice: number | null;
  fee: number;
}

interface Contract {
  kind: TariffKind;
  /** Helsinki calendar days YYYY-MM-DD; end null for open-ended. */
  start: string;
  end: string | null;
  /** Newest first. */
  rates: Rate[];
}

interface PointTerms {
  utility: Utility;
  /** Hours a rollup hour stands for: 24 for daily readings (water). */
  hoursPerRow: number;
  /** Newest start first. */
  contracts: Contract[];
}

interface LegalRate {
  from: number;
  value: number;
}

/** What the days of some points are priced with: their contracts and rates, and the laws'. */
export interface DayPricing {
  points: Map<number, PointTerms>;
  /** Newest first, per utility. */
  vat: Map<Utility, LegalRate[]>;
  /** Newest first. */
  tax: LegalRate[];
}

/** A day rollup's figures the cost is made of, as the rollup holds them. */
export interface DayFigures {
  pointId: number;
  dayStart: number;
  value: string | null;
  nightValue: string | null;
  spotCost: string | null;
  hours: number;
}

/** A day's parts in euros as doubles (each still to be rounded to 8 decimals), or null. */
export interface DayCostParts {
  ce: number;
  cd: number;
  ct: number;
  cv: number;
}

const energyKinds: ReadonlySet<TariffKind> = new Set(['spot', 'fixed', 'unit']);

const byNewest = <T extends { from: number }>(rows: T[]) => rows.sort((a, b) => b.from - a.from);

/** Reads the contracts and rates of these points, and the legal rates, once for many days. */
export async function readDayPricing(db: Db, pointIds: readonly number[]): Promise<DayPricing> {
  // One query after another: a transaction's connection answers one at a time.
  const points = await readPointTerms(db, `{${pointIds.join(',')}}`);
  const vat = await queryRows<{ utility: Utility; ms: string; percent: string }>(
    db,
    sql`SELECT utility, ${epochMs('valid_from')} AS ms, percent::text FROM vat_rates`,
  );
  const tax = await queryRows<{ ms: string; cents_per_kwh: string }>(
    db,
    sql`SELECT ${epochMs('valid_from')} AS ms, cents_per_kwh::text FROM electricity_tax_rates`,
  );
  const vatByUtility = new Map<Utility, LegalRate[]>();
  for (const row of vat) {
    const list = vatByUtility.get(row.utility) ?? [];
    list.push({ from: Number(row.ms), value: Number(row.percent) });
    vatByUtility.set(row.utility, list);
  }
  for (const list of vatByUtility.values()) byNewest(list);
  return {
    points,
    vat: vatByUtility,
    tax: byNewest(tax.map((row) => ({ from: Number(row.ms), value: Number(row.cents_per_kwh) }))),
  };
}

const epochMs = (column: string) => sql.raw(`(extract(epoch FROM ${column}) * 1000)::bigint::text`);

/** The points' utility, resolution and priced contracts with their tariffs' rates. */
async function readPointTerms(db: Db, ids: string): Promise<Map<number, PointTerms>> {
  const points = await queryRows<{ id: number; utility: Utility; resolution_minutes: number }>(
    db,
    sql`SELECT id, utility, resolution_minutes FROM metering_points
        WHERE id = ANY(${ids}::text::int[])`,
  );
  const contracts = await queryRows<{
    metering_point_id: number;
    tariff_id: number;
    kind: TariffKind;
    start_date: string;
    end_date: string | null;
  }>(
    db,
    sql`SELECT k.metering_point_id, k.tariff_id, t.kind, k.start_date::text AS start_date,
               k.end_date::text AS end_date
        FROM contracts k JOIN tariffs t ON t.id = k.tariff_id
        WHERE k.metering_point_id = ANY(${ids}::text::int[])`,
  );
  const rates = await queryRows<{
    tariff_id: number;
    ms: string;
    price_cents: string;
    night_price_cents: string | null;
    monthly_fee_euros: string;
  }>(
    db,
    sql`SELECT tariff_id, ${epochMs('valid_from')} AS ms, price_cents::text,
               night_price_cents::text, monthly_fee_euros::text
        FROM tariff_rates
        WHERE tariff_id IN (SELECT tariff_id FROM contracts
                            WHERE metering_point_id = ANY(${ids}::text::int[]))`,
  );
  const ratesOf = new Map<number, Rate[]>();
  for (const row of rates) {
    const list = ratesOf.get(row.tariff_id) ?? [];
    list.push({
      from: Number(row.ms),
      price: Number(row.price_cents),
      nightPrice: row.night_price_cents === null ? null : Number(row.night_price_cents),
      fee: Number(row.monthly_fee_euros),
    });
    ratesOf.set(row.tariff_id, list);
  }
  for (const list of ratesOf.values()) byNewest(list);
  const terms = new Map<number, PointTerms>(
    points.map((point) => [
      point.id,
      {
        utility: point.utility,
        hoursPerRow: point.resolution_minutes >= 1440 ? 24 : 1,
        contracts: [],
      },
    ]),
  );
  for (const row of contracts) {
    terms.get(row.metering_point_id)?.contracts.push({
      kind: row.kind,
      start: row.start_date,
      end: row.end_date,
      rates: ratesOf.get(row.tariff_id) ?? [],
    });
  }
  for (const point of terms.values()) {
    point.contracts.sort((a, b) => (a.start < b.start ? 1 : a.start > b.start ? -1 : 0));
  }
  return terms;
}

const validAt = <T extends { from: number }>(newestFirst: readonly T[], at: number) =>
  newestFirst.find((row) => row.from <= at);

/**
 * The rate of the point's newest contract of these kinds in force on `day` that has a rate at
 * `at` (bucket-cost.ts `contractRate`): a contract whose tariff has no rate yet gives way.
 */
function contractRate(
  contracts: readonly Contract[],
  kinds: (kind: TariffKind) => boolean,
  day: string,
  at: number,
): { kind: TariffKind; rate: Rate } | undefined {
  for (const contract of contracts) {
    if (!kinds(contract.kind) || contract.start > day) continue;
    if (contract.end !== null && contract.end < day) continue;
    const rate = validAt(contract.rates, at);
    if (rate) return { kind: contract.kind, rate };
  }
  return undefined;
}

interface HelsinkiDayFacts {
  day: string;
  /** The hours of the day's Helsinki month (bucket-cost.ts `monthHours`). */
  monthHours: number;
}

const dayFacts = new Map<number, HelsinkiDayFacts>();

function helsinkiDayFacts(dayStart: number): HelsinkiDayFacts {
  let facts = dayFacts.get(dayStart);
  if (!facts) {
    const { year, month, day } = helsinkiFields(dayStart);
    facts = { day: isoDate(year, month, day), monthHours: helsinkiMonthHours(year, month) };
    dayFacts.set(dayStart, facts);
  }
  return facts;
}

const isEnergy = (kind: TariffKind) => energyKinds.has(kind);
const isGrid = (kind: TariffKind) => kind === 'distribution';
const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

/**
 * The day's cost parts as `bucketCostJoins` computes them for a day rollup, or null where the
 * day cannot be priced (no contract, rate, spot cost or VAT): every operation in float8's order.
 */
export function priceDay(pricing: DayPricing, figures: DayFigures): DayCostParts | null {
  const point = pricing.points.get(figures.pointId);
  if (!point) return null;
  const electricity = point.utility === 'electricity';
  const at = figures.dayStart;
  const { day, monthHours } = helsinkiDayFacts(at);
  const v = numberOrNull(figures.value);
  if (v === null) return null;
  const night = electricity ? numberOrNull(figures.nightValue) : null;
  const spot = electricity ? numberOrNull(figures.spotCost) : null;
  const share = (figures.hours * point.hoursPerRow) / monthHours;

  const energy = contractRate(point.contracts, isEnergy, day, at);
  if (!energy) return null;
  let ce: number;
  if (energy.kind === 'spot') {
    if (spot === null) return null;
    ce = spot + (energy.rate.price * v) / 100;
  } else {
    ce = (energy.rate.price * v) / 100;
  }
  ce = ce + energy.rate.fee * share;

  let cd = 0;
  let ct = 0;
  if (electricity) {
    const grid = contractRate(point.contracts, isGrid, day, at);
    const tax = validAt(pricing.tax, at);
    if (!grid || !tax) return null;
    const { price, nightPrice, fee } = grid.rate;
    let energyPart: number;
    if (nightPrice === null) energyPart = price * v;
    else if (night === null) return null;
    else energyPart = price * (v - night) + nightPrice * night;
    cd = fee * share + energyPart / 100;
    ct = (tax.value * v) / 100;
  }
  const vat = validAt(pricing.vat.get(point.utility) ?? [], at);
  if (!vat) return null;
  const cv = ((ce + cd + ct) * vat.value) / 100;
  return { ce, cd, ct, cv };
}

/** A day's stored cost columns (cost/stored-cost.ts `storedCostColumns`), as PostgreSQL makes them. */
export interface StoredDayCost {
  cost: number;
  energyCost: number;
  gridCost: number;
  taxCost: number;
  vatCost: number;
  /** The usage API's cost members. */
  json: string;
}

const partScale = 8;
const safeSum = Number.MAX_SAFE_INTEGER / 4;

/**
 * What `storedCostValues` stores for the parts: each rounded to 8 decimals as numeric, the total
 * their exact sum, each column that numeric's nearest double, and the JSON of those doubles.
 */
export function storedDayCost(parts: DayCostParts): StoredDayCost {
  const units = [parts.ce, parts.cd, parts.ct, parts.cv].map((part) =>
    roundedFloat8Units(part, partScale),
  );
  let doubles: number[];
  if (units.every((unit) => typeof unit === 'number' && Math.abs(unit) <= safeSum)) {
    const numbers = units as number[];
    const total = numbers[0]! + numbers[1]! + numbers[2]! + numbers[3]!;
    doubles = [total, ...numbers].map((unit) => unit / 10 ** partScale);
  } else {
    const big = units.map((unit) => BigInt(unit));
    const total = big[0]! + big[1]! + big[2]! + big[3]!;
    doubles = [total, ...big].map((unit) => Number(decimalText(unit, partScale)));
  }
  const [cost, energyCost, gridCost, taxCost, vatCost] = doubles as [
    number,
    number,
    number,
    number,
    number,
  ];
  const json =
    `"c":${float8Text(cost)},"ce":${float8Text(energyCost)},"cd":${float8Text(gridCost)}` +
    `,"ct":${float8Text(taxCost)},"cv":${float8Text(vatCost)}`;
  return { cost, energyCost, gridCost, taxCost, vatCost, json };
}
