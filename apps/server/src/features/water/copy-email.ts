import { formatDate, type WaterReading } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';
import { messages } from '../../messages';

/** The copy of a reading sent to the address the user gave. */
export function waterReadingCopy(
  reading: WaterReading,
  to: string,
  brandName: string,
): MailMessage {
  return {
    to,
    subject: `${messages.waterCopySubject} – ${brandName}`,
    text: [
      'Hei,',
      '',
      'olemme vastaanottaneet ilmoittamasi vesimittarin lukeman:',
      '',
      `Käyttöpaikan numero: ${reading.measurementPointId}`,
      `Vesimittarin numero: ${reading.meterId}`,
      `Lukema: ${reading.consumption} m³`,
      `Lukemapäivä: ${formatDate(reading.date)}`,
      '',
      'Tämä on automaattinen viesti, johon ei voi vastata.',
      '',
      brandName,
      '',
    ].join('\n'),
  };
}
