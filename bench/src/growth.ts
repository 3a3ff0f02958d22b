import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query';
import { helsinkiMidnight } from '../../apps/server/src/demo/helsinki-time';
import type { ImportSummary } from '../../apps/server/src/import/run-import';
import { rowsPerSecond } from '../../apps/server/src/import/summary';
import { sessionCookie } from '../../apps/server/test/http-login';
import { ensureBenchCompany } from './bench-points';
import { loadIntoPostgres } from './load-data';

const connections = 64;
const defaultPoints = [100, 1000, 3000];
// Issue #13: the year view at the largest size within 20 % of its figure at the smallest.
const yearViewTolerance = 0.2;

export interface GrowthOptions {
  baseUrl: string;
  databaseUrl: string;
  password: string;
  /** The calendar year every point gets (all its quarter-hours). */
  year: number;
  durationSeconds: number;
  warmUpSeconds: number;
}

interface GrowthStep {
  points: number;
  rows: number;
  /** Undefined when the points were loaded by an earlier run. */
  importRowsPerSecond: number | undefined;
  /** Requests per second of the year, month and quarter-hour views. */
  views: number[];
  failures: number;
}

/** BENCH_GROWTH_POINTS (comma-separated, ascending), else 100, 1 000 and 3 000. */
export function growthPoints(text = process.env.BENCH_GROWTH_POINTS): number[] {
  if (!text) return defaultPoints;
  const points = text.split(',').map((part) => Number(part.trim()));
  if (points.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error(`BENCH_GROWTH_POINTS must be whole numbers (was ${text})`);
  }
  return points.sort((a, b) => a - b);
}

async function requestsPerSecond(
  baseUrl: string,
  cookie: string,
  paths: string[],
  duration: number,
): Promise<{ rate: number; failures: number }> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    headers: { cookie },
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
      },
    ],
  });
  return { rate: result.requests.average, failures: result.non2xx + result.errors };
}

function printTable(columns: string[], rows: string[][]): void {
  const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padStart(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(row));
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const importText = (step: GrowthStep) =>
  step.importRowsPerSecond === undefined
    ? 'loaded before'
    : `${count(step.importRowsPerSecond)} rows/s`;
/** Quarter-hours of the Helsinki calendar year (35 040, as bench/src/year-csv.ts writes). */
const slotsOf = (year: number) =>
  (helsinkiMidnight(year + 1, 1, 1).getTime() - helsinkiMidnight(year, 1, 1).getTime()) / 900_000;

/**
 * How many of the bench company's points already hold the year (an earlier run on the same
 * database), and a settled database: what autovacuum does after a load of millions of rows
 * would otherwise run during the first view's measurement on a small machine.
 */
async function settle(databaseUrl: string, year: number): Promise<number> {
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    maxConnections: 1,
    timeouts: { statementMs: 0 },
  });
  try {
    await database.exec(
      'VACUUM (ANALYZE) meter_data, meter_data_hour, meter_data_day, meter_data_month',
    );
    const [row] = await queryRows<{ points: number }>(
      database.db,
      sql`SELECT count(DISTINCT m.metering_point_id)::int AS points
          FROM meter_data_month m JOIN metering_points p ON p.id = m.metering_point_id
          JOIN customers c ON c.id = p.customer_id
          WHERE c.business_id = '7777777-4'
            AND m.bucket_start >= ${new Date(Date.UTC(year, 0, 1)).toISOString()}::timestamptz
            AND m.bucket_start < ${new Date(Date.UTC(year + 1, 0, 1)).toISOString()}::timestamptz`,
    );
    return row!.points;
  } finally {
    await database.close();
  }
}

async function companyOf(databaseUrl: string, points: number) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, maxConnections: 1 });
  try {
    return await ensureBenchCompany(database, points);
  } finally {
    await database.close();
  }
}

/**
 * Meter data that grows (issue #13): the bench company's points are loaded a year each through
 * the import, step by step up to each size, and the views are measured over all loaded points
 * after every step. Prints one table and the year view's figure at the largest size against
 * the smallest; false when that is off by more than the tolerance or any answer was not 2xx.
 */
export async function runGrowthBench(options: GrowthOptions): Promise<boolean> {
  const { baseUrl, databaseUrl, year } = options;
  const sizes = growthPoints();
  const steps: GrowthStep[] = [];
  let loaded = await settle(databaseUrl, year);
  if (loaded > 0) console.log(`bench: growth: ${count(loaded)} points hold ${year} already`);
  for (const points of sizes) {
    let summary: ImportSummary | undefined;
    if (points > loaded) {
      const load = await loadIntoPostgres(databaseUrl, points, year, loaded);
      summary = load.summary;
      loaded = points;
      await settle(databaseUrl, year);
    }
    const company = await companyOf(databaseUrl, points);
    // What meter_data holds of the year: more than the step's points when loaded before.
    const rows = Math.max(points, loaded) * slotsOf(year);
    const cookie = await sessionCookie(baseUrl, company.userEmail, options.password, 'company');
    const queries = company.identifiers.map(
      (mp) => `mp=${mp}&companyid=${company.businessId}&logintype=b2b`,
    );
    const view = (level: string, start: string, end: string) =>
      queries.map((query) => `/api/electricity/${level}?start=${start}&end=${end}&${query}`);
    const views = [
      view('thisyear', `${year}-01-01`, `${year + 1}-01-01`),
      // The month frame asks for day buckets, as in the main run.
      view('day', `${year}-06-01`, `${year}-07-01`),
      view('quarterhour', `${year}-06-10`, `${year}-06-11`),
    ];
    const step: GrowthStep = {
      points,
      rows,
      importRowsPerSecond: summary && rowsPerSecond(summary),
      views: [],
      failures: 0,
    };
    for (const paths of views) {
      await requestsPerSecond(baseUrl, cookie, paths, options.warmUpSeconds);
      const { rate, failures } = await requestsPerSecond(
        baseUrl,
        cookie,
        paths,
        options.durationSeconds,
      );
      step.views.push(rate);
      step.failures += failures;
    }
    console.log(
      `bench: growth ${count(points)} points, ${count(rows)} rows: import ` +
        `${importText(step)}; year / month / quarter-hour ` +
        `${step.views.map((rate) => count(rate)).join(' / ')} req/s`,
    );
    steps.push(step);
  }

  console.log(
    `\nmeter data that grows (${connections} connections, ${options.durationSeconds} s per view):`,
  );
  printTable(
    ['points', 'rows', 'import', 'year req/s', 'month req/s', 'quarter-hour req/s'],
    steps.map((step) => [
      count(step.points),
      count(step.rows),
      importText(step),
      ...step.views.map((rate) => count(rate)),
    ]),
  );
  const first = steps[0]!;
  const last = steps.at(-1)!;
  const ratio = last.views[0]! / first.views[0]!;
  const ok = ratio >= 1 - yearViewTolerance;
  console.log(
    `\ntargets:\n  year view at ${count(last.points)} points within ${yearViewTolerance * 100} % ` +
      `of ${count(first.points)} points: ${(ratio * 100).toFixed(0)} %, ${ok ? 'met' : 'NOT met'}`,
  );
  const failures = steps.reduce((sum, step) => sum + step.failures, 0);
  if (failures > 0) console.warn(`bench: ${failures} answers were not 2xx`);
  return ok && failures === 0;
}
