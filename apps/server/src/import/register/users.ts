import type { InvitationKind } from '@energiaportaali/domain';
import { sql } from 'drizzle-orm';
import { createAccountsFrom, foldedEmail, sameEmail } from '../../accounts';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { issueInvitation, type PendingInvitation } from '../../invitation';
import { runImport, type ImportKind } from '../run-import';
import { describeReference, loadCustomerIndex, type CustomerIndex } from './customer-index';
import {
  auditImport,
  countByStatus,
  type RegisterContext,
  type RegisterImporter,
} from './register-import';
import { copyLine, RowFields } from './row-fields';

export const userColumns = {
  required: ['email', 'role', 'first_name', 'last_name'],
  optional: ['phone', 'customers', 'office', 'housing_companies'],
} as const;
type Column = (typeof userColumns)['required' | 'optional'][number];

const roles = ['consumer', 'companyUser', 'companyManager', 'remUser', 'remCompany'] as const;
type Role = (typeof roles)[number];

// Roles an account may move between by import; anything else is a different person's account.
const roleGroup: Record<Role, string> = {
  consumer: 'consumer',
  companyUser: 'company',
  companyManager: 'company',
  remUser: 'office',
  remCompany: 'office',
};

const invitationKindOf: Record<Role, InvitationKind> = {
  consumer: 'consumer',
  companyUser: 'company-person',
  companyManager: 'company-person',
  remUser: 'manager',
  remCompany: 'manager',
};

const stagingColumns = [
  'ordinal',
  'email',
  'role',
  'first_name',
  'last_name',
  'phone',
  'customer_ids',
  'person_role',
  'office_id',
  'housing_company_ids',
] as const;

interface KnownAccounts {
  /** Folded e-mail → role */
  roleOf: Map<string, string>;
  /** Office business id → id and its housing companies. */
  offices: Map<string, { id: number; houses: Set<number> }>;
}

async function loadAccounts(db: Db): Promise<KnownAccounts> {
  const users = await queryRows<{ email: string; role: string }>(
    db,
    sql`SELECT ${foldedEmail(sql`email`)} AS email, role FROM users`,
  );
  const offices = await queryRows<{ businessId: string; id: number; houses: number[] }>(
    db,
    sql`SELECT o.business_id AS "businessId", o.id,
               coalesce(array_agg(h.customer_id) FILTER (WHERE h.customer_id IS NOT NULL), '{}') AS houses
        FROM property_manager_offices o
        LEFT JOIN office_housing_companies h ON h.office_id = o.id
        GROUP BY o.id`,
  );
  return {
    roleOf: new Map(users.map((user) => [user.email, user.role])),
    offices: new Map(offices.map((o) => [o.businessId, { id: o.id, houses: new Set(o.houses) }])),
  };
}

/**
 * Checks a users row: consumers act for persons, company roles for companies and housing
 * companies, office staff belong to an office (and remUsers to some of its housing companies).
 */
