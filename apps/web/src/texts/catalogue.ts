import { fi } from './fi';
import { backOffice } from './fi-backoffice';

/** The Finnish catalogue: the source every other language mirrors key by key. */
export const fiCatalogue = { ...fi, backOffice };

/** Every text the UI shows; each language is one object of this type, checked by the compiler. */
export type Texts = typeof fiCatalogue;
