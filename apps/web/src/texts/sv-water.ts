import type { Texts } from './catalogue';

/** Swedish texts of the water meter reading form. */
export const water: Texts['water'] = {
  title: 'Anmäl vattenmätarställning',
  intro:
    'Anmäl vattenmätarens ställning i hela kubikmeter. Förbrukningsplatsens nummer finns på din vattenfaktura.',
  pointLabel: 'Förbrukningsplatsens nummer',
  pointChoiceLabel: 'Förbrukningsplats',
  meterLabel: 'Vattenmätarens nummer',
  meterChoose: 'Välj vattenmätare',
  meterNeedsPoint: 'Ange först förbrukningsplatsens nummer, så ser du dess vattenmätare.',
  metersLoading: 'Förbrukningsplatsens vattenmätare hämtas...',
  metersFailed: 'Vattenmätarna kunde inte hämtas. Kontrollera anslutningen och försök igen.',
  readingLabel: 'Mätarställning (m³)',
  readingHint: 'Mätarens svarta siffror, högst 5 siffror.',
  dateLabel: 'Avläsningsdag',
  emailLabel: 'E-postadress (frivillig)',
  sendCopyLabel: 'Skicka en kopia av mätarställningen till min e-post',
  captchaFailed: 'Verifieringen misslyckades. Bekräfta igen att du inte är en robot.',
  captcha: {
    label: 'Verifiering',
    loading: 'Verifieringen laddas...',
    unavailable: 'Verifieringen kunde inte laddas.',
    failed: 'Verifieringen misslyckades.',
    slow: 'Verifieringen tar längre tid än vanligt.',
    retry: 'Försök igen',
    verifying: 'Verifierar…',
  },
  submit: 'Skicka mätarställningen',
  sending: 'Skickas...',
  errors: {
    emailFailed:
      'Mätarställningen sparades, men kopian kunde inte skickas till din e-post. Vi försöker skicka kopian igen senare.',
    saveFailed: 'Mätarställningen kunde inte sparas. Försök igen senare.',
    notFoundOrServer: 'Ett fel inträffade. Försök igen senare.',
    other: 'Mätarställningen kunde inte skickas',
    network: 'Anslutningsfel: mätarställningen kunde inte skickas',
  },
  success: {
    title: 'Tack! Vi har tagit emot mätarställningen',
    point: 'Förbrukningsplats',
    meter: 'Vattenmätare',
    reading: 'Mätarställning',
    date: 'Avläsningsdag',
    copySent: 'En kopia skickades till din e-post.',
    copyQueued: 'En kopia skickas till din e-post.',
    another: 'Anmäl en annan mätarställning',
    home: 'Till startsidan',
  },
};
