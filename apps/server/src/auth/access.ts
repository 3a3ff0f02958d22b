// THE access module (ARCHITECTURE §4): every data endpoint asks here whether its user may see a
// resource. Each check is one parameterised query over the user's customer scope.
//
// Resources are named by a `number` (the internal primary key, e.g. from an earlier query) or a
// `string` (the public key a URL carries: a metering point's `identifier`, a business id). A
// route parameter is always a string, so URLs can only ever name resources by their public key.
import { and, asc, eq, inArray, Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import {
  customers,
  meteringPoints,
  officeHousingCompanies,
  officeStaff,
  propertyManagerOffices,
  staffHousingCompanies,
  userCustomers,
  users,
} from '../db/schema';
import { forbidden } from '../errors';
import type { SessionUser } from './session-user';

/** An internal id (number) or a public key (string: metering point identifier or business id). */
export type ResourceRef = number | string;

export type MeteringPoint = typeof meteringPoints.$inferSelect;
export type Customer = typeof customers.$inferSelect;
type CustomerKind = Customer['kind'];
type Utility = MeteringPoint['utility'];

export interface MeteringPointFilter {
  /** Only this customer's points (id or business id); a customer the user may not see gives none. */
  customer?: ResourceRef;
  utility?: Utility;
}

// The one kind of customer each role acts for; a stray link to another kind grants nothing.
// Customer service (operator) acts for no customer: its back-office routes declare the role.
const scopeKind = {
  consumer: 'person',
  companyUser: 'company',
  companyManager: 'company',
  remUser: 'housing_company',
  remCompany: 'housing_company',
  operator: null,
} as const satisfies Record<SessionUser['role'], CustomerKind | null>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Ids outside int4 or malformed uuids would make PostgreSQL throw; they name nothing, so the
// answer is "no" without a query (and without a 500 that would tell them apart).
const isInternalId = (ref: number) => Number.isInteger(ref) && ref > 0 && ref <= 2_147_483_647;

/**
 * A user as a statement built once per shape sees it (db/query.ts `queryStatement`): the role
 * fixed, the id a placeholder filled on each run.
 */
export interface UserTemplate {
  role: SessionUser['role'];
  id: Placeholder;
}

/**
 * Customer ids the user acts for: consumer and company roles through user_customers, remUser
 * through the housing companies assigned to them, remCompany through all of its office's.
 */
function scopeCustomerIds(db: Db, user: SessionUser | UserTemplate): SQLWrapper {
  const scoped = alias(customers, 'scope_customers');
  const kind = scopeKind[user.role];
  if (kind === null) {
    return db
      .select({ id: scoped.id })
      .from(scoped)
      .where(sql`false`);
  }
  const ofKind = eq(scoped.kind, kind);
  switch (user.role) {
    case 'consumer':
    case 'companyUser':
    case 'companyManager':
      return db
        .select({ id: userCustomers.customerId })
        .from(userCustomers)
        .innerJoin(scoped, eq(scoped.id, userCustomers.customerId))
        .where(and(eq(userCustomers.userId, user.id), ofKind));
    case 'remUser':
      return db
        .select({ id: staffHousingCompanies.customerId })
        .from(staffHousingCompanies)
        .innerJoin(scoped, eq(scoped.id, staffHousingCompanies.customerId))
        .where(and(eq(staffHousingCompanies.userId, user.id), ofKind));
    case 'remCompany':
      return db
        .select({ id: officeHousingCompanies.customerId })
        .from(officeStaff)
        .innerJoin(
          officeHousingCompanies,
          eq(officeHousingCompanies.officeId, officeStaff.officeId),
        )
        .innerJoin(scoped, eq(scoped.id, officeHousingCompanies.customerId))
        .where(and(eq(officeStaff.userId, user.id), ofKind));
    case 'operator':
      throw new Error('unreachable: operator has no customer scope');
  }
}

/** The office the user works at (office_staff allows one per user). */
const officeOf = (db: Db, user: SessionUser) =>
  db.select({ id: officeStaff.officeId }).from(officeStaff).where(eq(officeStaff.userId, user.id));

function meteringPointMatch(ref: ResourceRef): SQL | null {
  if (typeof ref === 'string') return eq(meteringPoints.identifier, ref);
  return isInternalId(ref) ? eq(meteringPoints.id, ref) : null;
}

function customerMatch(ref: ResourceRef | Placeholder): SQL | null {
  if (typeof ref === 'string' || ref instanceof Placeholder) return eq(customers.businessId, ref);
  return isInternalId(ref) ? eq(customers.id, ref) : null;
}

function officeMatch(ref: ResourceRef): SQL | null {
  if (typeof ref === 'string') return eq(propertyManagerOffices.businessId, ref);
  return isInternalId(ref) ? eq(propertyManagerOffices.id, ref) : null;
}

async function firstId<Id>(query: Promise<{ id: Id }[]>): Promise<Id | null> {
  const [row] = await query;
  return row?.id ?? null;
}

async function visibleMeteringPointId(
  db: Db,
  user: SessionUser,
  ref: ResourceRef,
  customer?: ResourceRef,
): Promise<number | null> {
  const match = meteringPointMatch(ref);
  const visible = meteringPointVisibility(db, user, customer);
  if (!match || !visible) return null;
  return firstId(
    db.select({ id: meteringPoints.id }).from(meteringPoints).where(and(match, visible)).limit(1),
  );
}

async function visibleCustomerId(
  db: Db,
  user: SessionUser,
  kind: CustomerKind,
  ref: ResourceRef,
): Promise<number | null> {
  const match = customerMatch(ref);
  if (!match) return null;
  return firstId(
    db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(match, eq(customers.kind, kind), inArray(customers.id, scopeCustomerIds(db, user))),
      )
      .limit(1),
  );
}

