import { invitationPaths } from '@energiaportaali/domain';
import type { PendingInvitation } from './tokens';

/**
 * The link of the invitation e-mail: the manager company registration for 'manager-company',
 * else the set-password page: the spec's (under the managers' path) for customers' accounts,
 * a neutral one for the utility's own staff.
 */
export function invitationLink(origin: string, invitation: PendingInvitation): string {
  const base = origin.replace(/\/+$/, '');
  const token = encodeURIComponent(invitation.token);
  if (invitation.kind === 'manager-company') {
    return `${base}${invitationPaths.managerCompanyRegistration}?token=${token}`;
  }
  const path =
    invitation.kind === 'operator'
      ? invitationPaths.operatorSetPassword
      : invitationPaths.setPassword;
  return `${base}${path}/${token}`;
}
