import type { InvitationKind } from '@energiaportaali/domain';
import {
  companyPersonRole,
  createCompanyPerson,
  createOfficeMember,
  emailInUse,
  findAccountByEmail,
  findOfficeByBusinessId,
  isLinkedToCustomer,
  isOfficeMember,
  type Person,
} from '../accounts';
import type { Db } from '../db/connection';
import { findCompany } from './cli-repo';
import { issueInvitation, type PendingInvitation } from './tokens';

/** Why an invitation could not be issued (the back office answers each with its own 409). */
export type InviteRefusal = 'companyNotFound' | 'officeNotFound' | 'emailInUse';

/** An operator's mistake: told as is, exit code 1. */
export class InviteError extends Error {
  constructor(
    message: string,
    readonly reason: InviteRefusal,
  ) {
    super(message);
  }
}

export type InviteCommand =
  | { kind: 'manager-company'; email: string }
  | ({ kind: 'company-person'; company: string; admin?: boolean } & Person)
  | ({ kind: 'manager'; office: string } & Person);

/**
 * Makes what the invitation is for (a password-less account linked to its company or office;
 * nothing for a manager company) and issues it, in one transaction. An account that exists
 * without a password, in the same role and place, gets a new invitation replacing the old one.
 */
export async function inviteFromCommandLine(
  db: Db,
  command: InviteCommand,
  {
    ttlDays,
    invitedBy,
    invitedByUserId = null,
  }: { ttlDays: number; invitedBy: string; invitedByUserId?: string | null },
): Promise<PendingInvitation> {
  return db.transaction(async (tx) => {
    const issue = (kind: InvitationKind, userId: string | null, email: string) =>
      issueInvitation(tx, { kind, email, userId, invitedByUserId, invitedBy }, ttlDays);
    switch (command.kind) {
      case 'manager-company':
        if (await emailInUse(tx, command.email)) throw alreadyHasAccount();
        return issue('manager-company', null, command.email);
      case 'company-person': {
        const company = await findCompany(tx, command.company);
        if (!company) {
          throw new InviteError(
            `no company customer with business id ${command.company}`,
            'companyNotFound',
          );
        }
        const admin = command.admin ?? false;
        const userId =
          (await pendingAccount(tx, command.email, companyPersonRole(admin), (id) =>
            isLinkedToCustomer(tx, id, company.id),
          )) ?? (await createCompanyPerson(tx, person(command), [company.id], { admin }));
        if (userId === null) throw alreadyHasAccount();
        return issue('company-person', userId, command.email);
      }
      case 'manager': {
        const office = await findOfficeByBusinessId(tx, command.office);
        if (!office)
          throw new InviteError(
            `no property-management office with business id ${command.office}`,
            'officeNotFound',
          );
        const userId =
          (await pendingAccount(tx, command.email, 'remUser', (id) =>
            isOfficeMember(tx, id, office.id),
          )) ?? (await createOfficeMember(tx, office.id, { ...person(command), role: 'remUser' }));
        return issue('manager', userId, command.email);
      }
    }
  });
}

const person = ({ email, firstName, lastName, phone }: Person): Person => ({
  email,
  firstName,
  lastName,
  phone,
});

const alreadyHasAccount = () =>
  new InviteError(
    'the address already has an account (the owner can use the forgotten-password flow)',
    'emailInUse',
  );

// The id of an account still waiting for its password in this role and place; null when there
// is no account; an error when the address belongs to anyone else.
async function pendingAccount(
  db: Db,
  email: string,
  role: 'companyUser' | 'companyManager' | 'remUser',
  belongs: (userId: string) => Promise<boolean>,
): Promise<string | null> {
  const account = await findAccountByEmail(db, email);
  if (!account) return null;
  if (account.hasPassword || account.role !== role || !(await belongs(account.id))) {
    throw alreadyHasAccount();
  }
  return account.id;
}
