import type { AddClientAnswer, HousingLookupAnswer } from '@energiaportaali/domain';
import {
  alreadyInOfficeCode,
  officeStaffMessages,
  registryMismatchCode,
} from '@energiaportaali/domain';
import type { TradeRegister } from '../../adapters/business-registry';
import { assertActingOffice } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { AppError, conflict, notFound } from '../../errors';
import {
  assignToStaff,
  attachHousingCompany,
  findHoldingOffice,
  isAssignedToStaff,
} from '../../housing-companies/links';
import { messages } from '../../messages';
import { findHousingCustomer, openHousingRequest } from './housing-repo';

type Office = Awaited<ReturnType<typeof assertActingOffice>>;
type OfficeStaff = SessionUser<'remUser' | 'remCompany'>;
type Customer = NonNullable<Awaited<ReturnType<typeof findHousingCustomer>>>;

const taken = () =>
  conflict({ code: 'HOUSING_COMPANY_TAKEN', message: messages.housingCompanyTaken });

/** GET /api/remcompany/customership/{businessId}: the housing-company customer, if there is one. */
export async function lookUpHousingCompany(
  db: Db,
  user: OfficeStaff,
  businessId: string,
): Promise<HousingLookupAnswer> {
  await assertActingOffice(db, user);
  const customer = await findHousingCustomer(db, businessId);
  return customer ? [{ customer: { official: customer.official, name: customer.name } }] : [];
}

/**
 * POST /api/remcompany/addClient: the housing company joins the user's office (and a staff
 * member's own list). The trade register must name this office its manager (403 PRH_ERROR
 * otherwise); when no register can tell, the request waits for the back office (decision 0045).
 * A company another office holds is 409. A staff member may attach a company new to the office,
 * but one the office already holds is the super user's to assign (409 ALREADY_IN_OFFICE).
 * Attaching or asking twice is harmless.
 */
export async function addHousingCompany(
  db: Db,
  register: TradeRegister,
  user: OfficeStaff,
  businessId: string,
): Promise<AddClientAnswer> {
  const office = await assertActingOffice(db, user);
  const customer = await findHousingCustomer(db, businessId);
  if (!customer) throw notFound({ message: messages.housingCompanyNotFound });
  const answer = (status: AddClientAnswer['status']): AddClientAnswer => ({
    customer: { official: customer.official, name: customer.name },
    status,
  });
  const entry = await register.managerOf(businessId);
  if (entry.kind === 'unknown') {
    const holder = await findHoldingOffice(db, customer.id);
    if (holder === null) {
      await openHousingRequest(db, {
        officeId: office.id,
        customerId: customer.id,
        userId: user.id,
      });
      return answer('requested');
    }
    if (holder !== office.id) throw taken();
  } else if (entry.kind === 'none' || entry.officeBusinessId !== office.businessId) {
    const registered = entry.kind === 'none' ? null : (entry.officeName ?? entry.officeBusinessId);
    throw new AppError(
      403,
      registryMismatchCode,
      messages.registryMismatch(customer.name, registered, office.name),
    );
  }
  await db.transaction((tx) => attach(tx, user, office, customer));
  return answer('attached');
}

async function attach(tx: Db, user: OfficeStaff, office: Office, customer: Customer) {
  const outcome = await attachHousingCompany(tx, { officeId: office.id, customerId: customer.id });
  if (outcome === 'taken') throw taken();
  let assigned = false;
  if (user.role === 'remUser') {
    if (outcome === 'held' && !(await isAssignedToStaff(tx, user.id, customer.id))) {
      throw conflict({ code: alreadyInOfficeCode, message: officeStaffMessages.alreadyInOffice });
    }
    assigned = await assignToStaff(tx, {
      officeId: office.id,
      userId: user.id,
      customerId: customer.id,
    });
  }
  if (outcome === 'attached' || assigned) {
    await insertAuditEntry(tx, {
      actorUserId: user.id,
      action: 'housing_company.attach',
      targetType: 'customer',
      targetId: String(customer.id),
      details: { officeId: office.id, businessId: customer.official },
    });
  }
}
