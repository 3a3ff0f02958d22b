import {
  invitationErrorCodes,
  invitationMessages,
  invitationTokenSchema,
  invitedPasswordSchema,
  type InvitationInfo,
  type InvitationKind,
  type SetNewPasswordAnswer,
  type UserRole,
} from '@energiaportaali/domain';
import { emailInUse } from '../../accounts';
import { hashPassword } from '../../auth/password';
import type { SessionUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import type { Database, Db } from '../../db/connection';
import { forbidden, notFound, unauthorized, validationFailed } from '../../errors';
import { issuesToFields } from '../../http/validation';
import { auditRedeemed, peekInvitation, redeemInvitation, type Invitation } from '../../invitation';
import { findInvitedAccount, setInvitedPassword, type InvitedAccount } from './repo';

const userNotFound = () =>
  notFound({ code: invitationErrorCodes.userNotFound, message: invitationMessages.userNotFound });

const loginPaths: Record<UserRole, SetNewPasswordAnswer['loginPath'] | null> = {
  companyUser: '/yritys/kirjaudu',
  companyManager: '/yritys/kirjaudu',
  remUser: '/isannointi/kirjaudu',
  remCompany: '/isannointi/kirjaudu',
  operator: '/asiakaspalvelu/kirjaudu',
  // Consumers mostly register themselves; an imported one is invited to set the password.
  consumer: '/kirjaudu',
};

// The accounts an invitation of each kind sets the password of: a token never opens another
// kind of account (a consumer's only by a 'consumer' invitation, which the register import issues).
const rolesByKind: Record<InvitationKind, readonly UserRole[]> = {
  'manager-company': [],
  manager: ['remUser', 'remCompany'],
  'company-person': ['companyUser', 'companyManager'],
  operator: ['operator'],
  consumer: ['consumer'],
};

// A token of the wrong form, unknown, used or expired: all the same 404.
async function usableInvitation(db: Db, token: string): Promise<Invitation> {
  if (!invitationTokenSchema.safeParse(token).success) throw userNotFound();
  const invitation = await peekInvitation(db, token);
  if (!invitation) throw userNotFound();
  return invitation;
}

// The invitation's account, waiting for its password; gone or of another kind: the same 404.
async function pendingAccount(db: Db, invitation: Invitation): Promise<InvitedAccount> {
  const account = invitation.userId ? await findInvitedAccount(db, invitation.userId) : null;
  const fits = account && rolesByKind[invitation.kind].includes(account.role);
  if (!fits || loginPaths[account.role] === null) throw userNotFound();
  return account;
}

/** GET /api/invitations/{token}: what the link's page shows; the token stays usable. */
export async function invitationInfo(db: Db, token: string): Promise<InvitationInfo> {
  const invitation = await usableInvitation(db, token);
  const { kind, invitedBy } = invitation;
  if (kind === 'manager-company') {
    // The account is made by the registration itself.
    return { kind, email: invitation.email, firstName: null, lastName: null, invitedBy };
  }
  const { email, firstName, lastName } = await pendingAccount(db, invitation);
  return { kind, email, firstName, lastName, invitedBy };
}

export interface NewPasswordRequest {
  password: string;
  token: string;
}

/**
 * PATCH /api/user/password/setNew: the invited person sets their password and accepts the terms.
 * The token is used up in the same transaction (of two concurrent calls one wins, the other is
 * 404); every session of the account ends and nobody is logged in.
 */
export async function setNewPassword(
  database: Database,
  { password, token }: NewPasswordRequest,
): Promise<SetNewPasswordAnswer> {
  const account = await pendingAccount(database.db, await usableInvitation(database.db, token));
  const rules = invitedPasswordSchema([account.email, account.firstName, account.lastName]);
  const parsed = rules.safeParse({ password, password2: password });
  if (!parsed.success) {
    // The form has one password field: its repetition is the page's own business.
    const { password: problems = [] } = issuesToFields(parsed.error.issues, 'body');
    throw validationFailed({ password: problems });
  }
  // Hashing takes ~100 ms of CPU: done before the transaction, not while holding it.
  const passwordHash = await hashPassword(password);
  await database.db.transaction(async (tx) => {
    const invitation = await redeemInvitation(tx, token);
    if (invitation?.userId !== account.id) throw userNotFound();
    await setInvitedPassword(tx, account.id, passwordHash);
    await auditRedeemed(tx, invitation, account.id);
  });
  // The rows went in the transaction; this forgets the sessions this process still trusts.
  await deleteUserSessions(database.db, account.id);
  return { loginPath: loginPaths[account.role]! };
}

/**
 * HEAD /api/user/exists?email=: whether an account has the address, for the person and staff
 * forms of those who add persons (companyManager, remCompany): the caller shows one as `_asker`.
 */
export async function userExists(
  db: Db,
  _asker: SessionUser<'companyManager' | 'remCompany'>,
  email: string,
): Promise<boolean> {
  return emailInUse(db, email);
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * HEAD /api/user/exists?email= with a manager company's registration link as its bearer token:
 * whether the invited address already has an account. Only that address may be asked about, and
 * the registration's own check would tell the same, so it reveals nothing more.
 */
export async function invitedEmailExists(db: Db, token: string, email: string): Promise<boolean> {
  const invitation = invitationTokenSchema.safeParse(token).success
    ? await peekInvitation(db, token)
    : null;
  if (invitation?.kind !== 'manager-company') throw unauthorized();
  if (!sameAddress(invitation.email, email)) throw forbidden();
  return emailInUse(db, invitation.email);
}
