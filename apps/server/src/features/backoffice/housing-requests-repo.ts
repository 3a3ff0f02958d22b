import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ListQuery, RequestStatus } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import {
  customers,
  housingCompanyRequests,
  officeStaff,
  propertyManagerOffices,
  users,
} from '../../db/schema';
import { listOrder, pageWindow, withinDays } from './paging';

const requests = housingCompanyRequests;
const requester = alias(users, 'requester');
const handler = alias(users, 'handler');

const fullName = (person: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`nullif(trim(${person.firstName} || ' ' || ${person.lastName}), '')`;

const requestColumns = {
  id: requests.id,
  housingCompanyName: customers.name,
  housingCompanyBusinessId: customers.businessId,
  officeName: propertyManagerOffices.name,
  officeBusinessId: propertyManagerOffices.businessId,
  requesterName: fullName(requester),
  requesterEmail: requester.email,
  status: requests.status,
  createdAt: requests.createdAt,
  handledAt: requests.handledAt,
  handledBy: fullName(handler),
  rejectionReason: requests.rejectionReason,
};

export type HousingRequestRow = NonNullable<Awaited<ReturnType<typeof findHousingRequest>>>;

export interface HousingRequestListQuery extends ListQuery {
  status?: RequestStatus;
}

function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(requests)
    .innerJoin(customers, eq(customers.id, requests.customerId))
    .innerJoin(propertyManagerOffices, eq(propertyManagerOffices.id, requests.officeId))
    .leftJoin(requester, eq(requester.id, requests.requestedByUserId))
    .leftJoin(handler, eq(handler.id, requests.handledByUserId));
}

/** A page of requests (one row more than asked, for `hasMore`). */
export function listHousingRequests(db: Db, query: HousingRequestListQuery) {
  const conditions = withinDays(requests.createdAt, query);
  if (query.status) conditions.push(eq(requests.status, query.status));
  const { limit, offset } = pageWindow(query);
  return selectRequests(db)
    .where(and(...conditions))
    .orderBy(...listOrder(query, requests.createdAt, requests.id))
    .limit(limit)
    .offset(offset);
}

export async function findHousingRequest(db: Db, id: number) {
  const [row] = await selectRequests(db).where(eq(requests.id, id));
  return row ?? null;
}

export interface HousingDecision {
  status: Exclude<RequestStatus, 'new'>;
  operatorId: string;
  rejectionReason: string | null;
}

/**
 * Marks an open request decided; null when it is not open (or none). The row's lock holds
 * until the transaction ends, so of two operators deciding at once only one goes on.
 */
export async function decideHousingRequest(db: Db, id: number, decision: HousingDecision) {
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
      officeId: requests.officeId,
      customerId: requests.customerId,
      requestedByUserId: requests.requestedByUserId,
    });
  return row ?? null;
}

/** The requester's role when they still work at the office; null otherwise. */
export async function staffRoleAt(db: Db, officeId: number, userId: string) {
  const [row] = await db
    .select({ role: users.role })
    .from(officeStaff)
    .innerJoin(users, eq(users.id, officeStaff.userId))
    .where(and(eq(officeStaff.officeId, officeId), eq(officeStaff.userId, userId)));
  return row?.role ?? null;
}
