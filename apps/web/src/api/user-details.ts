import {
  userDetailsAnswerSchema,
  userRoles,
  type LoginType,
  type UserDetailsAnswer,
  type UserRole,
} from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../lib/session';
import { apiRequest, unwrap } from './client';

/** 200 of GET /api/user/details/{type} (spec 01 §3); 204 validates as null. */
const userDetailsSchema = userDetailsAnswerSchema.nullable();

export type UserDetails = UserDetailsAnswer;

/** The logged-in user's details for a login type; `refresh` asks the server to reload them. */
export function fetchUserDetails(type: LoginType, refresh = false) {
  return apiRequest(`/api/user/details/${type}?refresh=${refresh}`, userDetailsSchema);
}

function isUserRole(kind: string): kind is UserRole {
  return (userRoles as readonly string[]).includes(kind);
}

// The optional full name is split on its first space (spec 01 §3).
function splitName(name: string): [string, string] {
  const space = name.indexOf(' ');
  return space < 0 ? [name, ''] : [name.slice(0, space), name.slice(space + 1)];
}

/** The session user of a details answer; null when its role is none the portal knows. */
export function toSessionUser(details: UserDetails): SessionUser | null {
  const { userData, companies, clients, name, fibreAvailableList } = details;
  if (!isUserRole(userData.kind)) return null;
  const [nameFirst, nameLast] = splitName(name ?? '');
  return {
    role: userData.kind,
    firstName: userData.firstName || nameFirst,
    lastName: userData.lastName || nameLast,
    username: userData.email,
    companies,
    // The server's ids are numbers; the client only uses them as keys.
    housingCompanies: clients?.flatMap((client) =>
      client.customerships.map(({ customer }) => ({ ...customer, id: String(customer.id) })),
    ),
    fibreAvailable: fibreAvailableList,
  };
}

/**
 * The logged-in user's details, fresh from the server (a 401 here logs out). Null: no details
 * for this login type, or a role the portal does not know.
 */
export function useUserDetailsQuery(type: LoginType) {
  return useQuery({
    queryKey: ['user-details', type],
    queryFn: async () => unwrap(await fetchUserDetails(type)),
    select: (details) => (details ? toSessionUser(details) : null),
  });
}
