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
