import { z } from 'zod';

/** The languages the portal has texts for; portal.config.json offers any of them, default first. */
export const languages = ['fi', 'sv', 'en'] as const;
export type Language = (typeof languages)[number];

export const languageSchema = z.enum(languages);

/** The default when nothing else says: Finnish. */
export const defaultLanguage: Language = 'fi';

/**
 * The Intl locale of each language: Finland's conventions in every one (sv-FI writes dates as
 * 5.1.2026; sv-SE would write 2026-01-05).
 */
export const languageLocales: Record<Language, string> = {
  fi: 'fi-FI',
  sv: 'sv-FI',
  en: 'en-FI',
};

/** Each language in its own name, as a language switch shows it. */
export const languageNames: Record<Language, string> = {
  fi: 'Suomi',
  sv: 'Svenska',
  en: 'English',
};

const collators = new Map<Language, Intl.Collator>();

/** Compares texts in the language's order, numbers by value: 'Tie 2' before 'Tie 10'. */
export function textCollator(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(languageLocales[language], { numeric: true });
    collators.set(language, collator);
  }
  return collator;
}

/** Whether a value names a language the portal has texts for. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The cookie that keeps an anonymous visitor's choice (a year, SameSite=Lax, Path=/). */
export const languageCookieName = 'lang';

/** PUT /api/language: the language chosen in the switch. */
export const languageChoiceSchema = z.object({ language: languageSchema }).strict();
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** PUT /api/language → 400 with this code: a language the portal has texts for but does not offer. */
export const languageNotOfferedCode = 'LANGUAGE_NOT_OFFERED';

/** GET /api/language → 200: the request's language (a logged-in user's stored one first). */
export const languageAnswerSchema = z.object({ language: languageSchema }).strict();
export type LanguageAnswer = z.infer<typeof languageAnswerSchema>;
