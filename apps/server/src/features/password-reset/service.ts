import {
  backOfficeErrorCodes,
  backOfficeMessages,
  createNewPasswordSchema,
  passwordResetErrorCodes,
  passwordResetMessages,
  passwordResetTokenSchema,
  type PasswordResetInfo,
  type PasswordResetSave,
  type PasswordResetSaved,
  type PortalConfig,
  type UserRole,
} from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { findAccountByEmail } from '../../accounts';
import { sendAfterCommit, type MailMessage, type MailService } from '../../adapters/mail';
import { hashPassword } from '../../auth/password';
import type { OperatorUser } from '../../auth/session-user';
import { deleteUserSessions } from '../../auth/sessions';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { conflict, notFound, validationFailed } from '../../errors';
import { issuesToFields } from '../../http/validation';
import { identificationMail, resetLinkMail } from './mail';
import { findAccountById, replacePassword, type ResetAccount } from './repo';
import { consumeResetToken, issueResetToken, peekResetToken } from './tokens';

/** What sending a link needs: the database, the outbox and the portal's public origin. */
export interface ResetDeps {
  db: Db;
  mail: MailService;
  log: FastifyBaseLogger;
  portalConfig: PortalConfig;
  origin: string;
  /** Counts a link for the account; false once it has had its share (decision 0044). */
  allowAccount: (userId: string) => Promise<boolean>;
}

// Where each account that resets by e-mail logs in; consumers use strong identification.
const loginPaths: Partial<Record<UserRole, PasswordResetSaved['loginPath']>> = {
  companyUser: '/yritys/kirjaudu',
  companyManager: '/yritys/kirjaudu',
  remUser: '/isannointi/kirjaudu',
  remCompany: '/isannointi/kirjaudu',
  operator: '/asiakaspalvelu/kirjaudu',
};

/** Whether the account may set its password by an e-mailed link. */
const resetsByEmail = (account: ResetAccount) =>
  account.hasPassword && !account.locked && loginPaths[account.role] !== undefined;

const linkNotUsable = () =>
  notFound({
    code: passwordResetErrorCodes.linkNotUsable,
    message: passwordResetMessages.linkNotUsable,
  });

async function queue(deps: ResetDeps, message: MailMessage, kind: string): Promise<void> {
  await sendAfterCommit(deps, message, {
    fields: { kind },
    message: 'password reset e-mail could not be queued',
  });
}

/** Issues a link for the account in one transaction with its audit row; gives the token. */
async function issueAudited(db: Db, account: ResetAccount, actorUserId: string, action: string) {
  return db.transaction(async (tx) => {
    const issued = await issueResetToken(tx, account.id);
    await insertAuditEntry(tx, {
      actorUserId,
      action,
      targetType: 'user',
      targetId: account.id,
      details: { resetId: issued.id },
    });
    return issued.token;
  });
}

/**
 * After the request page has answered: a link to an account that resets by e-mail, a pointer to
 * strong identification to a consumer, nothing to an unknown address. The account's own silent
 * limit holds either way.
 */
export async function sendResetLink(deps: ResetDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const byIdentification = account.role === 'consumer' && account.hasPassword && !account.locked;
  if (!byIdentification && !resetsByEmail(account)) return;
  if (!(await deps.allowAccount(account.id))) return;
  if (byIdentification) {
    await queue(
      deps,
      identificationMail(deps.portalConfig, account.email, deps.origin),
      'consumer',
    );
    return;
  }
  const token = await issueAudited(deps.db, account, account.id, 'password-reset.request');
  await queue(
    deps,
    resetLinkMail(deps.portalConfig, account.email, deps.origin, token, false),
    'link',
  );
}

/**
 * POST /api/backoffice/users/:id/password-reset: customer service sends the same link to an
 * account that has a password; the operator is the audit row's actor.
 */
export async function sendResetFromBackOffice(
  deps: ResetDeps,
  operator: OperatorUser,
  id: string,
): Promise<void> {
  const account = await findAccountById(deps.db, id);
  if (!account) {
    throw notFound({
      code: backOfficeErrorCodes.userNotFound,
      message: backOfficeMessages.userNotFound,
    });
  }
  const refusal = (code: keyof typeof passwordResetErrorCodes) =>
    conflict({ code: passwordResetErrorCodes[code], message: passwordResetMessages[code] });
  if (account.role === 'consumer') throw refusal('byIdentification');
  if (!account.hasPassword) throw refusal('notActive');
  if (account.locked) throw refusal('locked');
  const token = await issueAudited(deps.db, account, operator.id, 'backoffice.user.password-reset');
  await queue(
    deps,
    resetLinkMail(deps.portalConfig, account.email, deps.origin, token, true),
    'link',
  );
}

// A token of the wrong form, unknown, used, replaced or expired, or an account that can no
// longer reset by e-mail (locked meanwhile): all the same 404.
async function accountOfLink(db: Db, token: string): Promise<ResetAccount> {
  if (!passwordResetTokenSchema.safeParse(token).success) throw linkNotUsable();
  const userId = await peekResetToken(db, token);
  const account = userId ? await findAccountById(db, userId) : null;
  if (!account || !resetsByEmail(account)) throw linkNotUsable();
  return account;
}

/** GET /api/password-reset/{token}: the username the link's page shows; the token stays usable. */
export async function resetLinkInfo(db: Db, token: string): Promise<PasswordResetInfo> {
  return { email: (await accountOfLink(db, token)).email };
}

/**
 * PUT /api/password-reset/{token}: the new password under the usual rules (the account's details
 * counting against its strength). The token is used up in the same transaction that sets the
 * password, ends every session and writes the audit row.
 */
export async function saveResetPassword(
  db: Db,
  token: string,
  form: PasswordResetSave,
): Promise<PasswordResetSaved> {
  const account = await accountOfLink(db, token);
  const rules = createNewPasswordSchema([account.email, account.firstName, account.lastName]);
  const parsed = rules.safeParse(form);
  if (!parsed.success) throw validationFailed(issuesToFields(parsed.error.issues, 'body'));
  // Hashing takes ~100 ms of CPU: done before the transaction, not while holding it.
  const passwordHash = await hashPassword(form.password);
  await db.transaction(async (tx) => {
    if ((await consumeResetToken(tx, token)) !== account.id) throw linkNotUsable();
    const endedSessions = await replacePassword(tx, account.id, passwordHash);
    await insertAuditEntry(tx, {
      actorUserId: account.id,
      action: 'password-reset.complete',
      targetType: 'user',
      targetId: account.id,
      details: { endedSessions },
    });
  });
  // The rows went in the transaction; this forgets the sessions every process still trusts.
  await deleteUserSessions(db, account.id);
  return { loginPath: loginPaths[account.role]! };
}
