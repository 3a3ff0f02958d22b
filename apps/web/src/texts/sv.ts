import type { MenuItemId } from '@energiaportaali/domain';
import type { Texts } from './catalogue';
import { alerts } from './sv-alerts';
import { backOffice } from './sv-backoffice';
import { billing } from './sv-billing';
import { company } from './sv-company';
import { consumption } from './sv-consumption';
import { contracts } from './sv-contracts';
import { dashboard } from './sv-dashboard';
import { invitation } from './sv-invitation';
import { invoices } from './sv-invoices';
import { passwordReset } from './sv-password-reset';
import { propertyManager } from './sv-property-manager';
import { selfService } from './sv-self-service';
import { water } from './sv-water';

const menu: Record<MenuItemId, string> = {
  home: 'Startsida',
  waterReading: 'Anmäl vattenmätarställning',
  contact: 'Kontakta oss',
  alerts: 'Aviseringar',
  contactDetails: 'Ändra kontaktuppgifter',
  managerGuide: 'Bruksanvisning',
  logout: 'Logga ut',
};

/** The Swedish catalogue (Finland-Swedish, du-form): every key of the Finnish one. */
export const sv: Texts = {
  consumption,
  dashboard,
  contracts,
  invoices,
  billing,
  selfService,
  water,
  alerts,
  common: {
    loading: 'Laddas...',
    retry: 'Försök igen',
    back: 'Tillbaka',
    skipToContent: 'Gå till innehållet',
  },
  configurationError: {
    title: 'Tjänsten är inte tillgänglig just nu',
    body: 'Tjänstens uppgifter kunde inte laddas. Kontrollera nätverksanslutningen och försök igen.',
  },
  routeError: {
    title: 'Sidan kunde inte visas',
    body: 'Ett oväntat fel inträffade i tjänsten. Ladda om sidan.',
    reload: 'Ladda om sidan',
  },
  header: {
    menuButton: 'Meny',
    menuLabel: 'Huvudmeny',
    languageLabel: 'Språk',
  },
  menu,
  home: {
    title: 'Välkommen till e-tjänsten',
    welcome: 'Följ din förbrukning, se dina avtal och kontakta oss – allt i samma tjänst.',
    entryHeading: 'Logga in',
    consumers: 'Konsumenter',
    corporate: 'Företagskunder',
    managers: 'Disponenter',
  },
  forbidden: {
    title: 'Ingen behörighet',
    body: 'Du försökte öppna en vy som du inte har behörighet till. Om du är konsumentkund, logga in som konsument.',
    loginAsConsumer: 'Logga in som konsument',
  },
  notFound: {
    title: '404: Sidan hittades inte',
    body: 'Sidan du söker hittades inte. Adressen kan vara felskriven eller sidan har tagits bort.',
    backHome: 'Tillbaka till startsidan',
  },
  login: {
    loading: 'Användaruppgifterna laddas...',
    notFound: 'Användaruppgifterna hittades inte. Kontakta kundtjänst om problemet kvarstår.',
    maintenance:
      'Serviceavbrott i bakgrundssystemen: förbrukningsuppgifterna är inte tillgängliga. Försök igen senare.',
    wrongCredentials: 'Fel e-postadress eller lösenord',
    customerDataFailed:
      'Inloggningen misslyckades eftersom kunduppgifterna inte kunde hämtas. Kontakta kundtjänst.',
    cancelled: 'Inloggningen avbröts.',
    stateLost:
      'Inloggningen avbröts: dess uppgifter saknades eller hade gått ut. Logga in på nytt.',
    loginFailed: 'Inloggningen misslyckades. Försök logga in på nytt.',
    emailUnverified:
      'Inloggningen misslyckades: identifieringstjänsten har inte bekräftat din e-postadress. Bekräfta adressen i tjänsten och logga sedan in på nytt.',
    emailBound:
      'Inloggningen misslyckades: användarkontot med din e-postadress är redan kopplat till ett annat konto i identifieringstjänsten. Logga in med det kontot eller kontakta kundtjänst.',
    retry: 'Logga in på nytt',
    title: 'Inloggning',
    logout: 'Logga ut',
    backHome: 'Tillbaka till startsidan',
    otherEntry: {
      consumer: {
        body: 'Ditt användarkonto är ett konto för konsumentkunder. Logga in via inloggningen för konsumenter.',
        link: 'Logga in som konsument',
      },
      company: {
        body: 'Ditt användarkonto är ett konto för företagskunder. Logga in via inloggningen för företagskunder.',
        link: 'Logga in som företagskund',
      },
      rem: {
        body: 'Ditt användarkonto är ett konto för disponenter. Logga in via inloggningen för disponenter.',
        link: 'Logga in som disponent',
      },
      operator: {
        body: 'Ditt användarkonto är ett konto för kundtjänsten. Logga in via kundtjänstens inloggning.',
        link: 'Logga in till kundtjänsten',
      },
    },
  },
  welcome: {
    title: 'Välkommen till tjänsten!',
    body: 'E-tjänsten för disponenter och disponentbyråer: förbrukningsuppgifterna för dina bostadsaktiebolag på ett ställe.',
    enter: 'Gå vidare',
  },
  identification: {
    intro:
      'Identifiera dig med nätbankskoder eller mobilcertifikat. Efter identifieringen kommer du tillbaka till den här tjänsten.',
    vatuButton: 'Identifiera dig',
    vatuRedirecting: 'Du skickas till identifieringen...',
    banksHeading: 'Välj din bank',
    banksLoading: 'Bankerna laddas...',
    registrationLinkFailed: 'Registreringslänken kunde inte hämtas',
    passwordLinkFailed: 'Länken för att byta lösenord kunde inte hämtas',
    banksNetworkError: 'Anslutningsfel: bankuppgifterna kunde inte laddas',
    banksError: 'Bankuppgifterna kunde inte laddas',
    interrupted: 'Identifieringen avbröts',
    interruptedBody: 'Identifieringen slutfördes inte. Du kan försöka igen.',
    newAttempt: 'Försök identifiera dig igen',
  },
  terms: {
    title: 'Tjänstens användarvillkor och dataskyddsbeskrivning',
    intro:
      'Läs tjänstens användarvillkor och dataskyddsbeskrivning och godkänn dem innan du fortsätter till registreringen.',
    termsLink: 'Tjänstens användarvillkor (PDF)',
    privacyLink: 'Dataskyddsbeskrivning (PDF)',
    acceptTerms: 'Jag godkänner tjänstens användarvillkor',
    acceptPrivacy: 'Jag har läst dataskyddsbeskrivningen och godkänner den',
    submit: 'Skicka',
    required: 'Godkänn både användarvillkoren och dataskyddsbeskrivningen för att fortsätta.',
  },
  registration: {
    startTitle: 'Registrera dig i tjänsten',
    startIntro:
      'Registreringen kräver stark identifiering. Efter identifieringen skapar du ditt användarkonto.',
    formTitle: 'Mina uppgifter',
    formIntro: 'Din e-postadress är ditt användarnamn. Alla fält är obligatoriska.',
    email: 'E-post',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    phone: 'Telefonnummer',
    phoneHint: 'I formatet +358123456789',
    password: 'Lösenord',
    password2: 'Lösenord igen',
    passwordHint:
      'Minst 8 tecken. Undvik ditt namn, din e-postadress och ord som är lätta att gissa.',
    submit: 'Registrera dig',
    sending: 'Skickas',
    userExists: 'Den här personen eller e-postadressen har redan ett användarkonto.',
    failed: 'Registreringen misslyckades',
    registeredWithoutCustomerData:
      'Användaren har registrerats. Kunduppgifterna kunde inte hämtas.',
    registeredWithoutCustomerDataHelp:
      'Ditt användarkonto har skapats, men dina kunduppgifter kunde inte hämtas. Om problemet kvarstår, kontakta kundtjänst:',
    existsTitle: 'Du har redan ett användarkonto',
    existsBody: 'Ditt användarnamn är',
    existsChangePassword: 'Byt lösenord',
    existsLogin: 'Logga in',
    successTitle: 'Registreringen lyckades',
    successBody: 'Ditt användarkonto har skapats. Du kan nu logga in i tjänsten.',
    login: 'Logga in',
    failureTitle: 'Registreringen misslyckades',
    failureBody:
      'Inget kundkonto hittades med uppgifterna från identifieringen, så användarkontot kunde inte skapas. Om problemet kvarstår, kontakta kundtjänst:',
    cancelledTitle: 'Identifieringen avbröts',
    failedTitle: 'Identifieringen misslyckades',
    cancelledBody: 'Identifieringen avbröts och inga uppgifter skickades till tjänsten.',
    failedBody: 'Ett fel inträffade vid identifieringen. Försök igen.',
    register: 'Registrera dig',
    changePassword: 'Byt lösenord',
    missingToken: 'Ogiltig identifieringskod',
  },
  password: {
    startTitle: 'Byte av lösenord',
    startIntro:
      'Byt ett bortglömt lösenord med stark identifiering. Efter identifieringen kan du välja ett nytt lösenord.',
    title: 'Nytt lösenord',
    username: 'Användarnamn',
    password: 'Nytt lösenord',
    password2: 'Nytt lösenord igen',
    hint: 'Minst 8 tecken. Undvik ditt namn, din e-postadress och ord som är lätta att gissa.',
    strengthLoading: 'Lösenordskontrollen laddas...',
    strengthFailed:
      'Lösenordet kunde inte kontrolleras. Kontrollera nätverksanslutningen och försök igen.',
    save: 'Spara',
    saving: 'Sparas',
    changed: 'Lösenordet har bytts',
    changedBody: 'Du kan nu logga in i tjänsten med ditt nya lösenord.',
    login: 'Logga in',
    invalidToken: 'Ogiltig identifieringskod',
    emailFailed: 'Användaruppgifterna kunde inte hämtas',
    serverError: 'Serverfel',
    resetFailed: 'Inloggningsuppgifterna kunde inte återställas',
    userNotFound: 'Användaren hittades inte',
  },
  passwordReset,
  pointLinks: {
    label: (name: string) => `${name}: förbrukningsplatser`,
    loading: 'Förbrukningsplatserna laddas...',
    loadFailed: 'Förbrukningsplatserna kunde inte laddas',
    unauthorized: 'Du har inte rätt att se uppgifterna. Du loggas ut...',
    none: 'Inga förbrukningsplatser',
  },
  company,
  propertyManager,
  invitation,
  companyRegistration: {
    title: 'Ansök om användarkonton',
    intro:
      'Företag och disponentbyråer får användarkonton av kundtjänsten. Fyll i uppgifterna så kontaktar vi dig.',
    creds: 'Jag vill ha användarkonton',
    credsOptions: { business: 'För ett företag', manager: 'För en disponentbyrå' },
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    companyName: 'Företagets namn',
    businessId: 'Företagets FO-nummer',
    businessIdHint: 'I formatet 1234567-8',
    subsidiary: (n: number) => `Dotterbolagets FO-nummer ${n}`,
    addSubsidiary: 'Lägg till dotterbolag',
    removeSubsidiary: 'Ta bort',
    removeSubsidiaryLabel: (n: number) => `Ta bort dotterbolagets FO-nummer ${n}`,
    submit: 'Skicka ansökan',
    sending: 'Skickas...',
    succeeded:
      'Tack för din ansökan! Vi kontaktar dig när ditt användarkonto är klart att användas.',
    failed: 'Ansökan kunde inte skickas. Ladda om sidan och försök igen.',
    entryLink: 'Ansök om användarkonton för ett företag eller en disponentbyrå',
  },
  footer: {
    customerService: 'Kundtjänst',
    phone: 'Telefon',
    email: 'E-post',
    officeHours: 'Vi betjänar',
    faultReports: 'Felanmälningar',
    faultReportsIntro: 'Felanmälningar utanför tjänstetid:',
    documents: 'Dokument',
    privacyStatement: 'Dataskyddsbeskrivning',
    termsOfUse: 'Användarvillkor',
    accessibilityStatement: 'Tillgänglighetsutlåtande',
    accessibilityStatementPath: '/tillganglighetsutlatande',
  },
  backOffice,
};
