import type { AlertKind } from '@energiaportaali/domain';

/** /ilmoitukset and the unsubscribe link's page (issue #14; wording of our own). */
export const alerts = {
  title: 'Ilmoitukset',
  intro:
    'Saat sähköpostiisi ilmoituksen, kun asettamasi raja ylittyy. Kukin ilmoitus lähetetään enintään kerran päivässä.',
  kinds: {
    price: 'Huomisen sähkön hinta',
    consumption: 'Eilinen kulutus',
    forecast: 'Kuukauden kustannusennuste',
  } satisfies Record<AlertKind, string>,
  kindHints: {
    price:
      'Ilmoitus, kun huomisen pörssisähkön hinta (sis. alv) ylittää rajan jonakin tuntina tai varttina. Lähetetään, kun huomisen hinnat on julkaistu.',
    consumption: 'Ilmoitus, kun käyttöpaikan eilinen kulutus ylittää rajan.',
    forecast: 'Ilmoitus, kun käyttöpaikan kuluvan kuukauden kustannusennuste ylittää rajan.',
  } satisfies Record<AlertKind, string>,
  listHeading: 'Omat ilmoitukset',
  empty: 'Sinulla ei ole vielä ilmoituksia.',
  loadFailed: 'Ilmoitusten haku epäonnistui.',
  addHeading: 'Lisää ilmoitus',
  kindLabel: 'Ilmoituksen tyyppi',
  kindChoose: 'Valitse tyyppi',
  pointLabel: 'Käyttöpaikka',
  pointChoose: 'Valitse käyttöpaikka',
  pointsLoading: 'Haetaan käyttöpaikkoja...',
  noPoints: 'Sinulla ei ole käyttöpaikkoja, joille tämän ilmoituksen voi asettaa.',
  thresholdLabel: (unit: string) => `Raja (${unit})`,
  thresholdHint: 'Ilmoitus lähetetään, kun arvo ylittää rajan.',
  thresholdNotNumber: 'Anna raja lukuna, esimerkiksi 12,5',
  add: 'Lisää ilmoitus',
  adding: 'Lisätään...',
  added: 'Ilmoitus lisätty.',
  priceArea: 'Koko Suomi (hinta-alue FI)',
  status: { on: 'Päällä', off: 'Pois päältä' },
  turnOn: 'Ota käyttöön',
  turnOff: 'Lopeta',
  save: 'Tallenna raja',
  saving: 'Tallennetaan...',
  saved: 'Raja tallennettu.',
  remove: 'Poista',
  removeTitle: 'Poistetaanko ilmoitus?',
  removeBody: (description: string) => `Ilmoitus "${description}" poistetaan.`,
  removing: 'Poistetaan...',
  cancel: 'Peruuta',
  describe: (kind: string, threshold: string, unit: string) => `${kind} yli ${threshold} ${unit}`,
  saveFailed: 'Tallennus epäonnistui. Yritä uudelleen.',
  networkError: 'Yhteysvirhe. Tarkista verkkoyhteys ja yritä uudelleen.',
  unsubscribe: {
    title: 'Lopeta ilmoitus',
    intro:
      'Lopeta sähköposti-ilmoitus painamalla alla olevaa painiketta. Voit ottaa sen myöhemmin uudelleen käyttöön Ilmoitukset-sivulla.',
    button: 'Lopeta ilmoitus',
    sending: 'Lopetetaan...',
    done: (description: string) =>
      `Ilmoitus on lopetettu (${description}). Et saa siitä enää sähköpostia.`,
    missingToken:
      'Linkistä puuttuu tunniste. Avaa linkki sellaisenaan sähköpostista tai lopeta ilmoitus kirjautumalla palveluun.',
    failed: 'Ilmoituksen lopetus epäonnistui. Yritä myöhemmin uudelleen.',
    toAlerts: 'Siirry ilmoituksiin',
  },
} as const;
