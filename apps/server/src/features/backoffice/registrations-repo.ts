import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListQuery, RequestStatus } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import {
  companyRegistrationRequests,
  customers,
  housingManagers,
  propertyManagerOffices,
  users,
} from '../../db/schema';
import { listOrder, pageWindow, withinDays } from './paging';

const requests = companyRegistrationRequests;

const requestColumns = {
  id: requests.id,
  applyingCreds: requests.applyingCreds,
  applyingCompany: requests.applyingCompany,
  applyingCompanyIdentifier: requests.applyingCompanyIdentifier,
  daughterCompanyIdentifiers: requests.daughterCompanyIdentifiers,
  applyingPerson: requests.applyingPerson,
  contactEmail: requests.contactEmail,
  status: requests.status,
  createdAt: requests.createdAt,
  handledAt: requests.handledAt,
  handledByUserId: requests.handledByUserId,
  rejectionReason: requests.rejectionReason,
  handledBy: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

export type RegistrationRow = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

export interface RegistrationListQuery extends ListQuery {
  status?: RequestStatus;
}

/** A page of requests (one row more than asked, for `hasMore`), with the deciding operator. */
export function listRegistrations(db: Db, query: RegistrationListQuery) {
  const conditions = withinDays(requests.createdAt, query);
  if (query.status) conditions.push(eq(requests.status, query.status));
  const { limit, offset } = pageWindow(query);
  return db
    .select(requestColumns)
    .from(requests)
    .leftJoin(users, eq(users.id, requests.handledByUserId))
    .where(and(...conditions))
    .orderBy(...listOrder(query, requests.createdAt, requests.id))
    .limit(limit)
    .offset(offset);
}

export async function findRegistration(db: Db, id: number) {
  const [row] = await db
    .select(requestColumns)
    .from(requests)
    .leftJoin(users, eq(users.id, requests.handledByUserId))
    .where(eq(requests.id, id));
  return row ?? null;
}

export interface Decision {
  status: Exclude<RequestStatus, 'new'>;
  operatorId: string;
  rejectionReason: string | null;
}

/**
 * Marks a new request decided; null when it is not new (or none). The row's lock holds until
 * the transaction ends, so of two operators deciding at once only one goes on.
 */
export async function decideRegistration(db: Db, id: number, decision: Decision) {
  const [row] = await db
    .update(requests)
    .set({
      status: decision.status,
      handledAt: sql`now()`,
      handledByUserId: decision.operatorId,
      rejectionReason: decision.rejectionReason,
    })
    .where(and(eq(requests.id, id), eq(requests.status, 'new')))
    .returning({
      applyingCreds: requests.applyingCreds,
      applyingCompany: requests.applyingCompany,
      applyingCompanyIdentifier: requests.applyingCompanyIdentifier,
      daughterCompanyIdentifiers: requests.daughterCompanyIdentifiers,
      applyingPerson: requests.applyingPerson,
      contactEmail: requests.contactEmail,
    });
  return row ?? null;
}

// ------------------------------------------------------------------ registers

/** The customers of these business ids (any kind). */
export function customersByBusinessId(db: Db, businessIds: string[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: customers.id,
      kind: customers.kind,
      name: customers.name,
      businessId: customers.businessId,
      parentCustomerId: customers.parentCustomerId,
    })
    .from(customers)
    .where(inArray(customers.businessId, businessIds));
}

/** The portal's property-management offices of these business ids. */
export function officesByBusinessId(db: Db, businessIds: string[]) {
  if (businessIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: propertyManagerOffices.id,
      name: propertyManagerOffices.name,
      businessId: propertyManagerOffices.businessId,
    })
    .from(propertyManagerOffices)
    .where(inArray(propertyManagerOffices.businessId, businessIds));
}

/** The names the trade register (as imported) gives these offices' business ids. */
export async function registeredOfficeNames(db: Db, officeBusinessIds: string[]) {
  if (officeBusinessIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      businessId: housingManagers.officeBusinessId,
      name: sql<string | null>`max(${housingManagers.officeName})`,
    })
    .from(housingManagers)
    .where(inArray(housingManagers.officeBusinessId, officeBusinessIds))
    .groupBy(housingManagers.officeBusinessId);
  return new Map(
    rows.flatMap((row) => (row.name === null ? [] : [[row.businessId, row.name] as const])),
  );
}

/** How many housing companies the trade register names each office (by business id) manager of. */
export async function representedCounts(db: Db, officeBusinessIds: string[]) {
  if (officeBusinessIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      businessId: housingManagers.officeBusinessId,
      count: sql<number>`count(*)::int`,
    })
    .from(housingManagers)
    .where(inArray(housingManagers.officeBusinessId, officeBusinessIds))
    .groupBy(housingManagers.officeBusinessId);
  return new Map(rows.map((row) => [row.businessId, Number(row.count)]));
}

// ------------------------------------------------------------------ approval writes

/** A new company customer; its id. */
export async function insertCompany(db: Db, name: string, businessId: string) {
  const [row] = await db
    .insert(customers)
    .values({ kind: 'company', name, businessId })
    .returning({ id: customers.id });
  return row!.id;
}
