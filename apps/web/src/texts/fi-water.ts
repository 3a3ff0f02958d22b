/** The water meter reading form (spec 01 §2, §5 and §8; wording of our own where the spec gives none). */
export const water = {
  title: 'Ilmoita vesilukema',
  intro:
    'Ilmoita vesimittarisi lukema kokonaisina kuutiometreinä. Käyttöpaikan numeron löydät vesilaskustasi.',
  pointLabel: 'Käyttöpaikan numero',
  pointChoiceLabel: 'Käyttöpaikka',
  meterLabel: 'Vesimittarin numero',
  meterChoose: 'Valitse vesimittari',
  meterNeedsPoint: 'Anna ensin käyttöpaikan numero, niin näet sen vesimittarit.',
  metersLoading: 'Haetaan käyttöpaikan vesimittareita...',
  metersFailed: 'Vesimittarien haku epäonnistui. Tarkista yhteys ja yritä uudelleen.',
  readingLabel: 'Lukema (m³)',
  readingHint: 'Mittarin mustat numerot, enintään 5 numeroa.',
  dateLabel: 'Lukemapäivä',
  emailLabel: 'Sähköpostiosoite (vapaaehtoinen)',
  sendCopyLabel: 'Lähetä kopio lukemasta sähköpostiini',
  captchaFailed: 'Varmistus epäonnistui. Vahvista uudelleen, ettet ole robotti.',
  /** The captcha component's own texts. */
  captcha: {
    label: 'Varmistus',
    loading: 'Ladataan varmistusta...',
    unavailable: 'Varmistusta ei saatu ladattua.',
    failed: 'Varmistus epäonnistui.',
    slow: 'Varmistus kestää tavallista kauemmin.',
    retry: 'Yritä uudelleen',
    /** The submit button's text while the form waits for the captcha. */
    verifying: 'Varmistetaan…',
  },
  submit: 'Lähetä lukema',
  sending: 'Lähetetään...',
  errors: {
    emailFailed:
      'Lukema tallennettiin, mutta kopion lähetys sähköpostiisi epäonnistui. Yritämme lähettää kopion myöhemmin uudelleen.',
    saveFailed: 'Lukeman tallennus epäonnistui. Yritä myöhemmin uudelleen.',
    notFoundOrServer: 'Tapahtui virhe, yritä myöhemmin uudelleen',
    other: 'Virhe vesilukemaa lähettäessä',
    network: 'Yhteysvirhe vesilukemaa lähettäessä',
  },
  success: {
    title: 'Kiitos! Lukema on vastaanotettu',
    point: 'Käyttöpaikka',
    meter: 'Vesimittari',
    reading: 'Lukema',
    date: 'Lukemapäivä',
    copySent: 'Kopio lähetettiin sähköpostiisi.',
    copyQueued: 'Kopio lähetetään sähköpostiisi.',
    another: 'Ilmoita toinen lukema',
    home: 'Etusivulle',
  },
} as const;
