import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import { queryRows } from '../db/query';
import type { ColumnPositions } from './csv-header';
import { mergeMeterData } from './meter-data-merge';
import {
  datahubFormat,
  meterDataColumns,
  meterDataRule,
  stagedMeterColumns,
  type KnownMeteringPoint,
  type MeterDataColumn,
  type PointRanges,
} from './meter-data-rules';
import { runImport, type ImportKind, type ImportOptions, type ImportResult } from './run-import';

async function knownMeteringPoints(db: Db): Promise<KnownMeteringPoint[]> {
  const points = await queryRows<{
    id: number;
    identifier: string;
    gsrn: string;
    production_gsrn: string | null;
    resolution_minutes: number;
  }>(
    db,
    sql`SELECT id, identifier, gsrn, production_gsrn, resolution_minutes FROM metering_points`,
  );
  const periods = await queryRows<{ id: number; valid_from_ms: number; minutes: number }>(
    db,
    sql`SELECT metering_point_id AS id, (extract(epoch FROM valid_from) * 1000)::float8 AS valid_from_ms,
               resolution_minutes AS minutes
        FROM metering_point_resolutions ORDER BY metering_point_id, valid_from`,
  );
  const byPoint = new Map<number, KnownMeteringPoint>(
    points.map((point) => [
      point.id,
      {
        id: point.id,
        identifier: point.identifier,
        gsrn: point.gsrn,
        productionGsrn: point.production_gsrn,
        currentMinutes: point.resolution_minutes,
        periods: [],
      },
    ]),
  );
  for (const period of periods) {
    byPoint.get(period.id)?.periods.push({
      validFrom: Number(period.valid_from_ms),
      minutes: period.minutes,
    });
  }
  return [...byPoint.values()];
}

const valuesOnly: ColumnPositions<MeterDataColumn> = {
  metering_point: 0,
  timestamp: 1,
  value: 2,
  production: -1,
  reading: -1,
  quality: -1,
};

export const meterDataImport: ImportKind<MeterDataColumn> = {
  columns: meterDataColumns,
  stagingTable: 'import_meter_data',
  stagingColumns: stagedMeterColumns,
  async createStaging(db) {
    await db.execute(sql`
      CREATE TEMPORARY TABLE import_meter_data (
        metering_point_id int NOT NULL,
        epoch bigint NOT NULL,
        kind "char" NOT NULL,
        value numeric(18, 6),
        quality smallint NOT NULL,
        production numeric(18, 6),
        reading numeric(18, 6)
      ) ON COMMIT DROP`);
  },
  async begin(db) {
    const points = await knownMeteringPoints(db);
    const ranges: PointRanges = new Map();
    // Datahub's export brings values only: its stored production and readings are kept.
    let positions: ColumnPositions<MeterDataColumn> = { ...valuesOnly };
    return {
      ruleFor: (found) => {
        positions = found;
        return meterDataRule(found, points, ranges);
      },
      otherFormat: datahubFormat(points, ranges),
      merge: (lap) => mergeMeterData(db, positions, ranges, lap),
    };
  },
};

/** Imports a meter-data CSV file (see README 'Importing meter data'). */
export function importMeterData(
  database: Database,
  path: string,
  options: ImportOptions,
): Promise<ImportResult> {
  return runImport(database, meterDataImport, path, options);
}
