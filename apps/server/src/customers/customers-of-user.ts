import {
  visibleCompanies,
  visibleHousingCompanies,
  visibleMeteringPoints,
  type Customer,
  type MeteringPoint,
} from '../auth/access';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/connection';
import { findCustomers, type CustomerContact } from './repo';

export type { CustomerContact } from './repo';

const toContact = ({ id, name, email, phone, customerNumbers }: Customer): CustomerContact => ({
  id,
  name,
  email,
  phone,
  customerNumbers,
});

/** The customers of these metering points (points the access module gave). */
export async function customersOfPoints(db: Db, points: readonly MeteringPoint[]) {
  return findCustomers(db, [...new Set(points.map((point) => point.customerId))]);
}

/**
 * The customers the user acts for, as the access module decides: a consumer's are those of the
 * metering points they may see.
 */
export async function customersOfUser(db: Db, user: SessionUser): Promise<CustomerContact[]> {
  switch (user.role) {
    case 'consumer':
      return customersOfPoints(db, await visibleMeteringPoints(db, user));
    case 'companyUser':
    case 'companyManager':
      return (await visibleCompanies(db, user)).map(toContact);
    case 'remUser':
    case 'remCompany':
      return (await visibleHousingCompanies(db, user)).map(toContact);
    case 'operator':
      return [];
  }
}
