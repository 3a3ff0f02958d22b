import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { contracts, customers, meteringPoints, userCustomers } from '../../db/schema';

/** The person customer a consumer account is linked to (the first by id if several). */
export async function findOwnPersonCustomerId(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(userCustomers)
    .innerJoin(customers, eq(customers.id, userCustomers.customerId))
    .where(and(eq(userCustomers.userId, userId), eq(customers.kind, 'person')))
    .orderBy(asc(customers.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findCustomer(db: Db, customerId: number) {
  const [row] = await db
    .select({
      name: customers.name,
      customerNumbers: customers.customerNumbers,
      businessId: customers.businessId,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export type CustomerRow = NonNullable<Awaited<ReturnType<typeof findCustomer>>>;

/** Every contract of the customer with its metering point. */
export function findContracts(db: Db, customerId: number) {
  return db
    .select({
      contractIdentifier: contracts.contractIdentifier,
      contractType: contracts.contractType,
      contractProduct: contracts.contractProduct,
      utility: contracts.utility,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      yearlyEstimateKwh: contracts.yearlyEstimateKwh,
      identifier: meteringPoints.identifier,
      gsrn: meteringPoints.gsrn,
      street: meteringPoints.street,
      postalCode: meteringPoints.postalCode,
      city: meteringPoints.city,
      deviceCodes: meteringPoints.deviceCodes,
      unit: meteringPoints.unit,
    })
    .from(contracts)
    .innerJoin(meteringPoints, eq(meteringPoints.id, contracts.meteringPointId))
    .where(eq(contracts.customerId, customerId));
}

export type ContractRow = Awaited<ReturnType<typeof findContracts>>[number];
