import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import type { ColumnPositions, CsvColumns } from './csv-header';
import { inImportTransaction, type ImportSession } from './import-session';
import { stagedRows, type FileTally, type LineFormat, type RowRule } from './staged-rows';

/** What one import format needs: its columns, its staging table and how one import runs. */
export interface ImportKind<Name extends string> {
  columns: CsvColumns<Name>;
  stagingTable: string;
  stagingColumns: readonly string[];
  /** Creates the staging table (temporary, dropped at commit). */
  createStaging(db: Db): Promise<void>;
  /**
   * Starts one import: reads what rows are checked against (known points, areas). It runs
   * before the COPY starts, as a connection in COPY mode answers no other query. `copyInto`
   * is the session's, for a merge that copies more than the staged rows.
   */
  begin(db: Db, copyInto: ImportSession['copyInto']): Promise<ImportRun<Name>>;
}

/** One import of a kind, from its row rule to its merge. */
export interface ImportRun<Name extends string> {
  /** The rule of the file's rows, once its header is known. */
  ruleFor(positions: ColumnPositions<Name>): RowRule;
  /** Another format the file may come in, told by its header line (e.g. Datahub's export). */
  otherFormat?: LineFormat;
  /**
   * Reads a large file without problems in parts at once and gives its rows read; null when it
   * is to be read in one piece (see meter-data-parts.ts).
   */
  readInParts?(path: string, partedFromBytes?: number): Promise<number | null>;
  /** Moves the staged rows into place; `lap` names the phase that just ended. */
  merge(lap: (phase: string) => void): Promise<MergeCounts>;
}

export interface MergeCounts {
  inserted: number;
  updated: number;
}

export interface ImportSummary extends MergeCounts {
  rowsRead: number;
  unchanged: number;
  seconds: number;
  /** Seconds per phase, in order. */
  phases: [phase: string, seconds: number][];
}

export type ImportResult =
  | { status: 'imported'; summary: ImportSummary }
  | {
      status: 'rejected';
      rowsRead: number;
      badRows: number;
      /**
       * An ENTSO-E document's TimeSeries and how many had problems (0 when the document was
       * refused as a whole); its rows are not counted.
       */
      timeSeries?: { total: number; bad: number };
    };

export interface ImportOptions {
  /** How problem lines name the file; the path by default. */
  label?: string;
  /** Receives each problem line (`label:line: reason`). */
  report(problem: string): void;
  /** From what size a file is read in parts (tests make it small). */
  partedFromBytes?: number;
}

/** Times an import's phases: `lap(name)` ends the phase running since the last lap. */
export function phaseTimer() {
  const started = performance.now();
  let lapStarted = started;
  const phases: ImportSummary['phases'] = [];
  return {
    phases,
    lap(phase: string) {
      const now = performance.now();
      phases.push([phase, (now - lapStarted) / 1000]);
      lapStarted = now;
    },
    seconds: () => (performance.now() - started) / 1000,
  };
}

class RejectedFile extends Error {}

// Any constant: serialises imports across processes (PostgreSQL; PGlite has one process anyway).
const importLockId = 4_567_890_8;

/** Waits for any other import's transaction to end: two overlapping files would race. */
export async function lockImports(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${importLockId})`);
}

/**
 * Imports one CSV file in one transaction: rows stream into a staging table while every row is
 * checked; a file with any bad row is refused as a whole, otherwise the staged rows are merged
 * (only changed rows are written) and committed together.
 */
export async function runImport<Name extends string>(
  database: Database,
  kind: ImportKind<Name>,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const { phases, lap, seconds: elapsedSeconds } = phaseTimer();
  const tally: FileTally = { rowsRead: 0, badRows: 0 };
  try {
    const counts = await inImportTransaction(database, async ({ db, copyInto }) => {
      await lockImports(db);
      await kind.createStaging(db);
      const run = await kind.begin(db, copyInto);
      const rowsRead = (await run.readInParts?.(path, options.partedFromBytes)) ?? null;
      if (rowsRead === null) {
        const rows = stagedRows({
          path,
          label: options.label ?? path,
          columns: kind.columns,
          ruleFor: (positions) => run.ruleFor(positions),
          otherFormat: run.otherFormat,
          report: options.report,
          tally,
        });
        await copyInto(kind.stagingTable, kind.stagingColumns, rows);
        if (tally.badRows > 0) throw new RejectedFile();
      } else {
        tally.rowsRead = rowsRead;
      }
      lap('read, check and stage');
      return run.merge(lap);
    });
    const seconds = elapsedSeconds();
    return {
      status: 'imported',
      summary: {
        rowsRead: tally.rowsRead,
        ...counts,
        unchanged: tally.rowsRead - counts.inserted - counts.updated,
        seconds,
        phases,
      },
    };
  } catch (error) {
    if (error instanceof RejectedFile) {
      return { status: 'rejected', rowsRead: tally.rowsRead, badRows: tally.badRows };
    }
    throw error;
  }
}