async function visiblePersonId(
  db: Db,
  user: SessionUser,
  personUserId: string,
): Promise<string | null> {
  if (personUserId === user.id) return user.id;
  if (!uuidPattern.test(personUserId)) return null;
  if (user.role === 'companyManager') {
    return firstId(
      db
        .select({ id: userCustomers.userId })
        .from(userCustomers)
        .where(
          and(
            eq(userCustomers.userId, personUserId),
            inArray(userCustomers.customerId, scopeCustomerIds(db, user)),
          ),
        )
        .limit(1),
    );
  }
  if (user.role === 'remCompany') {
    return firstId(
      db
        .select({ id: officeStaff.userId })
        .from(officeStaff)
        .where(
          and(
            eq(officeStaff.userId, personUserId),
            inArray(officeStaff.officeId, officeOf(db, user)),
          ),
        )
        .limit(1),
    );
  }
  return null;
}

async function visibleOfficeId(
  db: Db,
  user: SessionUser,
  ref: ResourceRef,
): Promise<number | null> {
  const match = officeMatch(ref);
  if (!match || (user.role !== 'remUser' && user.role !== 'remCompany')) return null;
  return firstId(
    db
      .select({ id: propertyManagerOffices.id })
      .from(propertyManagerOffices)
      .where(and(match, inArray(propertyManagerOffices.id, officeOf(db, user))))
      .limit(1),
  );
}

// ---------------------------------------------------------------- checks

/** May the user see this metering point (internal id or public `identifier`)? */
export async function canSeeMeteringPoint(
  db: Db,
  user: SessionUser,
  meteringPoint: ResourceRef,
): Promise<boolean> {
  return (await visibleMeteringPointId(db, user, meteringPoint)) !== null;
}

/** May the user see this company (customer id or business id)? Company roles only. */
export async function canSeeCompany(
  db: Db,
  user: SessionUser,
  company: ResourceRef,
): Promise<boolean> {
  return (await visibleCustomerId(db, user, 'company', company)) !== null;
}

