import { openEndedContractEnd, type Contract, type CustomerData } from '@energiaportaali/domain';
import { assertCanSeeCompany, assertCanSeeHousingCompany } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/connection';
import { badRequest, notFound } from '../../errors';
import { messages } from '../../messages';
import {
  findContracts,
  findCustomer,
  findOwnPersonCustomerId,
  type ContractRow,
  type CustomerRow,
} from './repo';

const isManager = (user: SessionUser) => user.role === 'remUser' || user.role === 'remCompany';

/**
 * Whose contracts: a named company or housing company must be visible to the user (403
 * otherwise, consumers included); without a name a consumer gets their own customer and the
 * other roles a 400, since they act for several.
 */
async function customerIdFor(db: Db, user: SessionUser, companyid?: string): Promise<number> {
  if (companyid !== undefined) {
    return isManager(user)
      ? assertCanSeeHousingCompany(db, user, companyid)
      : assertCanSeeCompany(db, user, companyid);
  }
  if (user.role !== 'consumer') {
    throw badRequest({ code: 'COMPANY_REQUIRED', message: messages.contractsCompanyRequired });
  }
  const own = await findOwnPersonCustomerId(db, user.id);
  if (own === null) throw notFound({ message: messages.usageNotFound });
  return own;
}

const toContract = (row: ContractRow): Contract => ({
  contractIdentifier: row.contractIdentifier,
  contractType: row.contractType,
  contractProduct: row.contractProduct,
  utility: row.utility,
  contractStart: row.startDate,
  contractEnd: row.endDate ?? openEndedContractEnd,
  yearlyEstimate: row.yearlyEstimateKwh,
  meteringpointIdentifier: row.identifier,
  gsrnIdentifier: row.gsrn,
  address: row.street,
  zip: row.postalCode,
  city: row.city,
  deviceCodes: row.deviceCodes,
  unit: row.unit,
});

// Spec 02 §9: contracts by street; a point's contracts in the order they started.
const byStreetThenStart = (a: Contract, b: Contract) =>
  a.address.localeCompare(b.address, 'fi') ||
  a.contractStart.localeCompare(b.contractStart) ||
  a.contractIdentifier.localeCompare(b.contractIdentifier);

const toCustomerData = (customer: CustomerRow, contracts: ContractRow[]): CustomerData => ({
  customerName: customer.name,
  customerIdentifier: customer.customerNumbers,
  identifier: customer.businessId,
  email: customer.email,
  contracts: contracts.map(toContract).sort(byStreetThenStart),
});

/** GET /api/contracts: the customer's details and every contract with its metering point. */
export async function customerData(
  db: Db,
  user: SessionUser,
  companyid?: string,
): Promise<CustomerData> {
  const customerId = await customerIdFor(db, user, companyid);
  const [customer, contracts] = await Promise.all([
    findCustomer(db, customerId),
    findContracts(db, customerId),
  ]);
  if (!customer) throw notFound({ message: messages.usageNotFound });
  return toCustomerData(customer, contracts);
}
