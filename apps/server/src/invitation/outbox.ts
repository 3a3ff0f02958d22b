import type { FastifyRequest } from 'fastify';
import type { RouteContext } from '../http/route-context';
import { publicOrigin } from '../identity/strong-identification/origin';
import { sendInvitation } from './mail';
import type { PendingInvitation } from './tokens';

/** What a service that invites needs: the lifetime to issue with and the mail to send after. */
export interface InvitationOutbox {
  ttlDays: number;
  /** After the commit; never throws. */
  send(invitation: PendingInvitation): Promise<void>;
}

/** The invitation outbox of one request: links on the portal's public origin. */
export function invitationOutbox(
  { mail, portalConfig, env }: RouteContext,
  request: FastifyRequest,
): InvitationOutbox {
  const origin = publicOrigin(env, request);
  return {
    ttlDays: env.INVITATION_TTL_DAYS,
    send: (invitation) =>
      sendInvitation({ mail, log: request.log, portalConfig }, invitation, origin),
  };
}
