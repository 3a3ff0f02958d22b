import { z } from 'zod';

/** One entry of the 'Valitse pankkisi' list: where and what to post to the bank (spec 02 §3). */
export const bankSchema = z.object({
  name: z.string(),
  bankAuthUrl: z.string(),
  imgPath: z.string(),
  messageType: z.string(),
  version: z.string(),
  vendorId: z.string(),
  languageCode: z.string(),
  identifier: z.string(),
  idType: z.string(),
  returnLink: z.string(),
  cancelLink: z.string(),
  rejectLink: z.string(),
  keyVersion: z.string(),
  algorithmType: z.string(),
  mac: z.string(),
});

/** The answer of `GET /auth/:flow/tupas/banks`. */
export const bankListSchema = z.array(bankSchema);

export type Bank = z.infer<typeof bankSchema>;

/**
 * The Tupas request fields in the order their MAC covers them, each with the Bank entry field it
 * carries; the form posted to the bank adds A01Y_MAC (the entry's `mac`) last.
 */
export const tupasRequestFields = [
  ['A01Y_ACTION_ID', 'messageType'],
  ['A01Y_VERS', 'version'],
  ['A01Y_RCVID', 'vendorId'],
  ['A01Y_LANGCODE', 'languageCode'],
  ['A01Y_STAMP', 'identifier'],
  ['A01Y_IDTYPE', 'idType'],
  ['A01Y_RETLINK', 'returnLink'],
  ['A01Y_CANLINK', 'cancelLink'],
  ['A01Y_REJLINK', 'rejectLink'],
  ['A01Y_KEYVERS', 'keyVersion'],
  ['A01Y_ALG', 'algorithmType'],
] as const satisfies readonly (readonly [string, keyof Bank])[];

/** Every field of the form posted to the bank: the request fields, then A01Y_MAC. */
export const tupasFormFields = [...tupasRequestFields, ['A01Y_MAC', 'mac']] as const;
