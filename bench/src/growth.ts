import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/server/src/db/connection';
import { queryRows } from '../../apps/server/src/db/query';
import { sessionCookie } from '../../apps/server/test/http-login';
import { ensureBenchCompany } from './bench-points';
import { loadPointsIntoPostgres, valuesPerSecond } from './load-data';
import {
  mbPerPointYear,
  mbPerPointYearTarget,
  mbText,
  meterDataBytes,
  storageGrowth,
  tempFilesSoFar,
  type TempFiles,
} from './meter-storage';
import { quarterHoursOf } from './year-csv';

const connections = 64;
const defaultPoints = [100, 1_000, 3_000, 10_000, 30_000];
// A file of a thousand points is about 1.3 GB, and the import holds its blocks in memory.
const filePoints = 1_000;
// Issues #13 and #21: each view at the largest size within 20 % of its figure at the smallest.
const viewTolerance = 0.2;
const viewNames = ['year', 'month', 'quarter-hour'] as const;

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
  values: number;
  /** Undefined when the points were loaded by an earlier run. */
  importValuesPerSecond: number | undefined;
  /** Growth of the meter data over the point-years this run loaded (undefined: none yet). */
  mbPerPointYear: number | undefined;
  /** Requests per second of the year, month and quarter-hour views. */
  views: number[];
  failures: number;
}

/** BENCH_GROWTH_POINTS (comma-separated, ascending), else 100, 1 000, 3 000, 10 000, 30 000. */
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
  step.importValuesPerSecond === undefined
    ? 'loaded before'
    : `${count(step.importValuesPerSecond)} values/s`;

