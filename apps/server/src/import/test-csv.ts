// Test support for the import suites: CSV files in a temporary folder, Helsinki wall times.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { helsinkiOffsetMs } from '../demo/helsinki-time';

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
