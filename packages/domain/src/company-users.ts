import { z } from 'zod';

// The persons of a company manager's companies (spec 02 §2 'Company control panel', §3 'Company
// user (person)', §6, §7 GET /business/companyUsers); they are paged with `cardPage`.

/** A person of the manager's companies; `admin` is a company's 'Pääkäyttäjä'. */
export const companyPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  /** Only the companies the asking manager acts for too. */
  companies: z.array(z.object({ companyName: z.string(), businessId: z.string() })),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

/** GET /api/business/companyUsers: admins first, then by name. */
export const companyPersonsSchema = z.array(companyPersonSchema);
