import type { FibreOffer } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';
import type { SessionUser } from '../../auth/session-user';

export interface FibreOfferMailContext {
  to: string;
  user: SessionUser;
  /** "Name (customer numbers)" of each customer the user acts for. */
  customers: readonly string[];
  /** Addresses where fibre is available to those customers. */
  fibreAddresses: readonly string[];
}

const listed = (lines: readonly string[]) =>
  lines.length > 0 ? lines.map((line) => `- ${line}`) : ['- ei tiedossa'];

/** The e-mail that brings a fibre offer request to customer service; replies go to the asker. */
export function fibreOfferMail(
  offer: FibreOffer,
  { to, user, customers, fibreAddresses }: FibreOfferMailContext,
): MailMessage {
  const name = `${offer.firstName} ${offer.lastName}`;
  return {
    to,
    subject: `Valokuidun tarjouspyyntö: ${name}`,
    text: [
      'Asiakas pyytää asiointipalvelussa tarjousta valokuituliittymästä.',
      '',
      `Nimi: ${name}`,
      `Puhelinnumero: ${offer.phone}`,
      `Sähköposti: ${offer.email}`,
      '',
      `Lähetetty käyttäjätunnuksella ${user.email}.`,
      'Asiakkuudet:',
      ...listed(customers),
      'Osoitteet, joihin valokuitu on saatavilla:',
      ...listed(fibreAddresses),
    ].join('\n'),
    replyTo: offer.email,
  };
}
