import { open, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { refreshRollups } from '../../db/rollups';
import { helsinkiFields, helsinkiMidnight } from '@energiaportaali/domain';
import { spotZone } from '../../cost/spot-zone';
import { inImportTransaction } from '../import-session';
import { auditImport } from '../register/register-import';
import {
  lockImports,
  phaseTimer,
  runImport,
  type ImportKind,
  type ImportOptions,
  type ImportResult,
  type MergeCounts,
} from '../run-import';
import { readEntsoeDocument } from './entsoe-xml';
import { priceColumns, priceCsvRule, type PriceColumn } from './price-csv';
import { priceCopyLine } from './price-rows';

const stagingColumns = ['zone', 'epoch', 'minutes', 'eur_per_mwh'] as const;

async function createStaging(db: Db): Promise<void> {
  await db.execute(sql`
    CREATE TEMPORARY TABLE import_prices (
      zone text NOT NULL,
      epoch bigint NOT NULL,
      minutes int NOT NULL,
      eur_per_mwh numeric(10, 3) NOT NULL
    ) ON COMMIT DROP`);
}

/**
 * Writes the staged prices (only those that differ), then recomputes the spot costs of every
 * electricity point with meter data in the Helsinki months whose prices changed.
 */
async function mergePrices(db: Db, lap: (phase: string) => void): Promise<MergeCounts> {
  // A unit replaces what the database holds inside it (an hour stored as quarters, say); the
  // file itself never overlaps, so the deleted rows and the written ones are distinct.
  const [merged] = await queryRows<{ inserted: number; updated: number; months: number[] | null }>(
    db,
    sql`
      WITH removed AS (
        DELETE FROM prices p USING import_prices i
        WHERE p.zone = i.zone AND p.start > to_timestamp(i.epoch)
          AND p.start < to_timestamp(i.epoch) + make_interval(mins => i.minutes)
        RETURNING p.zone, p.start
      ), changed AS (
        INSERT INTO prices AS p (zone, start, minutes, eur_per_mwh)
        SELECT zone, to_timestamp(epoch), minutes, eur_per_mwh FROM import_prices
        ON CONFLICT (zone, start) DO UPDATE
          SET minutes = excluded.minutes, eur_per_mwh = excluded.eur_per_mwh
          WHERE (p.minutes, p.eur_per_mwh) IS DISTINCT FROM (excluded.minutes, excluded.eur_per_mwh)
        RETURNING p.zone, p.start, (p.xmax = 0) AS inserted
      )
      SELECT (SELECT count(*) FILTER (WHERE inserted) FROM changed)::int AS inserted,
             (SELECT count(*) FILTER (WHERE NOT inserted) FROM changed)::int AS updated,
             (SELECT array_agg(DISTINCT extract(epoch FROM
                       date_trunc('month', start, 'Europe/Helsinki')) * 1000)::float8[]
              FROM (SELECT zone, start FROM changed UNION ALL SELECT zone, start FROM removed) s
              WHERE zone = ${spotZone}) AS months`,
  );
  const counts = { inserted: merged!.inserted, updated: merged!.updated };
  lap('merge into prices');
  await refreshSpotCosts(db, (merged!.months ?? []).map(Number));
  lap('rollups');
  return counts;
}

/** Recomputes the rollups of each month for the electricity points with meter data in it. */
async function refreshSpotCosts(db: Db, months: number[]): Promise<void> {
  if (months.length === 0) return;
  const monthList = sql.join(
    months.map((ms) => sql`${new Date(ms).toISOString()}::timestamptz`),
    sql`, `,
  );
  const pairs = await queryRows<{ month: number; id: number }>(
    db,
    sql`SELECT (extract(epoch FROM m.bucket_start) * 1000)::float8 AS month, m.metering_point_id AS id
        FROM meter_data_month m JOIN metering_points mp ON mp.id = m.metering_point_id
        WHERE mp.utility = 'electricity' AND m.bucket_start IN (${monthList})
        ORDER BY 1, 2`,
  );
  const pointsByMonth = new Map<number, number[]>();
  for (const { month, id } of pairs) {
    const ids = pointsByMonth.get(Number(month)) ?? [];
    ids.push(id);
    pointsByMonth.set(Number(month), ids);
  }
  for (const [month, ids] of pointsByMonth) {
    const { year, month: monthNumber } = helsinkiFields(month);
    await refreshRollups(db, {
      meteringPointIds: ids,
      from: new Date(month),
      to: helsinkiMidnight(year, monthNumber + 1, 1),
    });
  }
}

async function mergeAndAudit(db: Db, lap: (phase: string) => void): Promise<MergeCounts> {
  const counts = await mergePrices(db, lap);
  const [staged] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM import_prices`,
  );
  await auditImport(db, 'prices', { ...counts, rowsRead: staged!.n });
  return counts;
}

const priceCsvKind: ImportKind<PriceColumn> = {
  columns: priceColumns,
  stagingTable: 'import_prices',
  stagingColumns,
  createStaging,
  async begin(db) {
    return { ruleFor: priceCsvRule, merge: (lap) => mergeAndAudit(db, lap) };
  },
};

/** Imports an ENTSO-E document: read and checked whole in memory (a year is a few MB). */
async function importPriceDocument(
  database: Database,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const { phases, lap, seconds: elapsedSeconds } = phaseTimer();
  const label = options.label ?? path;
  const { rows, problems, timeSeries } = readEntsoeDocument(
    (await readFile(path, 'utf8')).replace(/^\uFEFF/, ''),
  );
  if (problems.length > 0) {
    for (const { line, column, reason } of problems) {
      options.report(`${label}:${line}${column === undefined ? '' : `:${column}`}: ${reason}`);
    }
    // A document's problems are counted in TimeSeries: it has no rows to count.
    const bad = new Set(problems.flatMap((problem) => problem.timeSeries ?? [])).size;
    return { status: 'rejected', rowsRead: 0, badRows: 0, timeSeries: { total: timeSeries, bad } };
  }
  const counts = await inImportTransaction(database, async ({ db, copyInto }) => {
    await lockImports(db);
    await createStaging(db);
    await copyInto('import_prices', stagingColumns, chunks(rows.map(priceCopyLine)));
    lap('read, check and stage');
    return mergeAndAudit(db, lap);
  });
  return {
    status: 'imported',
    summary: {
      rowsRead: rows.length,
      ...counts,
      unchanged: rows.length - counts.inserted - counts.updated,
      seconds: elapsedSeconds(),
      phases,
    },
  };
}

async function* chunks(lines: string[]): AsyncGenerator<string> {
  for (let i = 0; i < lines.length; i += 10_000) yield lines.slice(i, i + 10_000).join('');
}

/** Whether the file is XML: its first character (after a byte order mark and blanks) is '<'. */
async function isXml(path: string): Promise<boolean> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(1024), 0, 1024, 0);
    return buffer
      .toString('utf8', 0, bytesRead)
      .replace(/^\uFEFF?\s*/, '')
      .startsWith('<');
  } finally {
    await file.close();
  }
}

/**
 * `npm run import -- prices FILE`: day-ahead prices from an ENTSO-E Publication_MarketDocument
 * (XML) or a CSV file (README 'Importing prices and tariffs').
 */
export async function importPrices(
  database: Database,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  return (await isXml(path))
    ? importPriceDocument(database, path, options)
    : runImport(database, priceCsvKind, path, options);
}
