import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  companyRegistrationRequests,
  customers,
  emailOutbox,
  oneTimeTokens,
  propertyManagerOffices,
  billingInvoices,
  users,
} from '../../db/schema';
import { invitationPurpose } from '../../invitation';

/** The ids an audit page names, by kind. */
export interface AuditIds {
  users: Set<string>;
  customers: Set<number>;
  offices: Set<number>;
  invitations: Set<string>;
  requests: Set<number>;
  messages: Set<number>;
  invoices: Set<number>;
}

/** What those ids are called today; an id missing from its map names a deleted row. */
export interface AuditNames {
  users: Map<string, string>;
  customers: Map<number, string>;
  offices: Map<number, string>;
  /** The invited address of an invitation (by the hash it is stored under). */
  invitations: Map<string, string>;
  /** The applying company of a registration request. */
  requests: Map<number, string>;
  messages: Map<number, { recipient: string; subject: string }>;
  invoices: Map<number, string>;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxId = 2 ** 31 - 1;

// Ids come from audit rows written long ago; one that cannot be a key of its table is left out
// rather than sent to the database as a bad parameter.
const validUuids = (ids: Set<string>) => [...ids].filter((id) => uuidPattern.test(id));
const validInts = (ids: Set<number>) =>
  [...ids].filter((id) => Number.isInteger(id) && id > 0 && id <= maxId);

async function lookup<Key, Row extends { key: Key }, Value>(
  ids: Key[],
  read: (ids: Key[]) => Promise<Row[]>,
  value: (row: Row) => Value,
): Promise<Map<Key, Value>> {
  if (ids.length === 0) return new Map();
  return new Map((await read(ids)).map((row) => [row.key, value(row)]));
}

/** The names of the ids of one audit page, one query per kind that has ids. */
export async function findAuditNames(db: Db, ids: AuditIds): Promise<AuditNames> {
  const [userNames, customerNames, officeNames, invitations, requests, messages, invoices] =
    await Promise.all([
      lookup(
        validUuids(ids.users),
        (keys) =>
          db
            .select({
              key: users.id,
              name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
            })
            .from(users)
            .where(inArray(users.id, keys)),
        (row) => row.name,
      ),
      lookup(
        validInts(ids.customers),
        (keys) =>
          db
            .select({ key: customers.id, name: customers.name })
            .from(customers)
            .where(inArray(customers.id, keys)),
        (row) => row.name,
      ),
      lookup(
        validInts(ids.offices),
        (keys) =>
          db
            .select({ key: propertyManagerOffices.id, name: propertyManagerOffices.name })
            .from(propertyManagerOffices)
            .where(inArray(propertyManagerOffices.id, keys)),
        (row) => row.name,
      ),
      lookup(
        [...ids.invitations].filter((id) => /^[0-9a-f]{64}$/.test(id)),
        (keys) =>
          db
            .select({
              key: oneTimeTokens.tokenHash,
              email: sql<string>`${oneTimeTokens.data}->>'email'`,
            })
            .from(oneTimeTokens)
            .where(
              and(
                eq(oneTimeTokens.purpose, invitationPurpose),
                inArray(oneTimeTokens.tokenHash, keys),
              ),
            ),
        (row) => row.email,
      ),
      lookup(
        validInts(ids.requests),
        (keys) =>
          db
            .select({
              key: companyRegistrationRequests.id,
              name: companyRegistrationRequests.applyingCompany,
            })
            .from(companyRegistrationRequests)
            .where(inArray(companyRegistrationRequests.id, keys)),
        (row) => row.name,
      ),
      lookup(
        validInts(ids.messages),
        (keys) =>
          db
            .select({
              key: emailOutbox.id,
              recipient: emailOutbox.recipient,
              subject: emailOutbox.subject,
            })
            .from(emailOutbox)
            .where(inArray(emailOutbox.id, keys)),
        ({ recipient, subject }) => ({ recipient, subject }),
      ),
      lookup(
        validInts(ids.invoices),
        (keys) =>
          db
            .select({ key: billingInvoices.id, number: billingInvoices.invoiceNumber })
            .from(billingInvoices)
            .where(inArray(billingInvoices.id, keys)),
        (row) => row.number,
      ),
    ]);
  return {
    users: userNames,
    customers: customerNames,
    offices: officeNames,
    invitations,
    requests,
    messages,
    invoices,
  };
}
