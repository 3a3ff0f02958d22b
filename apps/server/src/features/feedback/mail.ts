import type { FeedbackCategory } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';
import type { NewFeedback } from './repo';

// Accessibility feedback must be answered within 14 days (306/2019 §15): its subject says so.
const subjectByCategory: Record<FeedbackCategory, string> = {
  general: 'Palaute asiointipalvelusta',
  accessibility: 'Saavutettavuuspalaute asiointipalvelusta (vastattava 14 päivässä)',
};

/** The e-mail that brings a feedback message to customer service; replies go to the sender. */
export function feedbackMail(
  to: string,
  { username, customerName, email, message, category }: NewFeedback,
  senderName: string,
): MailMessage {
  return {
    to,
    subject: `${subjectByCategory[category]}: ${customerName}`,
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
