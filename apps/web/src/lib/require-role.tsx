import { loginTypeOfRole, type UserRole } from '@energiaportaali/domain';
import type { ReactNode } from 'react';
import { useUserDetailsQuery } from '../api/user-details';
import { RoleGuard } from './role-guard';
import { useSession, type SessionUser } from './session';

// The stored user shows at once; the fresh details replace it when they arrive, and a 401 or 403
// of that call (an ended server session) logs the user out.
function LatestUser({
  user,
  children,
}: {
  user: SessionUser;
  children: (user: SessionUser) => ReactNode;
}) {
  const details = useUserDetailsQuery(loginTypeOfRole[user.role]);
  return children(details.data ?? user);
}

/**
 * Renders its page for the given roles only (admission as RoleGuard decides it) with the user's
 * latest details.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly UserRole[];
  children: (user: SessionUser) => ReactNode;
}) {
  const { user } = useSession();
  return (
    <RoleGuard roles={roles}>{user && <LatestUser user={user}>{children}</LatestUser>}</RoleGuard>
  );
}
