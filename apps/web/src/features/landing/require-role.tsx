import { paths, type UserRole } from '@energiaportaali/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { LoginType } from '../../api/login';
import { useUserDetailsQuery } from '../../api/user-details';
import { useSession, type SessionUser } from '../../lib/session';

function loginTypeOf(role: UserRole): LoginType {
  if (role === 'consumer') return 'consumer';
  return role === 'remUser' || role === 'remCompany' ? 'rem' : 'company';
}

// The stored user shows at once; the fresh details replace it when they arrive, and a 401 or 403
// of that call (an ended server session) logs the user out.
function LatestUser({
  user,
  children,
}: {
  user: SessionUser;
  children: (user: SessionUser) => ReactNode;
}) {
  const details = useUserDetailsQuery(loginTypeOf(user.role));
  return children(details.data ?? user);
}

/**
 * Renders its page for the given roles only (logged out → home, another role → /forbidden) with
 * the user's latest details.
 * The server still checks every call; this only keeps people off pages that would fail.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly UserRole[];
  children: (user: SessionUser) => ReactNode;
}) {
  const { user } = useSession();
  if (!user) return <Navigate to={paths.home} replace />;
  if (!roles.includes(user.role)) return <Navigate to={paths.forbidden} replace />;
  return <LatestUser user={user}>{children}</LatestUser>;
}
