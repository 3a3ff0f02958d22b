import { invitationPaths } from '@energiaportaali/domain';
import type { PendingInvitation } from './tokens';

/**
 * The link of the invitation e-mail: the manager company registration for 'manager-company',
 * else the set-password page.
 */
export function invitationLink(origin: string, invitation: PendingInvitation): string {
  const base = origin.replace(/\/+$/, '');
  const token = encodeURIComponent(invitation.token);
  return invitation.kind === 'manager-company'
    ? `${base}${invitationPaths.managerCompanyRegistration}?token=${token}`
    : `${base}${invitationPaths.setPassword}/${token}`;
}
