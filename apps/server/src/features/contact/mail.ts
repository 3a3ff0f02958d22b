import type { ContactChange } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';
import type { SessionUser } from '../../auth/session-user';
import type { CustomerContact } from '../../customers/repo';

const orDash = (value: string | null | undefined) => value || '–';

/** The e-mail that tells customer service about a contact change request. */
export function contactChangeMail({
  to,
  user,
  customers,
  change,
}: {
  to: string;
  user: SessionUser;
  customers: readonly CustomerContact[];
  change: ContactChange;
}): MailMessage {
  const fullName = `${user.firstName} ${user.lastName}`;
  const customerLines = customers.map(
    (customer) =>
      `- ${customer.name}, asiakasnumero ${orDash(customer.customerNumbers.join(', '))}` +
      ` (nykyiset tiedot: puhelin ${orDash(customer.phone)}, sähköposti ${orDash(customer.email)})`,
  );
  return {
    to,
    subject: `Yhteystietojen muutospyyntö: ${fullName}`,
    text: [
      'Asiakas on pyytänyt asiointipalvelussa yhteystietojensa päivitystä.',
      '',
      `Pyytäjä: ${fullName} (käyttäjätunnus ${user.email})`,
      'Asiakkuudet:',
      ...(customerLines.length > 0 ? customerLines : ['- ei asiakkuuksia']),
      '',
      'Uudet yhteystiedot:',
      `Puhelinnumero: ${orDash(change.phonenumber)}`,
      `Sähköposti: ${orDash(change.email)}`,
    ].join('\n'),
  };
}
