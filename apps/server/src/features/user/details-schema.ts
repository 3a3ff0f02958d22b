import { z } from 'zod';
import { userRoles } from '@energiaportaali/domain';

/** GET /api/user/details/:type → 200 (identity contract; spec 01 §3 "Login response"). */
export const userDetailsSchema = z
  .object({
    userData: z.object({
      kind: z.enum(userRoles),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    }),
    companies: z
      .array(
        z.object({
          customerIdentifier: z.string(),
          customerName: z.string(),
          identifier: z.string(),
        }),
      )
      .optional(),
    clients: z
      .array(
        z.object({
          customerships: z.array(
            z.object({
              customer: z.object({ id: z.number(), name: z.string(), official: z.string() }),
            }),
          ),
        }),
      )
      .optional(),
    name: z.string(),
  })
  .strict();

export type UserDetails = z.infer<typeof userDetailsSchema>;
