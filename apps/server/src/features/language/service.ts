import { languageNotOfferedCode, type Language } from '@energiaportaali/domain';
import { refreshUserSessions } from '../../auth/sessions';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { badRequest } from '../../errors';
import { messages } from '../../messages';
import { storeUserLanguage } from './repo';

/**
 * The language chosen in the switch: one the portal offers, stored on a logged-in user (every
 * process then reads the user's sessions again, so the next request already has it).
 */
export async function chooseLanguageFor(
  db: Db,
  user: SessionUser | null,
  language: Language,
  offered: readonly Language[],
): Promise<void> {
  if (!offered.includes(language)) {
    throw badRequest({ code: languageNotOfferedCode, message: messages.languageNotOffered });
  }
  if (!user) return;
  await storeUserLanguage(db, user.id, language);
  await refreshUserSessions(db, user.id);
}
