import type { Language } from '@energiaportaali/domain';

/** The accessibility statement's route in each language. */
export const statementPaths: Record<Language, string> = {
  fi: '/saavutettavuusseloste',
  sv: '/tillganglighetsutlatande',
  en: '/accessibility',
};

/** The language of the statement served at `pathname` (Finnish for any other path). */
export function statementLanguageOf(pathname: string): Language {
  const entry = Object.entries(statementPaths).find(([, path]) => path === pathname);
  return (entry?.[0] as Language | undefined) ?? 'fi';
}