/** Runs `work` over a connection of its own, without a statement limit (VACUUM takes minutes). */
async function onDatabase<T>(url: string, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({
    kind: 'postgres',
    url,
    maxConnections: 1,
    timeouts: { statementMs: 0 },
  });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * A settled database: what autovacuum does after a load of millions of rows would otherwise
 * run during the first view's measurement on a small machine. Returns how many of the bench
 * company's points already hold the year (an earlier run on the same database) and the meter
 * data's bytes.
 */
async function settle(databaseUrl: string, year: number) {
  return onDatabase(databaseUrl, async (database) => {
    await database.exec('VACUUM (ANALYZE) meter_days, meter_data_day, meter_data_month');
    const [row] = await queryRows<{ points: number }>(
      database.db,
      // One index probe per point: a count(DISTINCT) over the months sorted 360 000 rows at
      // 30 000 points and wrote the run's only temporary files (the bench's, not the portal's).
      // LIMIT 1 keeps the probe from being planned as a semi-join that hashes every month.
      sql`SELECT count(*)::int AS points
          FROM metering_points p JOIN customers c ON c.id = p.customer_id
          WHERE c.business_id = '7777777-4'
            AND EXISTS (
              SELECT 1 FROM meter_data_month m
              WHERE m.metering_point_id = p.id
                AND m.bucket_start >= ${new Date(Date.UTC(year, 0, 1)).toISOString()}::timestamptz
                AND m.bucket_start < ${new Date(Date.UTC(year + 1, 0, 1)).toISOString()}::timestamptz
              LIMIT 1)`,
    );
    return { loaded: row!.points, bytes: await meterDataBytes(database) };
  });
}

const companyOf = (databaseUrl: string, points: number) =>
  onDatabase(databaseUrl, (database) => ensureBenchCompany(database, points));

const tempFilesOf = (databaseUrl: string) => onDatabase(databaseUrl, tempFilesSoFar);

/** Requests per second of the year, month and quarter-hour views over the first `points`. */
async function measureViews(options: GrowthOptions, points: number) {
  const { baseUrl, year } = options;
  const company = await companyOf(options.databaseUrl, points);
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
  const measured = { views: [] as number[], failures: 0 };
  for (const paths of views) {
    await requestsPerSecond(baseUrl, cookie, paths, options.warmUpSeconds);
    const { rate, failures } = await requestsPerSecond(
      baseUrl,
      cookie,
      paths,
      options.durationSeconds,
    );
    measured.views.push(rate);
    measured.failures += failures;
  }
  return measured;
}

function reportSteps(steps: GrowthStep[], durationSeconds: number): void {
  console.log(
    `\nmeter data that grows (${connections} connections, ${durationSeconds} s per view):`,
  );
  printTable(
    [
      'points',
      'values',
      'import',
      'MB per point-year',
      ...viewNames.map((name) => `${name} req/s`),
    ],
    steps.map((step) => [
      count(step.points),
      count(step.values),
      importText(step),
      mbText(step.mbPerPointYear),
      ...step.views.map((rate) => count(rate)),
    ]),
  );
}

/**
 * Each view at the largest size against the smallest, the temporary files written over the
 * run and the meter data per point-year at the largest size; true when all are met.
 */
function reportGrowthTargets(steps: GrowthStep[], temp: TempFiles): boolean {
  const first = steps[0]!;
  const last = steps.at(-1)!;
  console.log('\ntargets:');
  let ok = true;
  viewNames.forEach((name, i) => {
    const ratio = last.views[i]! / first.views[i]!;
    const met = ratio >= 1 - viewTolerance;
    ok &&= met;
    console.log(
      `  ${name} view at ${count(last.points)} points within ${viewTolerance * 100} % ` +
        `of ${count(first.points)} points: ${(ratio * 100).toFixed(0)} %, ${verdict(met)}`,
    );
  });
  const spilled = temp.files > 0 || temp.bytes > 0;
  ok &&= !spilled;
  console.log(
    `  nothing spilled to disk (pg_stat_database temp_files, temp_bytes over the run): ` +
      `${count(temp.files)} files, ${count(temp.bytes)} bytes, ${verdict(!spilled)}`,
  );
  if (last.mbPerPointYear !== undefined) {
    const met = last.mbPerPointYear <= mbPerPointYearTarget;
    ok &&= met;
    console.log(
      `  meter data per quarter-hour point-year at ${count(last.points)} points ≤ ` +
        `${mbPerPointYearTarget} MB: ${mbText(last.mbPerPointYear)}, ${verdict(met)}`,
    );
  }
  return ok;
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/**
 * Meter data that grows (issues #13, #21): the bench company's points are loaded a year each
 * through the import, step by step up to each size (files of at most a thousand points), and
 * the views are measured over all loaded points after every step. Prints one table and the
 * targets; false when one is not met or any answer was not 2xx.
 */
export async function runGrowthBench(options: GrowthOptions): Promise<boolean> {
  const { databaseUrl, year } = options;
  const steps: GrowthStep[] = [];
  const start = await settle(databaseUrl, year);
  let { loaded } = start;
  if (loaded > 0) console.log(`bench: growth: ${count(loaded)} points hold ${year} already`);
  const tempBefore = await tempFilesOf(databaseUrl);
  // The values this run inserted: the growth in bytes is held against these point-years.
  let inserted = 0;
  let bytes = start.bytes;
  for (const points of growthPoints()) {
    let importValuesPerSecond: number | undefined;
    if (points > loaded) {
      const summary = await loadPointsIntoPostgres(
        databaseUrl,
        { from: loaded, to: points },
        year,
        filePoints,
      );
      importValuesPerSecond = valuesPerSecond(summary);
      inserted += summary.inserted;
      loaded = points;
      ({ bytes } = await settle(databaseUrl, year));
    }
    const { views, failures } = await measureViews(options, points);
    const step: GrowthStep = {
      points,
      // The values meter_days holds of the year: more than the step's points when loaded before.
      values: Math.max(points, loaded) * quarterHoursOf(year),
      importValuesPerSecond,
      mbPerPointYear: mbPerPointYear(storageGrowth(bytes - start.bytes, inserted, year)),
      views,
      failures,
    };
    console.log(
      `bench: growth ${count(points)} points, ${count(step.values)} values: import ` +
        `${importText(step)}, ${mbText(step.mbPerPointYear)} per point-year; ` +
        `year / month / quarter-hour ${views.map((rate) => count(rate)).join(' / ')} req/s`,
    );
    steps.push(step);
  }
  const tempAfter = await tempFilesOf(databaseUrl);

  reportSteps(steps, options.durationSeconds);
  const ok = reportGrowthTargets(steps, {
    files: tempAfter.files - tempBefore.files,
    bytes: tempAfter.bytes - tempBefore.bytes,
  });
  const failures = steps.reduce((sum, step) => sum + step.failures, 0);
  if (failures > 0) console.warn(`bench: ${failures} answers were not 2xx`);
  return ok && failures === 0;
}
