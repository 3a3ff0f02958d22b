import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { runCostRefreshes } from '../../apps/server/src/cost/stored-cost';
import { migrateDatabase, openDatabase, type Database } from '../../apps/server/src/db/connection';
import { importMeterData } from '../../apps/server/src/import/meter-data-import';
import type { ImportSummary } from '../../apps/server/src/import/run-import';
import { describeSummary, rowsPerSecond } from '../../apps/server/src/import/summary';
import { ensureBenchCompany, type BenchCompany } from './bench-points';
import { meterDataBytes, storageGrowth, type StorageGrowth } from './meter-storage';
import { datahubCsv, ownCsv, writeYearFile } from './year-csv';

/** Values per second over an import: a line of the bench's files is one value. */
export const valuesPerSecond = rowsPerSecond;

/** The files the bench writes: our own CSV names a point by identifier, Datahub's by GSRN. */
const formats = {
  own: { name: 'own CSV', layout: ownCsv, points: (company: BenchCompany) => company.identifiers },
  datahub: {
    name: 'Datahub',
    layout: datahubCsv,
    points: (company: BenchCompany) => company.gsrns,
  },
} as const;

type FileFormat = keyof typeof formats;

export interface LoadedData {
  /** The points loaded from our own CSV, which the views read. */
  company: BenchCompany;
  own: ImportSummary;
  /** Undefined when no points were loaded from a Datahub file. */
  datahub: ImportSummary | undefined;
  /** What the meter data grew by over both imports. */
  storage: StorageGrowth;
}

/** The server process of the pool's connection (PostgreSQL only; the pool holds one). */
async function backendPid(database: Database): Promise<number | undefined> {
  if (!database.pool) return undefined;
  const { rows } = await database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return rows[0]!.pid;
}

/** CPU seconds of a local PostgreSQL backend (Linux /proc), or null when it cannot be read. */
async function backendCpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Generates a year of quarter-hours for `points` (the format's names of them) as a file and
 * loads it through the import path (`npm run import -- meter-data` runs the same function);
 * the file is deleted right after. The CPU time is reported beside the wall-clock rate: on a
 * shared machine the latter says as much about the neighbours as about the import.
 */
async function importYear(
  database: Database,
  points: readonly string[],
  year: number,
  format: FileFormat,
): Promise<ImportSummary> {
  const { name, layout } = formats[format];
  const file = path.join(tmpdir(), `ep-bench-${process.pid}-${format}.csv`);
  try {
    const started = performance.now();
    const values = await writeYearFile(file, points, year, layout);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `bench: generated ${values.toLocaleString('en-US')} values of ${year} (${name}) in ${seconds} s`,
    );
    // Read right before and after the import, while the pool still holds the same connection.
    const pid = await backendPid(database);
    const backendBefore = await backendCpuSeconds(pid);
    const processBefore = process.cpuUsage();
    const result = await importMeterData(database, file, {
      label: `bench-${format}.csv`,
      report: (problem) => console.error(problem),
    });
    const processCpu = process.cpuUsage(processBefore);
    const backendAfter = pid === (await backendPid(database)) ? await backendCpuSeconds(pid) : null;
    if (result.status !== 'imported') {
      throw new Error(`the generated ${name} file was refused (${result.badRows} bad rows)`);
    }
    for (const line of describeSummary(`bench: import (${name})`, result.summary, 'values')) {
      console.log(line);
    }
    const backend =
      backendBefore === null || backendAfter === null
        ? ''
        : `PostgreSQL backend ${(backendAfter - backendBefore).toFixed(1)} s, `;
    const own = ((processCpu.user + processCpu.system) / 1e6).toFixed(1);
    console.log(`bench: import cpu: ${backend}import process ${own} s`);
    return result.summary;
  } finally {
    await rm(file, { force: true });
  }
}