/** May the user see this housing company (customer id or business id)? remUser: assigned; remCompany: the office's. */
export async function canSeeHousingCompany(
  db: Db,
  user: SessionUser,
  housingCompany: ResourceRef,
): Promise<boolean> {
  return (await visibleCustomerId(db, user, 'housing_company', housingCompany)) !== null;
}

/** Themselves; a companyManager also the persons of their companies, a remCompany its office's staff. */
export async function canSeePerson(
  db: Db,
  user: SessionUser,
  personUserId: string,
): Promise<boolean> {
  return (await visiblePersonId(db, user, personUserId)) !== null;
}

/** May the user see this property manager office (id or business id)? Its staff and remCompany only. */
export async function canSeeOffice(
  db: Db,
  user: SessionUser,
  office: ResourceRef,
): Promise<boolean> {
  return (await visibleOfficeId(db, user, office)) !== null;
}

// ---------------------------------------------------------------- asserts
// A resource that does not exist gets the same 403 as someone else's, so ids cannot be probed.
// Each returns the resource's internal id for the service's next query.

/**
 * The metering point's internal id, or 403 (also when it does not exist). With `customer` (a
 * company or housing company view) the point must also belong to that visible customer.
 */
export async function assertCanSeeMeteringPoint(
  db: Db,
  user: SessionUser,
  meteringPoint: ResourceRef,
  customer?: ResourceRef,
): Promise<number> {
  return (await visibleMeteringPointId(db, user, meteringPoint, customer)) ?? fail();
}

/** The company's customer id, or 403 (also when it does not exist). */
export async function assertCanSeeCompany(
  db: Db,
  user: SessionUser,
  company: ResourceRef,
): Promise<number> {
  return (await visibleCustomerId(db, user, 'company', company)) ?? fail();
}

/** The housing company's customer id, or 403 (also when it does not exist). */
export async function assertCanSeeHousingCompany(
  db: Db,
  user: SessionUser,
  housingCompany: ResourceRef,
): Promise<number> {
  return (await visibleCustomerId(db, user, 'housing_company', housingCompany)) ?? fail();
}

/** The person's user id, or 403 (also when no such user exists). */
export async function assertCanSeePerson(
  db: Db,
  user: SessionUser,
  personUserId: string,
): Promise<string> {
  return (await visiblePersonId(db, user, personUserId)) ?? fail();
}

/** The office's id, or 403 (also when it does not exist). */
export async function assertCanSeeOffice(
  db: Db,
  user: SessionUser,
  office: ResourceRef,
): Promise<number> {
  return (await visibleOfficeId(db, user, office)) ?? fail();
}

function fail(): never {
  throw forbidden();
}

// ---------------------------------------------------------------- lists

/**
 * The condition "this `metering_points` row is visible to the user" (with `customer`: and belongs
 * to that customer), for a read that folds the access check into its own statement — the
 * consumption views do, to stay one query. Null when `customer` is no valid reference. In a
 * statement built once per shape the user is a `UserTemplate` and the customer a placeholder
 * for its business id.
 */
export function meteringPointVisibility(
  db: Db,
  user: SessionUser | UserTemplate,
  customer?: ResourceRef | Placeholder,
): SQL | null {
  const conditions = [inArray(meteringPoints.customerId, scopeCustomerIds(db, user))];
  if (customer !== undefined) {
    const match = customerMatch(customer);
    if (!match) return null;
    const named = db.select({ id: customers.id }).from(customers).where(match);
    conditions.push(inArray(meteringPoints.customerId, named));
  }
  return and(...conditions) ?? null;
}

/** Every metering point the user may see, in id order; `filter` narrows, never widens. */
export async function visibleMeteringPoints(
  db: Db,
  user: SessionUser,
  filter: MeteringPointFilter = {},
): Promise<MeteringPoint[]> {
  const visible = meteringPointVisibility(db, user, filter.customer);
  if (!visible) return [];
  const utilityMatch = filter.utility ? eq(meteringPoints.utility, filter.utility) : undefined;
  return db
    .select()
    .from(meteringPoints)
    .where(and(visible, utilityMatch))
    .orderBy(asc(meteringPoints.id));
}

