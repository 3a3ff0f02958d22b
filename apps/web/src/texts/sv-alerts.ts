import type { AlertKind } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

/** Swedish texts of /ilmoitukset and the unsubscribe link's page. */
export const alerts: Texts['alerts'] = {
  title: 'Aviseringar',
  intro:
    'Du får en avisering per e-post när en gräns du har satt överskrids. Varje avisering skickas högst en gång per dag.',
  kinds: {
    price: 'Morgondagens elpris',
    consumption: 'Gårdagens förbrukning',
    forecast: 'Månadens kostnadsprognos',
  } satisfies Record<AlertKind, string>,
  kindHints: {
    price:
      'Avisering när morgondagens börselpris (inkl. moms) överskrider gränsen under någon timme eller kvart. Skickas när morgondagens priser har publicerats.',
    consumption: 'Avisering när förbrukningsplatsens förbrukning i går överskrider gränsen.',
    forecast:
      'Avisering när kostnadsprognosen för förbrukningsplatsen för innevarande månad överskrider gränsen.',
  } satisfies Record<AlertKind, string>,
  listHeading: 'Mina aviseringar',
  empty: 'Du har inga aviseringar ännu.',
  loadFailed: 'Aviseringarna kunde inte hämtas.',
  addHeading: 'Lägg till avisering',
  kindLabel: 'Typ av avisering',
  kindChoose: 'Välj typ',
  pointLabel: 'Förbrukningsplats',
  pointChoose: 'Välj förbrukningsplats',
  pointsLoading: 'Förbrukningsplatserna hämtas...',
  noPoints: 'Du har inga förbrukningsplatser som den här aviseringen kan sättas för.',
  thresholdLabel: (unit: string) => `Gräns (${unit})`,
  thresholdHint: 'Aviseringen skickas när värdet överskrider gränsen.',
  thresholdNotNumber: 'Ange gränsen som ett tal, till exempel 12,5',
  add: 'Lägg till avisering',
  adding: 'Läggs till...',
  added: 'Aviseringen har lagts till.',
  priceArea: 'Hela Finland (prisområde FI)',
  status: { on: 'På', off: 'Av' },
  turnOn: 'Ta i bruk',
  turnOff: 'Avsluta',
  save: 'Spara gränsen',
  saving: 'Sparas...',
  saved: 'Gränsen har sparats.',
  remove: 'Ta bort',
  removeTitle: 'Vill du ta bort aviseringen?',
  removeBody: (description: string) => `Aviseringen ”${description}” tas bort.`,
  removing: 'Tas bort...',
  cancel: 'Avbryt',
  describe: (kind: string, threshold: string, unit: string) => `${kind} över ${threshold} ${unit}`,
  saveFailed: 'Det gick inte att spara. Försök igen.',
  networkError: 'Anslutningsfel. Kontrollera nätverksanslutningen och försök igen.',
  unsubscribe: {
    title: 'Avsluta avisering',
    intro:
      'Avsluta e-postaviseringen med knappen nedan. Du kan ta den i bruk igen senare på sidan Aviseringar.',
    button: 'Avsluta aviseringen',
    sending: 'Avslutas...',
    done: (description: string) =>
      `Aviseringen har avslutats (${description}). Du får inte längre e-post om den.`,
    missingToken:
      'Länken saknar en kod. Öppna länken precis som den står i e-postmeddelandet eller avsluta aviseringen genom att logga in i tjänsten.',
    failed: 'Aviseringen kunde inte avslutas. Försök igen senare.',
    toAlerts: 'Gå till aviseringar',
  },
};
