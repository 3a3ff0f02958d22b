import { z } from 'zod';
import { userRoles, type UserRole } from './navigation';

/** A customer relationship of a consumer or company user. */
export const userCompanySchema = z.object({
  customerIdentifier: z.string(),
  customerName: z.string(),
  identifier: z.string(),
});

/** A housing company a property manager represents. */
export const userCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  official: z.string(),
});

/** Where fibre can be ordered and which kind (spec 01 §3 'fibreAvailableList'). */
export const fibreAvailabilitySchema = z.object({ type: z.string(), address: z.string() });
export type FibreAvailability = z.infer<typeof fibreAvailabilitySchema>;

const userDataSchema = z.object({
  kind: z.enum(userRoles),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

/** GET /api/user/details/:type → 200 (identity contract; spec 01 §3 "Login response"). */
export const userDetailsSchema = z
  .object({
    userData: userDataSchema,
    companies: z.array(userCompanySchema).optional(),
    clients: z
      .array(z.object({ customerships: z.array(z.object({ customer: userCustomerSchema })) }))
      .optional(),
    name: z.string(),
    /** Consumer and company roles: the fibre products available at their addresses. */
    fibreAvailableList: z.array(fibreAvailabilitySchema).optional(),
  })
  .strict();

export type UserDetails = z.infer<typeof userDetailsSchema>;
export type UserCompany = z.infer<typeof userCompanySchema>;

/**
 * The same answer as a client reads it: a role it does not know still parses (the page sends
 * it to /forbidden), the names may be missing or null, and fields it does not know are dropped.
 */
export const userDetailsAnswerSchema = z.object({
  ...userDetailsSchema.shape,
  userData: z.object({
    ...userDataSchema.shape,
    kind: z.string(),
    firstName: z.string().nullish(),
    lastName: z.string().nullish(),
  }),
  name: z.string().optional(),
});

export type UserDetailsAnswer = z.infer<typeof userDetailsAnswerSchema>;

/** The login entries of the portal, one per group of roles (spec 01 §6, spec 02 §6): each has its
 * own return page and details call. */
export const loginTypes = ['consumer', 'company', 'rem', 'operator'] as const;
export type LoginType = (typeof loginTypes)[number];

/** The page each login entry returns to from the login server. */
export const loginReturnPaths = {
  consumer: '/kirjaudu',
  company: '/yritys/kirjaudu',
  rem: '/isannointi/kirjaudu',
  operator: '/asiakaspalvelu/kirjaudu',
} as const satisfies Record<LoginType, string>;

/** The login entry where an account of each role logs in. */
export const loginTypeOfRole = {
  consumer: 'consumer',
  companyUser: 'company',
  companyManager: 'company',
  remUser: 'rem',
  remCompany: 'rem',
  operator: 'operator',
} as const satisfies Record<UserRole, LoginType>;

/** GET /api/auth/entry → 200: the login entry that fits the logged-in account's role. */
export const loginEntrySchema = z
  .object({
    type: z.enum(loginTypes),
    path: z.enum(Object.values(loginReturnPaths) as [string, ...string[]]),
  })
  .strict();
export type LoginEntry = z.infer<typeof loginEntrySchema>;

/** The login entry (type and return page) where an account of `role` logs in. */
export function loginEntryOfRole(role: UserRole): LoginEntry {
  const type = loginTypeOfRole[role];
  return { type, path: loginReturnPaths[type] };
}
