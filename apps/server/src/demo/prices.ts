import { createRandom } from './random';
import { helsinkiFields, helsinkiMidnight, HOUR_MS, isoDate } from '@energiaportaali/domain';

// Finnish day-ahead prices that look like the real ones: monthly levels close to the published
// averages (the 2022 energy crisis included), morning and evening peaks, cheap nights, calm
// weekends, and windy or sunny hours below zero, more of them from 2023. Each day's prices
// depend on its date only, so a world seeded today and one seeded next week agree on the past.

/** Prices as text, ready for bulkInsert into `prices`. */
export interface PriceSeries {
  start: string[];
  minutes: number[];
  eurPerMwh: string[];
}

/** The first Helsinki day of quarter-hour day-ahead prices. */
export const quarterHourPricesFrom = { year: 2025, month: 10, day: 1 };

// Monthly mean EUR/MWh, January first; close to Nord Pool's FI averages (2026: a guess).
const monthlyMeans: Record<number, readonly number[]> = {
  2020: [36, 30, 20, 18, 21, 17, 14, 32, 35, 30, 34, 36],
  2021: [52, 60, 42, 44, 45, 47, 56, 70, 82, 79, 92, 148],
  2022: [88, 74, 104, 82, 78, 112, 84, 246, 210, 92, 136, 254],
  2023: [82, 74, 62, 60, 42, 36, 24, 48, 30, 46, 72, 86],
  2024: [78, 52, 46, 38, 34, 26, 30, 32, 24, 36, 48, 42],
  2025: [46, 52, 32, 26, 22, 20, 16, 30, 32, 36, 42, 38],
  2026: [58, 52, 40, 34, 28, 24, 20, 30, 34, 40, 46, 48],
};
const fallbackMeans = monthlyMeans[2026]!;

/** Share of days with hours below zero (windy or sunny days of low demand), by year. */
const negativeDayShare = (year: number) =>
  year <= 2021 ? 0.015 : year === 2022 ? 0.03 : year === 2023 ? 0.09 : 0.13;

// A day's level moves with the weather of the days before it: smoothing the date-seeded draws of
// the day and its two predecessors keeps neighbouring days alike and each day reproducible.
function dayDraw(year: number, month: number, day: number): number {
  return createRandom(`price-level:${isoDate(year, month, day)}`).normal();
}

function dayLevel(year: number, month: number, day: number): number {
  const draw =
    0.6 * dayDraw(year, month, day) +
    0.3 * dayDraw(year, month, day - 1) +
    0.2 * dayDraw(year, month, day - 2);
  const crisis = year === 2022 && month >= 8;
  return Math.exp((crisis ? 0.5 : 0.35) * draw);
}

/** Relative price of a Helsinki hour (fractional hours allowed): cheap nights, two peaks. */
function hourShape(hour: number, weekend: boolean, winter: boolean): number {
  const bump = (center: number, width: number) => Math.exp(-(((hour - center) / width) ** 2));
  const morning = (weekend ? 0.15 : 0.45) * bump(8.5, 1.8);
  const evening = (winter ? 0.6 : 0.35) * bump(18.5, 2.2);
  const night = 0.45 * bump(3.5, 2.6);
  return (weekend ? 0.85 : 1) * (0.95 + morning + evening - night);
}

const harmonisedMin = -500;
const harmonisedMax = 4000;
const round2 = (value: number) =>
  Math.round(Math.min(harmonisedMax, Math.max(harmonisedMin, value)) * 100) / 100;

/** One Helsinki day's prices: 23–25 hourly values, or four times as many quarter-hours. */
function dayPrices(year: number, month: number, day: number, series: PriceSeries): void {
  const random = createRandom(`price:${isoDate(year, month, day)}`);
  const start = helsinkiMidnight(year, month, day).getTime();
  const end = helsinkiMidnight(year, month, day + 1).getTime();
  const quarters =
    year * 10_000 + month * 100 + day >=
    quarterHourPricesFrom.year * 10_000 +
      quarterHourPricesFrom.month * 100 +
      quarterHourPricesFrom.day;
  const mean = (monthlyMeans[year] ?? fallbackMeans)[month - 1]! * dayLevel(year, month, day);
  const { weekday } = helsinkiFields(start);
  const weekend = weekday === 0 || weekday === 6;
  const winter = month <= 3 || month >= 11;
  const lowDay = random.next() < negativeDayShare(year);
  // Crisis evenings: scarce hours cleared far above the month's level.
  const spikeDay = year === 2022 && month >= 8 && random.next() < 0.3;
  const summer = month >= 5 && month <= 8;
  const step = quarters ? 15 : 60;
  let hourPrice = 0;
  for (let t = start; t < end; t += step * 60_000) {
    const hour = helsinkiFields(t).hour;
    if (t % HOUR_MS === 0) {
      let price = mean * hourShape(hour, weekend, winter) * (1 + 0.12 * random.normal());
      if (spikeDay && hour >= 16 && hour < 20) price *= random.between(1.6, 3);
      if (lowDay) {
        // Wind at night, sun at noon: the cheap hours sink below zero.
        const surplus = summer ? hour >= 10 && hour < 16 : hour < 6 || hour >= 23;
        price = surplus ? -random.between(0.01, year >= 2023 ? 12 : 3) : price * 0.25;
      }
      hourPrice = price;
    }
    // A quarter differs a little from its hour: ramps and the quarter's own balance.
    const price = quarters
      ? hourPrice * (1 + 0.05 * random.normal()) + random.between(-1, 1)
      : hourPrice;
    series.start.push(new Date(t).toISOString());
    series.minutes.push(step);
    series.eurPerMwh.push(round2(price).toFixed(2));
  }
}

/**
 * Day-ahead prices of bidding zone FI for the Helsinki days from `from` up to `to` (both
 * Helsinki midnights, `to` exclusive): hourly, quarter-hourly from 1.10.2025.
 */
export function demoPrices(from: Date, to: Date): PriceSeries {
  const series: PriceSeries = { start: [], minutes: [], eurPerMwh: [] };
  const first = helsinkiFields(from.getTime());
  for (let day = 0; ; day++) {
    const date = new Date(Date.UTC(first.year, first.month - 1, first.day + day));
    const [year, month, dayOfMonth] = [
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
    ];
    if (helsinkiMidnight(year, month, dayOfMonth).getTime() >= to.getTime()) break;
    dayPrices(year, month, dayOfMonth, series);
  }
  return series;
}
