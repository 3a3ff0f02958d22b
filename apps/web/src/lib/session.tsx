import {
  fibreAvailabilitySchema,
  paths,
  userCompanySchema,
  userCustomerSchema,
  userRoles,
  type FibreAvailability,
  type UserCompany,
  type UserRole,
} from '@energiaportaali/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { z } from 'zod';
import { setUnauthorizedHandler } from '../api/client';
import { logout } from '../api/logout';

/** A customer relationship of a consumer or company user (from the login details call). */
export type CustomerRelationship = UserCompany;

/** A housing company a property manager represents (from the login details call). */
export interface HousingCompany {
  id: string;
  name: string;
  official: string;
}

/** The logged-in user as the client holds it. */
export interface SessionUser {
  role: UserRole;
  firstName: string;
  lastName: string;
  /** The user's e-mail address. */
  username: string;
  /** Consumer and company roles: the customers the user may see. */
  companies?: CustomerRelationship[];
  /** Property-manager roles: the housing companies of the office. */
  housingCompanies?: HousingCompany[];
  /** Consumer and company roles: the fibre products available at their addresses. */
  fibreAvailable?: FibreAvailability[];
}

export interface Session {
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
  /** Forgets the user in this tab (the server session is ended by the caller). */
  clear: () => void;
}

const storageKey = 'energiaportaali.user';

const storedUserSchema = z.object({
  role: z.enum(userRoles),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  companies: z.array(userCompanySchema).optional(),
  // Kept as strings, the client's key form of the server's numeric ids.
  housingCompanies: z.array(userCustomerSchema.extend({ id: z.string() })).optional(),
  fibreAvailable: z.array(fibreAvailabilitySchema).optional(),
});

function readStoredUser(): SessionUser | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (raw === null) return null;
    const parsed = storedUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function storeUser(user: SessionUser | null): void {
  if (user) window.sessionStorage.setItem(storageKey, JSON.stringify(user));
  else window.sessionStorage.clear();
}

const SessionContext = createContext<Session | null>(null);

export function fullName(user: SessionUser): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

// The menu's 'Kirjaudu ulos' is a full page load of the server's logout; the tab must forget the
// user before it leaves, whichever component renders that link.
function isLogoutLink(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('a')?.pathname === paths.logout;
}

/**
 * Holds the logged-in user (null: logged out), kept in sessionStorage so a reload keeps it.
 * A 401 or 403 from a data call while logged in ends the session and goes home.
 */
export function SessionProvider({
  initialUser,
  children,
}: {
  /** Undefined: the user stored in this tab, if any. */
  initialUser?: SessionUser | null;
  children: ReactNode;
}) {
  const [user, setUserState] = useState(() =>
    initialUser === undefined ? readStoredUser() : initialUser,
  );
  // The unauthorized handler runs outside React's render; it needs the user as of now.
  const userRef = useRef(user);

  const setUser = useCallback((next: SessionUser | null) => {
    userRef.current = next;
    storeUser(next);
    setUserState(next);
  }, []);
  const clear = useCallback(() => setUser(null), [setUser]);

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        // Anonymous pages (login landing, token pages) handle their own 401 and 403 answers.
        if (userRef.current === null) return;
        setUser(null);
        void logout().finally(() => window.location.assign(paths.home));
      }),
    [setUser],
  );

  useEffect(() => {
    function handleClick(event: MouseEvent) {
      if (isLogoutLink(event.target)) setUser(null);
    }
    document.addEventListener('click', handleClick, true);
    return () => document.removeEventListener('click', handleClick, true);
  }, [setUser]);

  const session = useMemo(() => ({ user, setUser, clear }), [user, setUser, clear]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is used outside SessionProvider');
  return session;
}
