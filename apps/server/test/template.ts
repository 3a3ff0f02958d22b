import { runCostRefreshes } from '../src/cost/stored-cost';
import { migrateDatabase, type Database } from '../src/db/connection';
import { parseEnv } from '../src/config/env';
import { ensureMeterDataPartitions, serverPartitionRange } from '../src/db/meter-data-partitions';
import { ensureDemoWorld } from '../src/demo';
import { helsinkiFields, helsinkiMidnight, helsinkiStartOfDay } from '@energiaportaali/domain';

/** The key the template hashes identity codes with: the server's development default. */
export const testIdentityCodeKey = parseEnv({}).env.IDENTITY_CODE_KEY;

/**
 * The test world's meter data: from the 1st of this month a year ago up to yesterday. Short
 * enough to build in seconds, long enough to hold a spring and an autumn DST change and the
 * whole current year with its previous-year comparison.
 */
export function testMeterDataWindow(today: Date): { from: Date; to: Date } {
  const { year, month } = helsinkiFields(today.getTime());
  return { from: helsinkiMidnight(year, month - 12, 1), to: helsinkiStartOfDay(today) };
}

/** Brings a fresh database to the state every server test file starts from on `today`. */
export async function prepareTemplate(database: Database, today: Date): Promise<void> {
  await migrateDatabase(database);
  await runCostRefreshes(database.db);
  const window = testMeterDataWindow(today);
  // On PostgreSQL every test reads and writes the partitioned meter_days, as the server does.
  await ensureMeterDataPartitions(database, serverPartitionRange(today, window.from));
  await ensureDemoWorld(database, {
    identityCodeKey: testIdentityCodeKey,
    today,
    meterDataFrom: window.from,
    meterDataTo: window.to,
  });
}
