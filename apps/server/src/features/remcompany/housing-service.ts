import type { HousingLookupAnswer } from '@energiaportaali/domain';
import {
  alreadyInOfficeCode,
  officeStaffMessages,
  registryMismatchCode,
} from '@energiaportaali/domain';
import type { BusinessRegistry } from '../../adapters/business-registry';
import { assertActingOffice } from '../../auth/access';
import type { SessionUser } from '../../auth/session-user';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { AppError, conflict, notFound } from '../../errors';
import { messages } from '../../messages';
import {
  assignToStaff,
  attachHousingCompany,
  findHousingCustomer,
  isAssignedToStaff,
} from './housing-repo';

/** GET /api/remcompany/customership/{businessId}: the housing-company customer, if there is one. */
export async function lookUpHousingCompany(
  db: Db,
  user: SessionUser,
  businessId: string,
): Promise<HousingLookupAnswer> {
  await assertActingOffice(db, user);
  const customer = await findHousingCustomer(db, businessId);
  return customer ? [{ customer: { official: customer.official, name: customer.name } }] : [];
}

/**
 * POST /api/remcompany/addClient: the housing company joins the user's office (and a staff
 * member's own list). The trade register must name this office as its representative (403
 * PRH_ERROR otherwise); a company another office holds is 409. A staff member may attach a
 * company new to the office, but one the office already holds is the super user's to assign
 * (409 ALREADY_IN_OFFICE). Attaching twice is harmless.
 */
export async function addHousingCompany(
  db: Db,
  registry: BusinessRegistry,
  user: SessionUser,
  businessId: string,
) {
  const office = await assertActingOffice(db, user);
  const customer = await findHousingCustomer(db, businessId);
  if (!customer) throw notFound({ message: messages.housingCompanyNotFound });
  const registered = await registry.representativeOf(businessId);
  if (registered !== office.name) {
    throw new AppError(
      403,
      registryMismatchCode,
      messages.registryMismatch(customer.name, registered, office.name),
    );
  }
  await db.transaction(async (tx) => {
    const outcome = await attachHousingCompany(tx, {
      officeId: office.id,
      customerId: customer.id,
    });
    if (outcome === 'taken') {
      throw conflict({ code: 'HOUSING_COMPANY_TAKEN', message: messages.housingCompanyTaken });
    }
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
        details: { officeId: office.id, businessId },
      });
    }
  });
  return { customer: { official: customer.official, name: customer.name } };
}
