import {
  alertPaths,
  alertUnit,
  alertUnsubscribeTtlDays,
  formatDate,
  formatNumber,
  type AlertKind,
  type PortalConfig,
} from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';

/** What crossed the threshold: the observed value and the day it is about. */
export interface AlertFinding {
  kind: AlertKind;
  threshold: number;
  /** price: tomorrow's highest c/kWh; consumption: yesterday's; forecast: the month's €. */
  value: number;
  /** The calendar day the finding is about (YYYY-MM-DD). */
  day: string;
  pointIdentifier: string | null;
  pointUnit: string | null;
  street: string | null;
}

const decimals = (value: number) => (Number.isInteger(value) ? 0 : 2);
const amount = (value: number, unit: string) => `${formatNumber(value, decimals(value))} ${unit}`;

function findingText(finding: AlertFinding): { subject: string; lines: string[] } {
  const unit = alertUnit(finding.kind, finding.pointUnit);
  const limit = amount(finding.threshold, unit);
  const point = `käyttöpaikan ${finding.pointIdentifier ?? ''}${finding.street ? ` (${finding.street})` : ''}`;
  switch (finding.kind) {
    case 'price':
      return {
        subject: 'Sähkön hinta ylittää huomenna rajasi',
        lines: [
          `Sähkön pörssihinta ylittää huomenna ${formatDate(finding.day)} asettamasi rajan ${limit}.`,
          `Päivän korkein hinta on ${formatNumber(finding.value, 2)} c/kWh (sisältää arvonlisäveron).`,
        ],
      };
    case 'consumption':
      return {
        subject: 'Eilinen kulutus ylitti rajasi',
        lines: [
          `Kulutus ${point} oli ${formatDate(finding.day)} ${amount(finding.value, unit)}.`,
          `Se ylittää asettamasi rajan ${limit}.`,
        ],
      };
    case 'forecast':
      return {
        subject: 'Kuukauden kustannusennuste ylittää rajasi',
        lines: [
          `Kuluvan kuukauden kustannusennuste ${point} on ${formatNumber(finding.value, 2)} €.`,
          `Se ylittää asettamasi rajan ${limit}.`,
        ],
      };
  }
}

/** The unsubscribe page's link for a token. */
export function unsubscribeLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${alertPaths.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/** The Finnish alert e-mail: what crossed which threshold, the alerts page and the unsubscribe link. */
export function alertMail(
  portalConfig: PortalConfig,
  to: string,
  finding: AlertFinding,
  links: { origin: string; token: string },
): MailMessage {
  const { subject, lines } = findingText(finding);
  const origin = links.origin.replace(/\/+$/, '');
  return {
    to,
    subject: `${portalConfig.brandName}: ${subject}`,
    text: [
      'Hei,',
      '',
      ...lines,
      '',
      `Ilmoituksesi näet ja voit muuttaa niitä osoitteessa ${origin}${alertPaths.alerts}`,
      '',
      'Jos et enää halua tätä ilmoitusta, lopeta se tästä linkistä (kirjautumista ei tarvita):',
      unsubscribeLink(origin, links.token),
      `Linkki toimii ${alertUnsubscribeTtlDays} päivää.`,
      '',
      'Tämä on automaattinen viesti, johon ei voi vastata.',
      '',
      `Ystävällisin terveisin\n${portalConfig.contact.companyName}`,
    ].join('\n'),
  };
}
