import { z } from 'zod';

// PostgreSQL's text types cannot hold U+0000 (the insert fails), and a UTF-16 half without its
// pair has no UTF-8 form (the driver would silently store U+FFFD instead).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a text holding a character that cannot be stored. */
export const textMessages = {
  unstorable: 'Kenttä sisältää merkkejä, joita ei voi tallentaa',
} as const;

/** True when the text can be stored as it is: no NUL character and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/** A string the database can store (no NUL, no lone surrogate), with an optional own message. */
export const storableText = (message: string = textMessages.unstorable) =>
  z.string().refine(isStorableText, message);
