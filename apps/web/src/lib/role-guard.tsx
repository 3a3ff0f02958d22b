import { paths, type UserRole } from '@energiaportaali/domain';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './session';

type Admission = 'admitted' | 'logged-out' | 'other-role';

/**
 * Renders a page for the given roles only: logged out → home (or `loggedOutTo`, e.g. the back
 * office's own login), another role → /forbidden.
 * Decided once, when the page opens: if a data call then ends the session (401), the page stays
 * to show its 'Kirjaudutaan ulos ...' text while the session provider takes the browser home.
 * The server still checks every call; this only keeps people off pages that would fail.
 */
export function RoleGuard({
  roles,
  loggedOutTo = paths.home,
  children,
}: {
  roles: readonly UserRole[];
  loggedOutTo?: string;
  children: ReactNode;
}) {
  const { user } = useSession();
  const [admission] = useState<Admission>(() => {
    if (!user) return 'logged-out';
    return roles.includes(user.role) ? 'admitted' : 'other-role';
  });
  if (admission === 'logged-out') return <Navigate to={loggedOutTo} replace />;
  if (admission === 'other-role') return <Navigate to={paths.forbidden} replace />;
  return children;
}