function userRule(index: CustomerIndex, accounts: KnownAccounts) {
  let ordinal = 0;
  const seen = new Set<string>();
  return (positions: Record<Column, number>) => (fields: string[]) => {
    ordinal++;
    const row = new RowFields<Column>(positions, fields);
    const email = row.email('email', { required: true });
    const role = row.oneOf('role', roles);
    const firstName = row.text('first_name', { required: true, max: 100 });
    const lastName = row.text('last_name', { required: true, max: 100 });
    const phone = row.phone('phone');
    const customerIds = new Set<number>();
    for (const reference of row.list('customers')) {
      const customer = index.find(reference);
      if (!customer) {
        row.problem(`customer ${describeReference(reference)}: no such customer in the database`);
      } else if (role === 'consumer' && customer.kind !== 'person') {
        row.problem(`customer '${reference}' is a ${customer.kind}; a consumer acts for persons`);
      } else if (role && role !== 'consumer' && customer.kind === 'person') {
        row.problem(
          `customer ${describeReference(reference)} is a person; a ${role} acts for companies`,
        );
      } else {
        customerIds.add(customer.id);
      }
    }
    let office: { id: number; houses: Set<number> } | undefined;
    const houseIds = new Set<number>();
    if (role === 'remUser' || role === 'remCompany') {
      row.empty('customers', `for a ${role} (office staff see their office's housing companies)`);
      const officeId = row.businessId('office', { required: true });
      office = officeId ? accounts.offices.get(officeId) : undefined;
      if (officeId && !office) row.problem(`office ${officeId}: no such office in the database`);
      if (role === 'remCompany') row.empty('housing_companies', 'for a remCompany (sees them all)');
      for (const reference of row.list('housing_companies')) {
        const house = index.byBusinessId.get(reference);
        if (!house || !office?.houses.has(house.id)) {
          row.problem(`housing company ${reference} is not one of the office's in the database`);
        } else {
          houseIds.add(house.id);
        }
      }
    } else if (role) {
      if (row.list('customers').length === 0)
        row.problem(`customers is empty (a ${role} acts for at least one)`);
      row.empty('office', `for a ${role}`);
      row.empty('housing_companies', `for a ${role}`);
    }
    const key = email?.toLowerCase();
    if (key && seen.has(key)) row.problem(`e-mail ${email} is already on an earlier line`);
    const existingRole = key ? accounts.roleOf.get(key) : undefined;
    if (
      existingRole === 'operator' ||
      (existingRole && role && roleGroup[existingRole as Role] !== roleGroup[role])
    ) {
      row.problem(
        `e-mail ${email} belongs to a ${existingRole} account; the import does not change that`,
      );
    }
    if (row.problems.length > 0) return row.problems;
    seen.add(key!);
    return copyLine([
      ordinal,
      email,
      role,
      firstName,
      lastName,
      phone,
      [...customerIds].sort((a, b) => a - b),
      role === 'companyManager' ? 'admin' : 'user',
      office?.id ?? null,
      [...houseIds].sort((a, b) => a - b),
    ]);
  };
}

const storedLinks = sql`(
  (SELECT coalesce(array_agg(uc.customer_id ORDER BY uc.customer_id), '{}') FROM user_customers uc WHERE uc.user_id = u.id),
  (SELECT coalesce(array_agg(DISTINCT uc.person_role::text), '{}') FROM user_customers uc WHERE uc.user_id = u.id),
  (SELECT os.office_id FROM office_staff os WHERE os.user_id = u.id),
  (SELECT coalesce(array_agg(sh.customer_id ORDER BY sh.customer_id), '{}') FROM staff_housing_companies sh WHERE sh.user_id = u.id))`;
const fileLinks = sql`(s.customer_ids,
  CASE WHEN cardinality(s.customer_ids) = 0 THEN '{}'::text[] ELSE ARRAY[s.person_role::text] END,
  s.office_id, s.housing_company_ids)`;

const sameAddress = sameEmail(sql`u.email`, sql`s.email`);

