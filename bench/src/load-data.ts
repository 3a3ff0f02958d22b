import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase, type Database } from '../../apps/server/src/db/connection';
import { importMeterData } from '../../apps/server/src/import/meter-data-import';
import type { ImportSummary } from '../../apps/server/src/import/run-import';
import { describeSummary } from '../../apps/server/src/import/summary';
import { ensureBenchCompany, type BenchCompany } from './bench-points';
import { writeYearCsv } from './year-csv';

export interface LoadedData {
  company: BenchCompany;
  summary: ImportSummary;
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
 * Generates a year of quarter-hours for the bench company's points as a CSV file and loads it
 * through the import path (`npm run import -- meter-data` runs the same function). The CPU
 * time is reported beside the wall-clock rate: on a shared machine the latter says as much
 * about the neighbours as about the import.
 */
async function loadYear(
  database: Database,
  points: number,
  year: number,
  alreadyLoaded = 0,
): Promise<LoadedData> {
  const company = await ensureBenchCompany(database, points);
  const file = path.join(tmpdir(), `ep-bench-${process.pid}.csv`);
  try {
    const started = performance.now();
    const rows = await writeYearCsv(file, company.identifiers.slice(alreadyLoaded), year);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`bench: generated ${rows.toLocaleString('en-US')} rows of ${year} in ${seconds} s`);
    // Read right before and after the import, while the pool still holds the same connection.
    const pid = await backendPid(database);
    const backendBefore = await backendCpuSeconds(pid);
    const processBefore = process.cpuUsage();
    const result = await importMeterData(database, file, {
      label: 'bench.csv',
      report: (problem) => console.error(problem),
    });
    const processCpu = process.cpuUsage(processBefore);
    const backendAfter = pid === (await backendPid(database)) ? await backendCpuSeconds(pid) : null;
    if (result.status !== 'imported') {
      throw new Error(`the generated file was refused (${result.badRows} bad rows)`);
    }
    for (const line of describeSummary('bench: import', result.summary)) console.log(line);
    const backend =
      backendBefore === null || backendAfter === null
        ? ''
        : `PostgreSQL backend ${(backendAfter - backendBefore).toFixed(1)} s, `;
    const own = ((processCpu.user + processCpu.system) / 1e6).toFixed(1);
    console.log(`bench: import cpu: ${backend}import process ${own} s`);
    return { company, summary: result.summary };
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * The import on the PostgreSQL the server uses, over one connection (whose CPU is read);
 * the growth run loads only the points after the first `alreadyLoaded`.
 */
export async function loadIntoPostgres(
  url: string,
  points: number,
  year: number,
  alreadyLoaded = 0,
) {
  // No statement limit, as the import command has none: a merge of millions of rows takes minutes.
  const database = await openDatabase({
    kind: 'postgres',
    url,
    maxConnections: 1,
    timeouts: { statementMs: 0 },
  });
  try {
    const loaded = await loadYear(database, points, year, alreadyLoaded);
    // What autovacuum would do shortly after a load this size; the views are measured after it.
    await database.exec('ANALYZE meter_data, meter_data_hour, meter_data_day, meter_data_month');
    return loaded;
  } finally {
    await database.close();
  }
}

/**
 * The import on a private in-memory PGlite: the server's embedded database belongs to its own
 * process, so this measures the same path on the same engine beside it.
 */
export async function loadIntoPglite(points: number, year: number) {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    return await loadYear(database, points, year);
  } finally {
    await database.close();
  }
}
