import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createOffice as createTestOffice,
  createOfficeHouse,
  createRegisteredHouse,
  newBusinessId,
  unique,
} from '../../test/factories';
import { createTestDatabase } from '../../test/database';
import type { Database, Db } from '../db/connection';
import { queryRows } from '../db/query';
import { customers, officeHousingCompanies, userCustomers, users } from '../db/schema';
import { brokenUniqueConstraint } from '../db/unique-violation';
import {
  adoptSubsidiaries,
  attachRepresentedHouses,
  createAccount,
  createAccountIfEmailFree,
  createCompanyPerson,
  createOffice,
  createOfficeMember,
  emailInUse,
  findAccountByEmail,
  findOfficeByBusinessId,
  isLinkedToCustomer,
  isOfficeMember,
  linkCustomers,
  sameEmail,
} from '.';

let database: Database;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

const person = (email = `henkilo.${unique()}@example.fi`) => ({
  email,
  firstName: 'Matti',
  lastName: 'Meikäläinen',
});

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe('finding an account by e-mail', () => {
  it('folds the letter case of both sides', async () => {
    const email = `matti.${unique()}@example.fi`;
    const id = await createAccount(db, { ...person(email), role: 'consumer' });
    const found = await findAccountByEmail(db, email.toUpperCase());
    expect(found).toMatchObject({ id, email, role: 'consumer', hasPassword: false, locked: false });
    const rows = await queryRows<{ same: boolean }>(
      db,
      sql`SELECT ${sameEmail('Matti@Example.FI', 'matti@example.fi')} AS same`,
    );
    expect(rows[0]!.same).toBe(true);
  });

  it('finds nobody for an unknown address', async () => {
    expect(await findAccountByEmail(db, `ei.ole.${unique()}@example.fi`)).toBeNull();
  });

  it('tells an address in use, white space around it aside, except by the named account', async () => {
    const email = `kaytossa.${unique()}@example.fi`;
    const id = await createAccount(db, { ...person(email), role: 'remUser' });
    expect(await emailInUse(db, `  ${email.toUpperCase()} `)).toBe(true);
    expect(await emailInUse(db, email, id)).toBe(false);
    expect(await emailInUse(db, `vapaa.${unique()}@example.fi`)).toBe(false);
  });
});

describe('creating an account', () => {
  it('stamps the terms and the data protection notice accepted when asked', async () => {
    const id = await createAccount(db, {
      ...person(),
      phone: '+358401234567',
      passwordHash: 'hash',
      role: 'consumer',
      termsAccepted: true,
    });
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ phone: '+358401234567', passwordHash: 'hash' });
    expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row!.dataProtectionAcceptedAt).toEqual(row!.termsAcceptedAt);
    const invited = await createAccount(db, { ...person(), role: 'companyUser' });
    const [other] = await db.select().from(users).where(eq(users.id, invited));
    expect(other).toMatchObject({ passwordHash: null, termsAcceptedAt: null, phone: null });
  });

  it('refuses an address taken in another case, by the unique index or by null', async () => {
    const email = `varattu.${unique()}@example.fi`;
    await createAccount(db, { ...person(email), role: 'consumer' });
    const taken = { ...person(email.toUpperCase()), role: 'companyUser' as const };
    expect(brokenUniqueConstraint(await failureOf(createAccount(db, taken)))).toBe(
      'users_email_lower_key',
    );
    const company = await createCustomer(db, 'company');
    const stillUsable = await db.transaction(async (tx) => {
      expect(await createAccountIfEmailFree(tx, taken)).toBeNull();
      expect(await createCompanyPerson(tx, taken, [company.id], { admin: false })).toBeNull();
      return createAccountIfEmailFree(tx, { ...taken, email: `vapaa.${unique()}@example.fi` });
    });
    expect(stillUsable).toEqual(expect.any(String));
    expect(await isLinkedToCustomer(db, stillUsable!, company.id)).toBe(false);
  });
});

