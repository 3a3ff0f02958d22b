import type { Texts } from './catalogue';

/** Swedish texts of the forgotten password by e-mail: the request page, the link's page, the back office's button. */
export const passwordReset: Texts['passwordReset'] = {
  request: {
    title: 'Har du glömt lösenordet?',
    intro:
      'Ange den e-postadress som du loggar in med. Vi skickar en länk dit som du kan använda för att välja ett nytt lösenord.',
    who: 'Länken per e-post gäller användarkonton för företagskunder, disponenter, disponentbyråernas huvudanvändare och kundtjänsten.',
    email: 'E-post',
    emailHint: 'I formatet namn@exempel.fi',
    submit: 'Skicka länken',
    sending: 'Skickas...',
    consumerHeading: 'Är du konsumentkund?',
    consumerBody: 'Konsumentkunder byter lösenord genom att identifiera sig med nätbankskoder.',
    consumerLink: 'Byt lösenord med nätbankskoder',
    sentTitle: 'Kontrollera din e-post',
    sentBody: (email: string) =>
      `Om det finns ett användarkonto för ${email} har vi skickat en länk för att byta lösenord dit. Länken fungerar i en timme och bara en gång.`,
    sentHelp:
      'Om meddelandet inte kommer inom några minuter, kontrollera skräpposten eller beställ en ny länk. Om problemet kvarstår, kontakta kundtjänst:',
    again: 'Beställ en ny länk',
    tooMany: 'Länken har begärts för många gånger. Försök igen senare.',
    failed: 'Länken kunde inte beställas. Försök igen om en stund.',
    networkError: 'Anslutningsfel. Kontrollera nätverksanslutningen och försök igen.',
  },
  link: {
    loading: 'Länkens uppgifter laddas...',
    loadFailed: 'Länkens uppgifter kunde inte laddas.',
    retry: 'Försök igen',
    invalidTitle: 'Länken fungerar inte längre',
    invalidBody:
      'Länken för att byta lösenord har gått ut, redan använts eller ersatts av en nyare länk. Länken fungerar i en timme och bara en gång.',
    invalidAction: 'Beställ en ny länk',
    saveFailed: 'Lösenordet kunde inte sparas. Försök igen.',
    networkError: 'Anslutningsfel. Kontrollera nätverksanslutningen och försök igen.',
    changed: 'Lösenordet har bytts',
    changedBody:
      'Du kan nu logga in i tjänsten med ditt nya lösenord. Tidigare inloggningar med ditt användarkonto har avslutats.',
    login: 'Logga in',
  },
  otherAccounts: 'Användarkonto för företag, disponent eller kundtjänst?',
  otherAccountsLink: 'Beställ en länk för att byta lösenord till din e-post',
  backOffice: {
    send: 'Skicka lösenordslänk',
    title: 'Vill du skicka en länk för att byta lösenord?',
    body: (email: string) =>
      `En länk som användaren kan välja ett nytt lösenord med skickas till ${email}. Länken fungerar i en timme. Det nuvarande lösenordet fungerar tills ett nytt har valts.`,
    sent: (email: string) => `En länk för att byta lösenord skickades till ${email}.`,
  },
};
