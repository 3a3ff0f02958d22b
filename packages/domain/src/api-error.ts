import { z } from 'zod';

/** The one error shape every API answer uses: a stable code, a Finnish message and field errors. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The login callback's refusal when this browser's login state is missing, expired or not the
 * one the answer belongs to (started in another tab or under another address): start again.
 */
export const loginStateLostCode = 'LOGIN_STATE_LOST';
