// The invitation mechanism (ARCHITECTURE §4 'Invitations'): every account that is not
// self-registered gets a single-use, expiring, hashed token e-mailed through the outbox.
export {
  auditRedeemed,
  issueInvitation,
  peekInvitation,
  redeemInvitation,
  type Invitation,
  type InvitationInput,
  type PendingInvitation,
} from './tokens';
export { invitationLink } from './link';
export { invitationMail, sendInvitation, type InvitationMailDeps } from './mail';
export { invitationOutbox, type InvitationOutbox } from './outbox';
export { InviteError, inviteFromCommandLine, type InviteCommand } from './cli-invite';
export {
  findInvitationById,
  invitationIdOf,
  invitationPurpose,
  revokeInvitationById,
  type StoredInvitation,
} from './stored';
