import { migrateDatabase, type Database } from '../src/db/connection';

/** Brings a fresh database to the state every server test file starts from. */
export async function prepareTemplate(database: Database): Promise<void> {
  await migrateDatabase(database);
}
