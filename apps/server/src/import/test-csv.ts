// Test support for the import suites: CSV files in a temporary folder, Helsinki wall times, the
// stored day blocks as rows.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { helsinkiOffsetMs } from '@energiaportaali/domain';

export interface CsvFolder {
  /** Writes the lines (joined with '\n', plus a final one) and returns the file's path. */
  write(name: string, lines: readonly string[]): Promise<string>;
  remove(): Promise<void>;
}

export async function csvFolder(): Promise<CsvFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ep-import-'));
  return {
    write: async (name, lines) => {
      const file = path.join(dir, name);
      await writeFile(file, lines.join('\n') + '\n');
      return file;
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** An instant as Helsinki wall time with its offset, as metering systems write them. */
export function helsinkiIso(instantMs: number): string {
  const offsetHours = helsinkiOffsetMs(instantMs) / 3_600_000;
  const wall = new Date(instantMs + offsetHours * 3_600_000).toISOString().slice(0, 19);
  return `${wall}+0${offsetHours}:00`;
}

/** Instants from `from` (inclusive) to `to` (exclusive) every `stepMinutes`. */
export function instants(from: Date, to: Date, stepMinutes: number): number[] {
  const result: number[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += stepMinutes * 60_000) result.push(t);
  return result;
}

/**
 * meter_days unnested into the intervals that hold anything, as a FROM item `r` with the
 * columns metering_point_id, ts, minutes, value, quality, production, production_quality,
 * reading (quantities as numeric(…, 6), qualities as codes).
 */
export const storedMeterRows = sql`(
  SELECT * FROM (
    SELECT m.metering_point_id, m.day_start + (s.i - 1) * m.minutes * interval '1 minute' AS ts,
           m.minutes, m.value[s.i] * 0.000001 AS value,
           coalesce(get_byte(m.quality, s.i - 1), 0) AS quality,
           m.production[s.i] * 0.000001 AS production,
           coalesce(get_byte(m.production_quality, s.i - 1), 0) AS production_quality,
           m.reading[s.i] * 0.000001 AS reading
    FROM meter_days m CROSS JOIN generate_subscripts(m.value, 1) AS s(i)
  ) u
  WHERE value IS NOT NULL OR quality <> 0 OR production IS NOT NULL OR production_quality <> 0
     OR reading IS NOT NULL
) r`;
