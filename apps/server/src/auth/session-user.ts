import type { UserRole } from '@energiaportaali/domain';

/** The logged-in user as every route and the access module see it. */
export interface SessionUser {
  id: string;
  role: UserRole;
  email: string;
  firstName: string;
  lastName: string;
}
