import { slotPresent, type DayBlock } from './day-block';

// A day block's sums for its day rollup (decision 0038), made in Node from the block in memory:
// an import has every block it wrote at hand, and summing them here spares PostgreSQL
// unnesting 96 values a row. The sums are exact: integers of millionths (and of millionths ×
// 10^-5 EUR/MWh for the cost), kept in doubles while they are below 2^53 and in BigInt for the
// rare day that could pass it.

/** The day-ahead price (10^-5 EUR/MWh, null without one) and night flag per interval. */
export interface SlotPrices {
  eur: ReadonlyArray<number | null>;
  night: ReadonlyArray<boolean>;
}

/** A day rollup's columns after metering_point_id and bucket_start, as PostgreSQL text. */
export interface DaySums {
  value: string | null;
  quality: number;
  production: string | null;
  productionQuality: number | null;
  reading: string | null;
  samples: number;
  hours: number;
  /** Σ night consumption; the electricity rollups keep it. */
  nightValue: string | null;
  /** Σ consumption × price in euros; null unless every interval has a price. */
  spotCost: string | null;
}

const safe = Number.MAX_SAFE_INTEGER;

/** `units` scaled down by 10^scale, as decimal text ('-0.000250'). */
export function decimalText(units: number | bigint, scale: number): string {
  const negative = units < 0;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Sums of slots in exact integers: doubles, or BigInt when a double could round. */
interface Sums {
  value: number | bigint | null;
  production: number | bigint | null;
  night: number | bigint | null;
  cost: number | bigint | null;
}

const microText = (sum: number | bigint | null) => (sum === null ? null : decimalText(sum, 6));

type Add = (sum: number | bigint | null, term: number) => number | bigint;
type AddProduct = (sum: number | bigint | null, a: number, b: number) => number | bigint;

const addNumber: Add = (sum, term) => ((sum as number | null) ?? 0) + term;
const addBig: Add = (sum, term) => ((sum as bigint | null) ?? 0n) + BigInt(term);
const addProductNumber: AddProduct = (sum, a, b) => ((sum as number | null) ?? 0) + a * b;
const addProductBig: AddProduct = (sum, a, b) =>
  ((sum as bigint | null) ?? 0n) + BigInt(a) * BigInt(b);

function sumSlots(block: DayBlock, prices: SlotPrices | undefined, add: Add, product: AddProduct) {
  const sums: Sums = { value: null, production: null, night: null, cost: null };
  for (let i = 0; i < block.value.length; i++) {
    if (!slotPresent(block, i)) continue;
    const value = block.value[i]!;
    const production = block.production?.[i] ?? Number.NaN;
    if (!Number.isNaN(value)) sums.value = add(sums.value, value);
    if (!Number.isNaN(production)) sums.production = add(sums.production, production);
    if (!prices?.night[i]) sums.night = add(sums.night, 0);
    else if (!Number.isNaN(value)) sums.night = add(sums.night, value);
    const eur = prices?.eur[i];
    if (eur !== null && eur !== undefined && !Number.isNaN(value)) {
      sums.cost = product(sums.cost, value, eur);
    }
  }
  return sums;
}

/** Whether summing the block in doubles stays exact: every partial sum below 2^53. */
function fitsDoubles(block: DayBlock, prices: SlotPrices | undefined): boolean {
  let values = 0;
  let costs = 0;
  for (let i = 0; i < block.value.length; i++) {
    const value = Math.abs(block.value[i]!) || 0;
    values += value + (Math.abs(block.production?.[i] ?? 0) || 0);
    costs += value * Math.abs(prices?.eur[i] ?? 0);
  }
  // A margin for the doubles' own rounding of these bounds.
  return values < safe / 2 && costs < safe / 2;
}

/**
 * The sums of a block's day; null when it holds nothing. `prices` are those of its day and
 * interval length (none: no night flags and no cost).
 */
export function daySums(block: DayBlock, prices: SlotPrices | undefined): DaySums | null {
  let samples = 0;
  let quality = 0;
  let productionQuality: number | null = null;
  let reading = Number.NaN;
  let allPriced = prices !== undefined;
  let hours = 0;
  let lastHour = -1;
  for (let i = 0; i < block.value.length; i++) {
    if (!slotPresent(block, i)) continue;
    samples++;
    const hour = Math.floor((i * block.minutes) / 60);
    if (hour !== lastHour) hours++;
    lastHour = hour;
    quality = Math.max(quality, block.quality[i]!);
    if (!Number.isNaN(block.production?.[i] ?? Number.NaN)) {
      productionQuality = Math.max(productionQuality ?? 0, block.productionQuality![i]!);
    }
    const slotReading = block.reading?.[i] ?? Number.NaN;
    if (!Number.isNaN(slotReading)) reading = slotReading;
    if (prices?.eur[i] === null) allPriced = false;
  }
  if (samples === 0) return null;
  const sums = fitsDoubles(block, prices)
    ? sumSlots(block, prices, addNumber, addProductNumber)
    : sumSlots(block, prices, addBig, addProductBig);
  return {
    value: microText(sums.value),
    quality,
    production: microText(sums.production),
    productionQuality,
    reading: Number.isNaN(reading) ? null : decimalText(reading, 6),
    samples,
    hours,
    nightValue: microText(sums.night),
    // kWh × EUR/MWh ÷ 1000 is euros: 10^-6 kWh × 10^-5 EUR/MWh is 10^-14 euros.
    spotCost: allPriced && sums.cost !== null ? decimalText(sums.cost, 14) : null,
  };
}
