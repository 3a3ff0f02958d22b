import type { InvitationKind, PortalConfig } from '@energiaportaali/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sendAfterCommit, type MailMessage, type MailService } from '../adapters/mail';
import { invitationLink } from './link';
import type { PendingInvitation } from './tokens';

const invitationTexts: Record<InvitationKind, { subject: string; body: string }> = {
  'manager-company': {
    subject: 'Kutsu rekisteröidä isännöintitoimisto',
    body: 'Sinut on kutsuttu rekisteröimään isännöintitoimistonne asiointipalveluun. Rekisteröinnissä annat omat tietosi ja toimiston tiedot ja valitset salasanan.',
  },
  manager: {
    subject: 'Tunnukset isännöitsijälle',
    body: 'Sinulle on luotu isännöitsijän tunnukset asiointipalveluun. Hyväksy käyttöehdot ja tietosuojaseloste ja valitse salasana.',
  },
  'company-person': {
    subject: 'Tunnukset yrityksen asiointipalveluun',
    body: 'Sinulle on luotu tunnukset yrityksenne asiointipalveluun. Hyväksy käyttöehdot ja tietosuojaseloste ja valitse salasana.',
  },
  consumer: {
    subject: 'Tunnukset sähköiseen asiointipalveluun',
    body: 'Sinulle on luotu tunnukset asiointipalveluumme, jossa näet kulutuksesi, sopimuksesi ja laskusi. Hyväksy käyttöehdot ja tietosuojaseloste ja valitse salasana.',
  },
  operator: {
    subject: 'Tunnukset asiointipalveluun',
    body: 'Sinulle on luotu tunnukset asiointipalveluun. Hyväksy käyttöehdot ja tietosuojaseloste ja valitse salasana.',
  },
};

const lifetime = (days: number) => (days === 1 ? 'yhden päivän' : `${days} päivää`);

/** The Finnish invitation e-mail with its link. */
export function invitationMail(
  portalConfig: PortalConfig,
  invitation: PendingInvitation,
  link: string,
): MailMessage {
  const texts = invitationTexts[invitation.kind];
  return {
    to: invitation.email,
    subject: `${portalConfig.brandName}: ${texts.subject}`,
    text: [
      'Hei,',
      '',
      texts.body,
      '',
      link,
      '',
      `Linkki toimii ${lifetime(invitation.ttlDays)} ja vain kerran. Jos linkki ei enää toimi, pyydä uusi kutsu siltä, joka sinut kutsui, tai asiakaspalvelusta ${portalConfig.customerServiceEmail}.`,
      '',
      'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
      '',
      `Ystävällisin terveisin\n${portalConfig.contact.companyName}`,
    ].join('\n'),
  };
}

export interface InvitationMailDeps {
  mail: MailService;
  log: FastifyBaseLogger;
  portalConfig: PortalConfig;
}

/**
 * After the commit: queues the Finnish invitation e-mail with the link through the outbox.
 * Never throws; a failure is logged without personal data.
 */
export async function sendInvitation(
  deps: InvitationMailDeps,
  invitation: PendingInvitation,
  origin: string,
): Promise<void> {
  const message = invitationMail(deps.portalConfig, invitation, invitationLink(origin, invitation));
  const outcome = await sendAfterCommit(deps, message, {
    fields: { kind: invitation.kind },
    message: 'invitation e-mail could not be queued',
  });
  if (outcome !== 'unqueued') {
    deps.log.info({ kind: invitation.kind, outcome }, 'invitation e-mail handed to the outbox');
  }
}
