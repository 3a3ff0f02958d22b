import type { UserRole } from '@energiaportaali/domain';

/**
 * The logged-in user as every route and the access module see it; `Role` narrows it to the roles
 * a route admits (`SessionUser<'consumer'>`), so a service taking one needs no role check.
 */
export interface SessionUser<Role extends UserRole = UserRole> {
  id: string;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
}

export type ConsumerUser = SessionUser<'consumer'>;
export type OperatorUser = SessionUser<'operator'>;

/** Who may call a route (its `config.auth`): `'user'` any logged-in role, else the roles listed. */
export type RouteAuth = 'user' | readonly UserRole[];

/** The user of a route declaring `auth`: signed in, in one of its roles. */
export type UserOfAuth<Auth extends RouteAuth> = SessionUser<
  Auth extends readonly (infer Role extends UserRole)[] ? Role : UserRole
>;

/** `request.user` of a route with this `config`: narrowed when it declares `auth`, else maybe null. */
export type UserOfRoute<Config> = Config extends { auth: infer Auth extends RouteAuth }
  ? UserOfAuth<Auth>
  : SessionUser | null;
