import { z } from 'zod';
import { isStorableText } from './text';

// The super user's managers (spec 02 §2 'Super user dashboard', §3 'Manager record', §4, §7
// GET /user/myRemUsers and DELETE /user/{email}, §8).

/** The list's and the removal's texts the spec gives. */
export const officeStaffMessages = {
  loadFailed: 'Yhteysvirheitä isännöintitietoja ladatessa',
  noManagers: 'Ei lisättyjä isännöitsijöitä',
  removed: (name: string) => `Isännöitsijä ${name} poistettu`,
  added: (name: string) => `Isännöitsijä ${name} lisätty`,
  userNotFound: 'Käyttäjää ei löytynyt',
  removeFailed: 'Virhe käyttäjätunnusta poistaessa',
  /** A manager tried to attach a housing company the office already holds (not in the spec). */
  alreadyInOffice:
    'Taloyhtiö on jo toimistonne asiakkaana. Toimistonne pääkäyttäjä voi lisätä sen sinun taloyhtiöihisi.',
} as const;

/** 409 of POST /api/remcompany/addClient: the office holds it; the super user assigns it. */
export const alreadyInOfficeCode = 'ALREADY_IN_OFFICE';

/** The error code of a removal whose manager is not (or no longer) the office's. */
export const userNotFoundCode = 'USER_NOT_FOUND';

/** A manager of the office with the housing companies assigned to them. */
export const managerRecordSchema = z.object({
  remUser: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  clients: z.array(
    z.object({
      customerships: z.array(
        z.object({ customer: z.object({ id: z.number(), name: z.string() }) }),
      ),
    }),
  ),
});
export type ManagerRecord = z.infer<typeof managerRecordSchema>;

/** GET /api/user/myRemUsers: the office's managers, by name. */
export const managerListSchema = z.array(managerRecordSchema);

/** Path of DELETE /api/user/{email}. */
export const userEmailParamsSchema = z
  .object({ email: z.string().trim().min(3).max(320).refine(isStorableText) })
  .strict();
