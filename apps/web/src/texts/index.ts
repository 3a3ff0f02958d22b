import { fi } from './fi';
import { backOffice } from './fi-backoffice';

const fiCatalogue = { ...fi, backOffice };

/** Every text the UI shows; a second language is another object of this type. */
export type Texts = typeof fiCatalogue;

const catalogues = { fi: fiCatalogue } satisfies Record<string, Texts>;

/** The texts of the current language (Finnish only for now; a language switch would live here). */
export function useTexts(): Texts {
  return catalogues.fi;
}