/** The first `count` of the company's points. */
const firstPoints = (company: BenchCompany, count: number): BenchCompany => ({
  ...company,
  identifiers: company.identifiers.slice(0, count),
  gsrns: company.gsrns.slice(0, count),
});

/**
 * The bench company's first `points` from our own CSV and the next `datahubPoints` from a
 * Datahub file (fresh points on a fresh database), with the meter data's size before and after.
 */
async function loadBenchYear(
  database: Database,
  points: number,
  datahubPoints: number,
  year: number,
): Promise<LoadedData> {
  const company = await ensureBenchCompany(database, points + datahubPoints);
  const bytesBefore = await meterDataBytes(database);
  const own = await importYear(database, formats.own.points(company).slice(0, points), year, 'own');
  const datahub =
    datahubPoints > 0
      ? await importYear(database, formats.datahub.points(company).slice(points), year, 'datahub')
      : undefined;
  const grown = (await meterDataBytes(database)) - bytesBefore;
  const inserted = own.inserted + (datahub?.inserted ?? 0);
  return {
    company: firstPoints(company, points),
    own,
    datahub,
    storage: storageGrowth(grown, inserted, year),
  };
}

/** Runs `load` on the PostgreSQL the server uses, over one connection (whose CPU is read). */
async function onPostgres<T>(url: string, load: (database: Database) => Promise<T>): Promise<T> {
  // No statement limit, as the import command has none: a merge of millions of rows takes minutes.
  const database = await openDatabase({
    kind: 'postgres',
    url,
    maxConnections: 1,
    timeouts: { statementMs: 0 },
  });
  try {
    return await load(database);
  } finally {
    await database.close();
  }
}

/** The main run's load on PostgreSQL: our own CSV, then a Datahub file. */
export function loadIntoPostgres(url: string, points: number, datahubPoints: number, year: number) {
  return onPostgres(url, async (database) => {
    const loaded = await loadBenchYear(database, points, datahubPoints, year);
    // What autovacuum would do shortly after a load this size; the views are measured after it.
    await database.exec('ANALYZE meter_days, meter_data_day, meter_data_month');
    return loaded;
  });
}

/** The summaries of several files as one import: counts, seconds and phases added up. */
function together(summaries: readonly ImportSummary[]): ImportSummary {
  const sum = (key: 'rowsRead' | 'inserted' | 'updated' | 'unchanged' | 'seconds') =>
    summaries.reduce((total, summary) => total + summary[key], 0);
  const phases = new Map<string, number>();
  for (const summary of summaries) {
    for (const [phase, seconds] of summary.phases) {
      phases.set(phase, (phases.get(phase) ?? 0) + seconds);
    }
  }
  return {
    rowsRead: sum('rowsRead'),
    inserted: sum('inserted'),
    updated: sum('updated'),
    unchanged: sum('unchanged'),
    seconds: sum('seconds'),
    phases: [...phases],
  };
}

/**
 * The growth run's load: the year from our own CSV for the bench company's points after the
 * first `from` up to `to`, in files of at most `filePoints` points (the import holds a file's
 * blocks in memory); one summary over the files.
 */
export function loadPointsIntoPostgres(
  url: string,
  range: { from: number; to: number },
  year: number,
  filePoints: number,
): Promise<ImportSummary> {
  return onPostgres(url, async (database) => {
    const points = formats.own.points(await ensureBenchCompany(database, range.to));
    const summaries: ImportSummary[] = [];
    for (let first = range.from; first < range.to; first += filePoints) {
      const file = points.slice(first, Math.min(first + filePoints, range.to));
      summaries.push(await importYear(database, file, year, 'own'));
    }
    return together(summaries);
  });
}

/**
 * The import on a private in-memory PGlite: the server's embedded database belongs to its own
 * process, so this measures the same path on the same engine beside it.
 */
export async function loadIntoPglite(points: number, datahubPoints: number, year: number) {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    await runCostRefreshes(database.db);
    return await loadBenchYear(database, points, datahubPoints, year);
  } finally {
    await database.close();
  }
}
