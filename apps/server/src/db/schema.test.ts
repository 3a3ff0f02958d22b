import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import type { Database } from './connection';
import { customers, officeHousingCompanies, propertyManagerOffices, users } from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Drizzle wraps driver errors; the constraint name sits on the cause.
const constraintOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  const cause = (error as { cause?: { constraint?: string } } | null)?.cause;
  return cause?.constraint ?? (error as { constraint?: string } | null)?.constraint ?? null;
};

describe('schema constraints', () => {
  it('lets a housing company belong to at most one office', async () => {
    const [housing] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessId, '5678901-2'));
    const [other] = await database.db
      .insert(propertyManagerOffices)
      .values({
        name: 'Toinen Isännöinti Oy',
        businessId: '0737546-2',
        street: 'Toinen katu 1',
        postalCode: '00100',
        postOffice: 'Helsinki',
      })
      .returning({ id: propertyManagerOffices.id });
    const second = database.db
      .insert(officeHousingCompanies)
      .values({ officeId: other!.id, customerId: housing!.id });
    expect(await constraintOf(second)).toBe('office_housing_companies_customer_id_key');
  });

  it('treats e-mail addresses as unique whatever their case', async () => {
    const { email } = await createUser(database.db, 'consumer');
    const duplicate = database.db
      .insert(users)
      .values({ email: email.toUpperCase(), firstName: 'M', lastName: 'M', role: 'consumer' });
    expect(await constraintOf(duplicate)).toBe('users_email_lower_key');
  });

  it('keeps business ids unique and identity-code hashes off companies', async () => {
    const duplicate = database.db
      .insert(customers)
      .values({ kind: 'company', name: 'Kopio Oy', businessId: '1234567-1' });
    expect(await constraintOf(duplicate)).toBe('customers_business_id_key');
    const hashed = database.db.insert(customers).values({
      kind: 'company',
      name: 'Hash Oy',
      businessId: '0737546-2',
      identityCodeHash: 'abc',
    });
    expect(await constraintOf(hashed)).toBe('customers_identity_code_hash_persons_only');
  });

  it('rejects billing status 19007, which does not exist', async () => {
    const result = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM ropo_invoices WHERE invoice_status = 19007`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    const invalid = database.db.execute(sql`UPDATE ropo_invoices SET invoice_status = 19007`);
    expect(await constraintOf(invalid)).toBe('ropo_invoices_status');
  });
});