async function mergeUsers(db: Db) {
  await db.execute(sql`
    UPDATE import_users s SET user_id = u.id FROM users u WHERE ${sameAddress}`);
  await db.execute(sql`UPDATE import_users SET status = 'new' WHERE user_id IS NULL`);
  await db.execute(sql`
    UPDATE import_users s SET status = 'changed'
    FROM users u
    WHERE u.id = s.user_id AND (
      (u.role, u.first_name, u.last_name, u.phone)
        IS DISTINCT FROM (s.role, s.first_name, s.last_name, s.phone)
      OR ${storedLinks} IS DISTINCT FROM ${fileLinks})`);
  // Imported accounts never get a password from a file: their owners set one by the invitation.
  await createAccountsFrom(
    db,
    sql`SELECT email, role, first_name, last_name, phone FROM import_users WHERE status = 'new'`,
  );
  await db.execute(sql`
    UPDATE import_users s SET user_id = u.id
    FROM users u WHERE s.status = 'new' AND ${sameAddress}`);
  await db.execute(sql`
    UPDATE users u SET role = s.role, first_name = s.first_name, last_name = s.last_name,
      phone = s.phone, updated_at = now()
    FROM import_users s WHERE u.id = s.user_id AND s.status = 'changed'`);
  await db.execute(sql`
    DELETE FROM user_customers uc USING import_users s
    WHERE uc.user_id = s.user_id AND NOT uc.customer_id = ANY (s.customer_ids)`);
  await db.execute(sql`
    INSERT INTO user_customers AS uc (user_id, customer_id, person_role)
    SELECT user_id, unnest(customer_ids), person_role FROM import_users
    ON CONFLICT (user_id, customer_id) DO UPDATE SET person_role = excluded.person_role
      WHERE uc.person_role IS DISTINCT FROM excluded.person_role`);
  // Leaving an office also ends the person's housing company assignments there (cascade).
  await db.execute(sql`
    DELETE FROM office_staff os USING import_users s
    WHERE os.user_id = s.user_id AND os.office_id IS DISTINCT FROM s.office_id`);
  await db.execute(sql`
    INSERT INTO office_staff (office_id, user_id)
    SELECT office_id, user_id FROM import_users WHERE office_id IS NOT NULL
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    DELETE FROM staff_housing_companies sh USING import_users s
    WHERE sh.user_id = s.user_id AND NOT sh.customer_id = ANY (s.housing_company_ids)`);
  await db.execute(sql`
    INSERT INTO staff_housing_companies (office_id, user_id, customer_id)
    SELECT office_id, user_id, unnest(housing_company_ids) FROM import_users
    WHERE office_id IS NOT NULL
    ON CONFLICT DO NOTHING`);
  const counts = await countByStatus(db, 'import_users');
  await auditImport(db, 'users', counts);
  return counts;
}

// New accounts get their invitation in the import's transaction: no account without one.
async function inviteNewUsers(db: Db, context: RegisterContext): Promise<PendingInvitation[]> {
  const created = await queryRows<{ userId: string; email: string; role: Role }>(
    db,
    sql`SELECT user_id AS "userId", email, role FROM import_users
        WHERE status = 'new' ORDER BY ordinal`,
  );
  const { ttlDays, invitedBy } = context.invitations;
  const pending: PendingInvitation[] = [];
  for (const { userId, email, role } of created) {
    const kind = invitationKindOf[role];
    pending.push(
      await issueInvitation(db, { kind, email, userId, invitedByUserId: null, invitedBy }, ttlDays),
    );
  }
  return pending;
}

function usersKind(context: RegisterContext, invitations: PendingInvitation[]): ImportKind<Column> {
  return {
    columns: userColumns,
    stagingTable: 'import_users',
    stagingColumns,
    async createStaging(db) {
      await db.execute(sql`
        CREATE TEMPORARY TABLE import_users (
          ordinal integer NOT NULL,
          email text NOT NULL,
          role user_role NOT NULL,
          first_name text NOT NULL,
          last_name text NOT NULL,
          phone text,
          customer_ids integer[] NOT NULL,
          person_role person_role NOT NULL,
          office_id integer,
          housing_company_ids integer[] NOT NULL,
          user_id uuid,
          status text NOT NULL DEFAULT 'same'
        ) ON COMMIT DROP`);
    },
    async begin(db) {
      const index = await loadCustomerIndex(db, context.identityCodeKey);
      const rule = userRule(index, await loadAccounts(db));
      return {
        ruleFor: rule,
        async merge(lap) {
          const counts = await mergeUsers(db);
          invitations.push(...(await inviteNewUsers(db, context)));
          lap('merge into users');
          return counts;
        },
      };
    },
  };
}

/**
 * `npm run import -- users FILE.csv` (README 'Importing the customer register'): new accounts
 * are invited by e-mail once the import has committed; existing ones get nothing new.
 */
export const importUsers: RegisterImporter = async (database, path, options, context) => {
  const invitations: PendingInvitation[] = [];
  const result = await runImport(database, usersKind(context, invitations), path, options);
  if (result.status === 'imported') {
    for (const invitation of invitations) await context.invitations.send(invitation);
  }
  return result;
};
