import { isValidBusinessId, isValidPersonalIdentityCode } from '@energiaportaali/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/query';
import { hashIdentityCode } from '../../identity/identity-code-hash';

export type CustomerKind = 'person' | 'company' | 'housing_company';

export interface KnownCustomer {
  id: number;
  kind: CustomerKind;
  businessId: string | null;
  identityCodeHash: string | null;
  customerNumbers: string[];
}

/**
 * The customers of the database by each of their keys, read once before the rows are checked:
 * a register file names customers by business id, customer number or identity code.
 */
export class CustomerIndex {
  readonly byBusinessId = new Map<string, KnownCustomer>();
  readonly byHash = new Map<string, KnownCustomer>();
  readonly byNumber = new Map<string, KnownCustomer>();

  constructor(
    customers: readonly KnownCustomer[],
    private readonly identityCodeKey: string,
  ) {
    for (const customer of customers) {
      if (customer.businessId) this.byBusinessId.set(customer.businessId, customer);
      if (customer.identityCodeHash) this.byHash.set(customer.identityCodeHash, customer);
      for (const number of customer.customerNumbers) this.byNumber.set(number, customer);
    }
  }

  hash(identityCode: string): string {
    return hashIdentityCode(identityCode, this.identityCodeKey);
  }

  /**
   * The customer a reference names: a business id (1234567-8), a personal identity code or a
   * customer number, tried in that order by its form.
   */
  find(reference: string): KnownCustomer | undefined {
    if (isValidBusinessId(reference)) return this.byBusinessId.get(reference);
    if (isValidPersonalIdentityCode(reference)) {
      return this.byHash.get(this.hash(reference.toUpperCase()));
    }
    return this.byNumber.get(reference);
  }
}

// A problem line may name the reference unless it is an identity code (never in terminals or logs).
export const describeReference = (reference: string) =>
  isValidPersonalIdentityCode(reference) ? 'the identity code' : `'${reference}'`;

export async function loadCustomerIndex(db: Db, identityCodeKey: string): Promise<CustomerIndex> {
  const rows = await queryRows<KnownCustomer>(
    db,
    sql`SELECT id, kind, business_id AS "businessId", identity_code_hash AS "identityCodeHash",
               customer_numbers AS "customerNumbers"
        FROM customers`,
  );
  return new CustomerIndex(rows, identityCodeKey);
}