/** The companies a company role acts for, in id order; empty for the other roles. */
export function visibleCompanies(db: Db, user: SessionUser): Promise<Customer[]> {
  return visibleCustomers(db, user, 'company');
}

/** The customers the user acts for in its role: a consumer's own person, a company role's companies … */
export async function actingCustomers(db: Db, user: SessionUser): Promise<Customer[]> {
  const kind = scopeKind[user.role];
  return kind === null ? [] : visibleCustomers(db, user, kind);
}

/** remUser: their assigned housing companies; remCompany: all of its office's; others none. */
export function visibleHousingCompanies(db: Db, user: SessionUser): Promise<Customer[]> {
  return visibleCustomers(db, user, 'housing_company');
}

function visibleCustomers(db: Db, user: SessionUser, kind: CustomerKind): Promise<Customer[]> {
  return db
    .select()
    .from(customers)
    .where(and(eq(customers.kind, kind), inArray(customers.id, scopeCustomerIds(db, user))))
    .orderBy(asc(customers.id));
}

export type Office = typeof propertyManagerOffices.$inferSelect;

/** The office the property manager works at, or 403 (other roles, or no office). */
export async function assertActingOffice(db: Db, user: SessionUser): Promise<Office> {
  return (await actingOffice(db, user)) ?? fail();
}

/** The office a property manager (remUser or remCompany) works at; null for other roles. */
export async function actingOffice(db: Db, user: SessionUser): Promise<Office | null> {
  if (user.role !== 'remUser' && user.role !== 'remCompany') return null;
  const [office] = await db
    .select()
    .from(propertyManagerOffices)
    .where(inArray(propertyManagerOffices.id, officeOf(db, user)))
    .limit(1);
  return office ?? null;
}

// ---------------------------------------------------------------- company persons

/** The companies whose persons the user manages: a companyManager's own; 403 for other roles. */
export async function assertManagedCompanies(db: Db, user: SessionUser): Promise<Customer[]> {
  if (user.role !== 'companyManager') fail();
  return visibleCustomers(db, user, 'company');
}

/**
 * What a companyManager does to a person: `edit` names or add companies, `email` change the
 * address the person logs in with, `remove` take companies away (or the whole person).
 */
export type PersonChange = 'edit' | 'email' | 'remove';

/**
 * Why not: `notManaged` (nobody, or no company person of the manager's companies), `admin` (a
 * 'Pääkäyttäjä' of one of them), `self` (a manager takes nothing away from themselves),
 * `sharedAccount` (the login is also another company's, which the new address would take over).
 */
export type PersonChangeRefusal = 'notManaged' | 'admin' | 'self' | 'sharedAccount';

/** May the user make these changes to the person? Null when allowed, else the first refusal. */
export async function personChangeRefusal(
  db: Db,
  user: SessionUser,
  personUserId: string,
  changes: readonly PersonChange[],
): Promise<PersonChangeRefusal | null> {
  if (user.role !== 'companyManager' || !uuidPattern.test(personUserId)) return 'notManaged';
  const managed = new Set((await visibleCustomers(db, user, 'company')).map(({ id }) => id));
  const links = await db
    .select({ customerId: userCustomers.customerId, personRole: userCustomers.personRole })
    .from(userCustomers)
    .innerJoin(users, eq(users.id, userCustomers.userId))
    .where(
      and(
        eq(userCustomers.userId, personUserId),
        inArray(users.role, ['companyUser', 'companyManager']),
      ),
    );
  const shared = links.filter((link) => managed.has(link.customerId));
  if (shared.length === 0) return 'notManaged';
  if (shared.some((link) => link.personRole === 'admin')) return 'admin';
  if (changes.includes('remove') && personUserId === user.id) return 'self';
  if (changes.includes('email') && shared.length < links.length) return 'sharedAccount';
  return null;
}
