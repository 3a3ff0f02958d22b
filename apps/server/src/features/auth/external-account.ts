import type { LoginIdentity } from '../../auth/relying-party';
import { insertAuditEntry } from '../../db/audit';
import type { Db } from '../../db/connection';
import { bindExternalIdentity, findUserIdByEmail, findUserIdByExternalIdentity } from './repo';

/** Why an external identity found no account; the callback answers each in its own words. */
export type ExternalRefusal = 'email_unverified' | 'email_bound' | 'unknown_user';

export type ExternalMatch = { userId: string } | { refused: ExternalRefusal };

/**
 * The account of an external provider's identity (decision 0047): the one bound to its
 * (issuer, sub), else at the first login the account of its verified e-mail, which is then bound.
 * `trustEmail` (OIDC_TRUST_EMAIL) accepts an address the provider did not mark verified.
 */
export async function matchExternalAccount(
  db: Db,
  identity: LoginIdentity,
  trustEmail: boolean,
): Promise<ExternalMatch> {
  const key = { issuer: identity.issuer, subject: identity.sub };
  const bound = await findUserIdByExternalIdentity(db, key.issuer, key.subject);
  if (bound) return { userId: bound };

  const email = await identity.email();
  if (!email) return { refused: 'unknown_user' };
  if (!email.verified && !trustEmail) return { refused: 'email_unverified' };
  const userId = await findUserIdByEmail(db, email.address);
  if (!userId) return { refused: 'unknown_user' };

  const bindingMade = await db.transaction(async (tx) => {
    const made = await bindExternalIdentity(tx, { ...key, userId });
    if (made) {
      await insertAuditEntry(tx, {
        actorUserId: userId,
        action: 'auth.external-identity.bind',
        targetType: 'user',
        targetId: userId,
        details: { issuer: key.issuer },
      });
    }
    return made;
  });
  if (bindingMade) return { userId };
  // Not bound: the account has another identity of this provider, or a login of this identity
  // running at the same time bound it first.
  const boundMeanwhile = await findUserIdByExternalIdentity(db, key.issuer, key.subject);
  return boundMeanwhile === userId ? { userId } : { refused: 'email_bound' };
}
