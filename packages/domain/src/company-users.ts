import { z } from 'zod';

// The persons of a company manager's companies (spec 02 §2 'Company control panel', §3 'Company
// user (person)', §6, §7 GET /business/companyUsers, §9 pagination).

/** Person cards per page of 'Henkilöt' (spec 02 §9). */
export const personsPerPage = 5;

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

/** The persons of one page (1-based), and how many pages there are. */
export function personsPage<T>(persons: readonly T[], page: number): { items: T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(persons.length / personsPerPage));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * personsPerPage;
  return { items: persons.slice(start, start + personsPerPage), pages };
}
