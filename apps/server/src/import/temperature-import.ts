import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import { queryRows } from '../db/query';
import { temperatureColumns, temperatureRule, type TemperatureColumn } from './temperature-rules';
import {
  runImport,
  type ImportKind,
  type ImportOptions,
  type ImportResult,
  type MergeCounts,
} from './run-import';

// Areas some metering point refers to, or that already have temperatures: a new name is far
// more likely a typo than a new weather station.
async function knownAreas(db: Db): Promise<string[]> {
  const rows = await queryRows<{ area: string }>(
    db,
    sql`SELECT temperature_area AS area FROM metering_points
        UNION SELECT DISTINCT area FROM temperatures ORDER BY area`,
  );
  return rows.map((row) => row.area);
}

// Only hours whose value differs are written, so a re-import writes nothing.
async function mergeTemperatures(db: Db, lap: (phase: string) => void): Promise<MergeCounts> {
  const [counts] = await queryRows<{ inserted: number; updated: number }>(
    db,
    sql`
      WITH changed AS (
        INSERT INTO temperatures AS t (area, ts, celsius)
        SELECT area, to_timestamp(epoch), celsius FROM import_temperatures
        ON CONFLICT (area, ts) DO UPDATE SET celsius = excluded.celsius
          WHERE t.celsius IS DISTINCT FROM excluded.celsius
        RETURNING (t.xmax = 0) AS inserted
      )
      SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
             count(*) FILTER (WHERE NOT inserted)::int AS updated
      FROM changed`,
  );
  lap('merge into temperatures');
  return { inserted: counts!.inserted, updated: counts!.updated };
}

export const temperatureImport: ImportKind<TemperatureColumn> = {
  columns: temperatureColumns,
  stagingTable: 'import_temperatures',
  stagingColumns: ['area', 'epoch', 'celsius'],
  async createStaging(db) {
    await db.execute(sql`
      CREATE TEMPORARY TABLE import_temperatures (
        area text NOT NULL,
        epoch bigint NOT NULL,
        celsius numeric(4, 1) NOT NULL
      ) ON COMMIT DROP`);
  },
  async begin(db) {
    const areas = await knownAreas(db);
    return {
      ruleFor: (positions) => temperatureRule(positions, areas),
      merge: (lap) => mergeTemperatures(db, lap),
    };
  },
};

/** Imports an hourly temperature CSV file (see README 'Importing meter data'). */
export function importTemperatures(
  database: Database,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  return runImport(database, temperatureImport, path, options);
}
