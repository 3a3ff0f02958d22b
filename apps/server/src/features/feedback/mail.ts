import type { MailMessage } from '../../adapters/mail';
import type { NewFeedback } from './repo';

/** The e-mail that brings a feedback message to customer service; replies go to the sender. */
export function feedbackMail(
  to: string,
  { username, customerName, email, message }: NewFeedback,
  senderName: string,
): MailMessage {
  return {
    to,
    subject: `Palaute asiointipalvelusta: ${customerName}`,
    text: [
      'Asiointipalvelun kautta on lähetetty palautetta.',
      '',
      `Lähettäjä: ${senderName} (käyttäjätunnus ${username})`,
      `Asiakas: ${customerName}`,
      email ? `Vastaus pyydetään osoitteeseen: ${email}` : 'Lähettäjä ei pyytänyt vastausta.',
      '',
      'Viesti:',
      message,
    ].join('\n'),
    ...(email ? { replyTo: email } : {}),
  };
}
