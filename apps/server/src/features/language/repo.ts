import { eq } from 'drizzle-orm';
import type { Language } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';

/** Stores the user's chosen language. */
export async function storeUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
