import { createAccount, findAccountByEmail, type Person } from '../accounts';
import type { Db } from '../db/connection';
import { InviteError } from './cli-invite';
import type { IssueContext } from './cli-run';
import { issueInvitation, type PendingInvitation } from './tokens';

/**
 * Creates a customer-service account (role operator, no password) and issues its invitation,
 * in one transaction. An operator account still waiting for its password gets a new link
 * replacing the old one; any other account with the address is refused.
 */
export async function createOperator(
  db: Db,
  person: Person,
  { ttlDays, invitedBy }: IssueContext,
): Promise<PendingInvitation> {
  return db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, person.email);
    if (account && (account.hasPassword || account.role !== 'operator')) {
      throw new InviteError('the address already has an account', 'emailInUse');
    }
    const userId = account?.id ?? (await createAccount(tx, { ...person, role: 'operator' }));
    return issueInvitation(
      tx,
      { kind: 'operator', email: person.email, userId, invitedByUserId: null, invitedBy },
      ttlDays,
    );
  });
}
