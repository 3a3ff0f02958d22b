import {
  invitationErrorCodes,
  invitationMessages,
  invitationTokenSchema,
  invitedPasswordSchema,
  type InvitationInfo,
  type SetNewPasswordAnswer,
  type UserRole,
} from '@energiaportaali/domain';
import { hashPassword } from '../../auth/password';
import type { SessionUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import type { Database, Db } from '../../db/connection';
import { forbidden, notFound, validationFailed } from '../../errors';
import { issuesToFields } from '../../http/validation';
import {
  auditRedeemed,
  emailInUse,
  peekInvitation,
  redeemInvitation,
  type Invitation,
} from '../../invitations';
import { findInvitedAccount, setInvitedPassword, type InvitedAccount } from './repo';

const userNotFound = () =>
  notFound({ code: invitationErrorCodes.userNotFound, message: invitationMessages.userNotFound });

const loginPaths: Record<UserRole, SetNewPasswordAnswer['loginPath'] | null> = {
  companyUser: '/yritys/kirjaudu',
  companyManager: '/yritys/kirjaudu',
  remUser: '/isannointi/kirjaudu',
  remCompany: '/isannointi/kirjaudu',
  // Consumers register themselves with strong identification; no invitation leads to one.
  consumer: null,
};

interface PendingAccount {
  invitation: Invitation;
  account: InvitedAccount;
}

// A token of the wrong form, unknown, used or expired, or whose account is gone: all the same.
async function pendingAccount(db: Db, token: string): Promise<PendingAccount> {
  if (!invitationTokenSchema.safeParse(token).success) throw userNotFound();
  const invitation = await peekInvitation(db, token);
  if (!invitation?.userId) throw userNotFound();
  const account = await findInvitedAccount(db, invitation.userId);
  if (!account || loginPaths[account.role] === null) throw userNotFound();
  return { invitation, account };
}

/** GET /api/invitations/{token}: what the link's page shows; the token stays usable. */
export async function invitationInfo(db: Db, token: string): Promise<InvitationInfo> {
  if (!invitationTokenSchema.safeParse(token).success) throw userNotFound();
  const invitation = await peekInvitation(db, token);
  if (!invitation) throw userNotFound();
  if (!invitation.userId) {
    // A manager company's invitation: the account is made by the registration itself.
    return {
      kind: invitation.kind,
      email: invitation.email,
      firstName: null,
      lastName: null,
      invitedBy: invitation.invitedBy,
    };
  }
  const { account } = await pendingAccount(db, token);
  return {
    kind: invitation.kind,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    invitedBy: invitation.invitedBy,
  };
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
  const { account } = await pendingAccount(database.db, token);
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
 * forms of those who add persons (companyManager, remCompany).
 */
export async function userExists(db: Db, user: SessionUser, email: string): Promise<boolean> {
  if (user.role !== 'companyManager' && user.role !== 'remCompany') throw forbidden();
  return emailInUse(db, email);
}
