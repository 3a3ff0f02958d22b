import type { ApplyingCreds, CompanyRegistration } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';

const credsNames: Record<ApplyingCreds, string> = {
  business: 'yritykselle',
  manager: 'isännöintitoimistolle',
};

/** The e-mail that brings a registration request to customer service; replies go to the asker. */
export function companyRegistrationMail(
  to: string,
  request: Omit<CompanyRegistration, 'g_recaptcha_response'>,
  requestId: number,
): MailMessage {
  const subsidiaries = request.daughterCompanyIdentifiers;
  return {
    to,
    subject: `Tunnuspyyntö ${credsNames[request.applyingCreds]}: ${request.applyingCompany}`,
    text: [
      `Asiointipalvelun tunnuksia on pyydetty ${credsNames[request.applyingCreds]} (pyyntö ${requestId}).`,
      '',
      `Yritys: ${request.applyingCompany}`,
      `Y-tunnus: ${request.applyingCompanyIdentifier}`,
      subsidiaries.length > 0
        ? `Tytäryhtiöiden Y-tunnukset: ${subsidiaries.join(', ')}`
        : 'Tytäryhtiöitä ei ilmoitettu.',
      `Hakija: ${request.applyingPerson}`,
      `Sähköposti: ${request.contactEmail}`,
    ].join('\n'),
    replyTo: request.contactEmail,
  };
}
