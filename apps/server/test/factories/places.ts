import type { Db } from '../../src/db/connection';
import {
  companyParams,
  customers,
  fibreAvailability,
  housingManagers,
  officeHousingCompanies,
  propertyManagerOffices,
} from '../../src/db/schema';
import { hashIdentityCode } from '../../src/identity/identity-code-hash';
import { testIdentityCodeKey } from '../template';
import { newBusinessId, unique } from './ids';

/** A customer as the factories make it: a person, a company or a housing company. */
export interface Place {
  id: number;
  name: string;
  businessId: string | null;
}

export interface TestOffice {
  id: number;
  name: string;
  businessId: string;
}

export interface CustomerOptions {
  name?: string;
  /** A company's parent company. */
  parentCustomerId?: number;
  customerNumbers?: string[];
  email?: string;
  /** Addresses where fibre is available to the customer. */
  fibreAddresses?: string[];
  /** A person's identity code, stored hashed as the server hashes it. */
  identityCode?: string;
  /** The billing system's parameters of the customer (OnlineMaxSaldoLimit, …). */
  params?: Record<string, string>;
}

export async function createCustomer(
  db: Db,
  kind: 'company' | 'housing_company' | 'person',
  options: CustomerOptions = {},
): Promise<Place> {
  const name = options.name ?? `${kind === 'housing_company' ? 'As Oy' : 'Testi'} ${unique()}`;
  const businessId = kind === 'person' ? null : newBusinessId();
  const [customer] = await db
    .insert(customers)
    .values({
      kind,
      name,
      businessId,
      parentCustomerId: options.parentCustomerId ?? null,
      customerNumbers: options.customerNumbers ?? [],
      email: options.email ?? null,
      identityCodeHash:
        options.identityCode === undefined
          ? null
          : hashIdentityCode(options.identityCode, testIdentityCodeKey),
      ...(kind === 'person' ? { firstName: 'Testi', lastName: name } : {}),
    })
    .returning({ id: customers.id });
  for (const [param, value] of Object.entries(options.params ?? {})) {
    await db.insert(companyParams).values({ customerId: customer!.id, param, value });
  }
  for (const address of options.fibreAddresses ?? []) {
    await db.insert(fibreAvailability).values({ customerId: customer!.id, type: '1', address });
  }
  return { id: customer!.id, name, businessId };
}

export async function createOffice(
  db: Db,
  name = `Isännöinti ${unique()} Oy`,
): Promise<TestOffice> {
  const businessId = newBusinessId();
  const [office] = await db
    .insert(propertyManagerOffices)
    .values({
      name,
      businessId,
      street: 'Testikatu 1',
      postalCode: '00100',
      postOffice: 'Helsinki',
    })
    .returning({ id: propertyManagerOffices.id });
  return { id: office!.id, name, businessId };
}

/** A housing company the trade register (as imported) names the office the manager of. */
export async function createRegisteredHouse(
  db: Db,
  office: { businessId: string; name: string },
  name?: string,
) {
  const house = await createCustomer(db, 'housing_company', { name });
  await db.insert(housingManagers).values({
    housingCompanyBusinessId: house.businessId!,
    officeBusinessId: office.businessId,
    officeName: office.name,
  });
  return house;
}

/** A housing company the office holds (the register agreeing). */
export async function createOfficeHouse(db: Db, office: TestOffice, name?: string) {
  const house = await createRegisteredHouse(db, office, name);
  await db.insert(officeHousingCompanies).values({ officeId: office.id, customerId: house.id });
  return house;
}

/** A property manager office holding `houses` housing companies. */
export async function buildOffice(db: Db, { houses = 0 } = {}) {
  const office = await createOffice(db);
  const held: Place[] = [];
  for (let i = 0; i < houses; i++) held.push(await createOfficeHouse(db, office));
  return { ...office, houses: held };
}
