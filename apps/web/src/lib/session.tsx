import type { UserRole } from '@energiaportaali/domain';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setUnauthorizedHandler } from '../api/client';

/** The logged-in user as the client holds it. */
export interface SessionUser {
  role: UserRole;
  firstName: string;
  lastName: string;
  /** The user's e-mail address. */
  username: string;
}

export interface Session {
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
}

const SessionContext = createContext<Session | null>(null);

export function fullName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Holds the logged-in user (null: logged out); a 401 or 403 from any API call logs out. */
export function SessionProvider({
  initialUser = null,
  children,
}: {
  initialUser?: SessionUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);

  useEffect(() => setUnauthorizedHandler(() => setUser(null)), []);

  const session = useMemo(() => ({ user, setUser }), [user]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider');
  return session;
}
