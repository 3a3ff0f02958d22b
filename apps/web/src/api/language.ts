import { languageAnswerSchema, type Language } from '@energiaportaali/domain';
import { apiRequest } from './client';

const languagePath = '/api/language';

/** The request's language as the server sees it (after a login: the user's stored choice). */
export function fetchLanguage() {
  return apiRequest(languagePath, languageAnswerSchema);
}

/** Chooses the portal's language: stored on a logged-in user and in the browser's cookie. */
export function saveLanguage(language: Language) {
  return apiRequest(languagePath, languageAnswerSchema, { method: 'PUT', body: { language } });
}