describe('company persons and customer links', () => {
  const linksOf = (userId: string) =>
    db
      .select({ customerId: userCustomers.customerId, personRole: userCustomers.personRole })
      .from(userCustomers)
      .where(eq(userCustomers.userId, userId))
      .orderBy(userCustomers.customerId);

  it('makes an admin a companyManager and anyone else a companyUser', async () => {
    const first = await createCustomer(db, 'company');
    const second = await createCustomer(db, 'company');
    const admin = person();
    const managerId = (await createCompanyPerson(db, admin, [first.id, second.id], {
      admin: true,
    }))!;
    const ordinary = person();
    const userId = (await createCompanyPerson(db, ordinary, [first.id], { admin: false }))!;
    expect((await findAccountByEmail(db, admin.email))!.role).toBe('companyManager');
    expect((await findAccountByEmail(db, ordinary.email))!.role).toBe('companyUser');
    expect(await linksOf(managerId)).toEqual([
      { customerId: first.id, personRole: 'admin' },
      { customerId: second.id, personRole: 'admin' },
    ]);
    expect(await linksOf(userId)).toEqual([{ customerId: first.id, personRole: 'user' }]);
  });

  it('keeps an existing link as it is and links nothing for no customers', async () => {
    const company = await createCustomer(db, 'company');
    const userId = (await createCompanyPerson(db, person(), [company.id], { admin: true }))!;
    await linkCustomers(db, userId, [company.id, company.id]);
    await linkCustomers(db, userId, []);
    expect(await linksOf(userId)).toEqual([{ customerId: company.id, personRole: 'admin' }]);
    expect(await isLinkedToCustomer(db, userId, company.id)).toBe(true);
    const other = await createCustomer(db, 'company');
    expect(await isLinkedToCustomer(db, userId, other.id)).toBe(false);
  });
});

describe('offices', () => {
  it('creates an office with its staff members', async () => {
    const businessId = newBusinessId();
    const officeId = await createOffice(db, {
      name: 'Testi-Isännöinti Oy',
      businessId,
      street: '',
      postalCode: '',
      postOffice: '',
    });
    expect(await findOfficeByBusinessId(db, businessId)).toEqual({
      id: officeId,
      name: 'Testi-Isännöinti Oy',
    });
    expect(await findOfficeByBusinessId(db, newBusinessId())).toBeNull();
    const mainUser = await createOfficeMember(db, officeId, { ...person(), role: 'remCompany' });
    expect(await isOfficeMember(db, mainUser, officeId)).toBe(true);
    const other = await createTestOffice(db);
    expect(await isOfficeMember(db, mainUser, other.id)).toBe(false);
  });

  it('attaches the housing companies the register names the office manager of, unless held', async () => {
    const office = await createTestOffice(db);
    const free = await createRegisteredHouse(db, office);
    const holder = await createTestOffice(db);
    const held = await createRegisteredHouse(db, office);
    await db.insert(officeHousingCompanies).values({ officeId: holder.id, customerId: held.id });
    await createOfficeHouse(db, holder);
    expect(await attachRepresentedHouses(db, office.id, office.businessId)).toBe(1);
    const attached = await db
      .select({ customerId: officeHousingCompanies.customerId })
      .from(officeHousingCompanies)
      .where(eq(officeHousingCompanies.officeId, office.id));
    expect(attached).toEqual([{ customerId: free.id }]);
    expect(await attachRepresentedHouses(db, office.id, office.businessId)).toBe(0);
  });
});

describe('adopting subsidiaries', () => {
  it('makes the company the parent of those that have none', async () => {
    const parent = await createCustomer(db, 'company');
    const orphan = await createCustomer(db, 'company');
    const otherParent = await createCustomer(db, 'company');
    const adopted = await createCustomer(db, 'company', { parentCustomerId: otherParent.id });
    await adoptSubsidiaries(db, parent.id, [orphan.id, adopted.id, parent.id]);
    const parents = await db
      .select({ id: customers.id, parent: customers.parentCustomerId })
      .from(customers)
      .where(sql`${customers.id} IN (${orphan.id}, ${adopted.id}, ${parent.id})`)
      .orderBy(customers.id);
    expect(parents).toEqual([
      { id: parent.id, parent: null },
      { id: orphan.id, parent: parent.id },
      { id: adopted.id, parent: otherParent.id },
    ]);
  });
});
