import type { PortalConfig } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';

interface Addressed {
  requesterEmail: string;
  housingCompanyName: string;
  officeName: string;
}

const closing = (portalConfig: PortalConfig) => [
  '',
  `Lisätietoja saat asiakaspalvelustamme: ${portalConfig.customerServiceEmail}.`,
  '',
  `Ystävällisin terveisin\n${portalConfig.contact.companyName}`,
];

/** The manager hears that the housing company is now on the office's list. */
export function housingApprovalMail(portalConfig: PortalConfig, request: Addressed): MailMessage {
  return {
    to: request.requesterEmail,
    subject: `${portalConfig.brandName}: Taloyhtiö lisätty`,
    text: [
      'Hei,',
      '',
      `Pyyntösi on hyväksytty: ${request.housingCompanyName} on nyt isännöintitoimiston ${request.officeName} asunto-osakeyhtiöissä, ja sen kulutustiedot näkyvät asiointipalvelussa.`,
      ...closing(portalConfig),
    ].join('\n'),
    replyTo: portalConfig.customerServiceEmail,
  };
}

/** The manager hears that the request was rejected, and why. */
export function housingRejectionMail(
  portalConfig: PortalConfig,
  request: Addressed,
  reason: string,
): MailMessage {
  return {
    to: request.requesterEmail,
    subject: `${portalConfig.brandName}: Taloyhtiön lisäyspyyntö on käsitelty`,
    text: [
      'Hei,',
      '',
      `Emme valitettavasti voineet lisätä taloyhtiötä ${request.housingCompanyName} isännöintitoimiston ${request.officeName} asunto-osakeyhtiöihin.`,
      '',
      'Perustelu:',
      reason,
      ...closing(portalConfig),
    ].join('\n'),
    replyTo: portalConfig.customerServiceEmail,
  };
}
