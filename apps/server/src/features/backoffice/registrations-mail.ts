import type { PortalConfig } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';

/**
 * The answer to a rejected registration request: the applicant was told 'Otamme sinuun
 * yhteyttä', so they hear the outcome and its reason. Replies go to customer service.
 */
export function rejectionMail(
  portalConfig: PortalConfig,
  request: { contactEmail: string; applyingCompany: string },
  reason: string,
): MailMessage {
  return {
    to: request.contactEmail,
    subject: `${portalConfig.brandName}: Tunnuspyyntösi on käsitelty`,
    text: [
      'Hei,',
      '',
      `Emme valitettavasti voi myöntää asiointipalvelun tunnuksia pyyntösi perusteella (${request.applyingCompany}).`,
      '',
      'Perustelu:',
      reason,
      '',
      `Lisätietoja saat asiakaspalvelustamme: ${portalConfig.customerServiceEmail}.`,
      '',
      `Ystävällisin terveisin\n${portalConfig.contact.companyName}`,
    ].join('\n'),
    replyTo: portalConfig.customerServiceEmail,
  };
}
