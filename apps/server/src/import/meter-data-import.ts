import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/connection';
import { dayBlockColumns } from '../db/day-block';
import { blockStagingTable, createBlockStaging } from '../db/meter-days-store';
import { queryRows } from '../db/query';
import { mergeMeterData } from './meter-data-merge';
import { readInHalves } from './meter-data-parts';
import {
  datahubFormat,
  DayBlockCollector,
  meterDataColumns,
  meterDataRule,
  type KnownMeteringPoint,
  type MeterDataColumn,
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

export const meterDataImport: ImportKind<MeterDataColumn> = {
  columns: meterDataColumns,
  // The rows go into day blocks in memory (the rules give no COPY text); the staging table is
  // where the merge stages the changed blocks.
  stagingTable: blockStagingTable,
  stagingColumns: dayBlockColumns,
  createStaging: createBlockStaging,
  async begin(db, copyInto) {
    const points = await knownMeteringPoints(db);
    const collector = new DayBlockCollector();
    return {
      ruleFor: (positions) => meterDataRule(positions, points, collector),
      otherFormat: datahubFormat(points, collector),
      readInParts: (path, partedFromBytes) =>
        readInHalves(path, points, collector, partedFromBytes),
      merge: (lap) => mergeMeterData(db, copyInto, collector.blocks, lap),
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
