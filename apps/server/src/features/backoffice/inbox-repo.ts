import { and, asc, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect, type PgTable } from 'drizzle-orm/pg-core';
import type { InboxKind, InboxQuery } from '@energiaportaali/domain';
import type { Db } from '../../db/connection';
import {
  contactChangeRequests,
  customers,
  feedback,
  fibreRequests,
  meteringPoints,
  users,
  waterReadings,
} from '../../db/schema';
import { listOrder, pageWindow, withinDays } from './paging';

const inboxTables = {
  feedback,
  'water-readings': waterReadings,
  'contact-changes': contactChangeRequests,
  'fibre-requests': fibreRequests,
} as const satisfies Record<InboxKind, unknown>;

type InboxTable = (typeof inboxTables)[InboxKind];

const handler = alias(users, 'handler');
const requester = alias(users, 'requester');

const common = (table: InboxTable) => ({
  id: table.id,
  status: table.status,
  createdAt: table.createdAt,
  handledAt: table.handledAt,
  handledBy: handler.email,
});

// One select per inbox, each with the handler's e-mail joined; filters and paging come later.
const selects = {
  feedback: (db: Db) =>
    db
      .select({
        ...common(feedback),
        username: feedback.username,
        customerName: feedback.customerName,
        email: feedback.email,
        message: feedback.message,
      })
      .from(feedback)
      .leftJoin(handler, eq(handler.id, feedback.handledByUserId))
      .$dynamic(),
  'water-readings': (db: Db) =>
    db
      .select({
        ...common(waterReadings),
        meteringPointIdentifier: meteringPoints.identifier,
        address: sql<string>`${meteringPoints.street} || ', ' || ${meteringPoints.postalCode} || ' ' || ${meteringPoints.city}`,
        meterId: waterReadings.meterId,
        readingDate: waterReadings.readingDate,
        reading: waterReadings.reading,
        email: waterReadings.email,
      })
      .from(waterReadings)
      .innerJoin(meteringPoints, eq(meteringPoints.id, waterReadings.meteringPointId))
      .leftJoin(handler, eq(handler.id, waterReadings.handledByUserId))
      .$dynamic(),
  'contact-changes': (db: Db) =>
    db
      .select({
        ...common(contactChangeRequests),
        userEmail: requester.email,
        userName: sql<string>`${requester.firstName} || ' ' || ${requester.lastName}`,
        customerName: customers.name,
        phone: contactChangeRequests.phone,
        email: contactChangeRequests.email,
      })
      .from(contactChangeRequests)
      .innerJoin(requester, eq(requester.id, contactChangeRequests.userId))
      .leftJoin(customers, eq(customers.id, contactChangeRequests.customerId))
      .leftJoin(handler, eq(handler.id, contactChangeRequests.handledByUserId))
      .$dynamic(),
  'fibre-requests': (db: Db) =>
    db
      .select({
        ...common(fibreRequests),
        kind: fibreRequests.kind,
        firstName: fibreRequests.firstName,
        lastName: fibreRequests.lastName,
        phone: fibreRequests.phone,
        email: fibreRequests.email,
        measurementPointId: fibreRequests.measurementPointId,
        meterId: fibreRequests.meterId,
        // numeric(18,6) without its trailing zeros: 12.5, not 12.500000.
        consumption: sql<string | null>`trim_scale(${fibreRequests.consumption})::text`,
      })
      .from(fibreRequests)
      .leftJoin(handler, eq(handler.id, fibreRequests.handledByUserId))
      .$dynamic(),
};

/** A row of an inbox as read: instants as Date, the rest as the contract's item has it. */
export type InboxRow<Kind extends InboxKind> = Awaited<
  ReturnType<ReturnType<(typeof selects)[Kind]>['execute']>
>[number];

type Filters = Pick<InboxQuery, 'status' | 'from' | 'to'>;

function filters(table: InboxTable, query: Filters): SQL[] {
  return [
    ...(query.status ? [eq(table.status, query.status)] : []),
    ...withinDays(table.createdAt, query),
  ];
}

interface Window {
  where: SQL[];
  order: SQL[];
  limit: number;
  offset?: number;
}

function windowed<Query extends PgSelect>(query: Query, window: Window) {
  return query
    .where(and(...window.where))
    .orderBy(...window.order)
    .limit(window.limit)
    .offset(window.offset ?? 0);
}

/**
 * One page of an inbox (and one row more, for `hasMore`), in the query's order. The page's ids
 * are found on the table alone and only its rows are joined: a deep page skips thousands of
 * rows, which need no metering point or handler.
 */
export async function listInbox<Kind extends InboxKind>(
  db: Db,
  kind: Kind,
  query: InboxQuery,
): Promise<InboxRow<Kind>[]> {
  const table = inboxTables[kind];
  const order = listOrder(query, table.createdAt, table.id);
  const pageIds = windowed(
    db
      .select({ id: table.id })
      .from(table as PgTable)
      .$dynamic(),
    {
      where: filters(table, query),
      order,
      ...pageWindow(query),
    },
  );
  return (await selects[kind](db)
    .where(inArray(table.id, pageIds))
    .orderBy(...order)) as InboxRow<Kind>[];
}

/**
 * The next `size` rows of an export after the row `afterId` (keyset on the id, so each batch is
 * an index range however deep the export is): ascending ids for `asc`, descending for `desc`.
 */
export async function exportBatch<Kind extends InboxKind>(
  db: Db,
  kind: Kind,
  query: Filters & Pick<InboxQuery, 'order'>,
  afterId: number | null,
  size: number,
): Promise<InboxRow<Kind>[]> {
  const table = inboxTables[kind];
  const ascending = query.order === 'asc';
  const after = afterId === null ? [] : [ascending ? gt(table.id, afterId) : lt(table.id, afterId)];
  return (await windowed(selects[kind](db), {
    where: [...filters(table, query), ...after],
    order: [ascending ? asc(table.id) : desc(table.id)],
    limit: size,
  })) as InboxRow<Kind>[];
}

export async function findInboxItem<Kind extends InboxKind>(
  db: Db,
  kind: Kind,
  id: number,
): Promise<InboxRow<Kind> | null> {
  const table = inboxTables[kind];
  const [row] = await selects[kind](db).where(eq(table.id, id));
  return (row as InboxRow<Kind> | undefined) ?? null;
}

/**
 * Marks a new item handled by the operator; true when this call changed it (false: already
 * handled or decided, or no such item).
 */
export async function markInboxItemHandled(
  db: Db,
  kind: InboxKind,
  id: number,
  operatorId: string,
  now: Date,
): Promise<boolean> {
  const table = inboxTables[kind];
  const changed = await db
    .update(table)
    .set({ status: 'handled', handledAt: now, handledByUserId: operatorId })
    .where(and(eq(table.id, id), eq(table.status, 'new')))
    .returning({ id: table.id });
  return changed.length > 0;
}
