import type { Database } from '../db/connection';

export interface DemoWorldOptions {
  /** First day of meter data (default 2020-01-01); tests use a shorter window. */
  meterDataFrom?: Date;
  /** Day after the last day of meter data (default: today, so data runs to yesterday). */
  meterDataTo?: Date;
  logger?: { info(message: string): void };
}

/** Fills an empty, migrated database with the demo world; leaves a filled one untouched. */
export async function ensureDemoWorld(
  _database: Database,
  _options: DemoWorldOptions = {},
): Promise<{ seeded: boolean }> {
  return { seeded: false };
}
