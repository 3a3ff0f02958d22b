import type { InvitationKind } from '@energiaportaali/domain';
import type { Texts } from './catalogue';

/** Swedish texts of the invited accounts' screens: the set-password link, the manager company registration. */
export const invitation: Texts['invitation'] = {
  loading: 'Inbjudan laddas...',
  loadFailed: 'Användaruppgifterna kunde inte hämtas',
  networkError: 'Anslutningsfel. Kontrollera nätverksanslutningen och försök igen.',

  invited: {
    'manager-company': 'Användarkonto för disponentbyråns huvudanvändare',
    manager: 'Användarkonto för disponent',
    'company-person': 'Användarkonto för företagskund',
    operator: 'Användarkonto för kundtjänsten',
    consumer: 'Användarkonto för konsumentkund',
  } satisfies Record<InvitationKind, string>,
  accountFor: (name: string) => `Användarkonto för ${name}`,
  username: 'Användarnamn',

  invalidLink: {
    title: 'Länken gäller inte längre',
    body: 'Länken har redan använts eller har gått ut. Länken fungerar bara en gång och under en begränsad tid.',
    invitedBy: (name: string) => `Inbjudan skickades av ${name}.`,
    askByKind: {
      'manager-company': 'Be vår kundtjänst om en ny inbjudan:',
      manager: 'Be din disponentbyrås huvudanvändare eller vår kundtjänst om en ny inbjudan:',
      'company-person': 'Be ditt företags huvudanvändare eller vår kundtjänst om en ny inbjudan:',
      operator: 'Be kundtjänstens huvudanvändare eller vår kundtjänst om en ny inbjudan:',
      consumer: 'Be vår kundtjänst om en ny inbjudan:',
    } satisfies Record<InvitationKind, string>,
    askAnyone:
      'Be den som bjöd in dig om en ny inbjudan: din disponentbyrås huvudanvändare, ditt företags huvudanvändare eller vår kundtjänst:',
    login: 'Om du redan har valt ett lösenord kan du logga in i tjänsten.',
    loginAction: 'Logga in',
    loginCompany: 'Logga in som företagskund',
    loginManager: 'Logga in som disponent',
  },

  terms: {
    title: 'Tjänstens användarvillkor och dataskyddsbeskrivning',
    intro:
      'Läs tjänstens användarvillkor och dataskyddsbeskrivning och godkänn dem innan du väljer ett lösenord.',
    continue: 'Fortsätt',
  },

  setPassword: {
    title: 'Nytt lösenord',
    intro: 'Din e-postadress är ditt användarnamn. Välj ett lösenord för ditt användarkonto.',
    password: 'Lösenord',
    password2: 'Lösenord igen',
    hint: 'Minst 8 tecken. Undvik ditt namn, din e-postadress och ord som är lätta att gissa.',
    save: 'Spara lösenordet',
    saving: 'Sparas...',
    failed: 'Lösenordet kunde inte sparas. Försök igen senare.',
    back: 'Tillbaka',
  },

  passwordSet: {
    title: 'Lösenordet har sparats',
    body: 'Ditt användarkonto är klart. Du kan nu logga in i tjänsten med din e-postadress och ditt nya lösenord.',
    login: 'Logga in',
  },

  managerCompany: {
    title: 'Registrering av disponentbyrå',
    steps: 'Registreringens steg',
    stepOf: (step: number, count: number) => `Steg ${step}/${count}`,
    stepNames: ['Mina uppgifter', 'Företagets uppgifter'],
    personIntro:
      'Du blir huvudanvändare för er disponentbyrå. Din e-postadress är ditt användarnamn.',
    companyIntro: 'Disponentbyråns uppgifter. Alla fält är obligatoriska.',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    emailHint: 'E-postadressen i inbjudan, kan inte ändras',
    emailExists: 'E-postadressen används redan',
    emailExistsWayOn: 'Fortsätt med ditt befintliga användarkonto',
    checkingEmail: 'E-postadressen kontrolleras...',
    phone: 'Telefonnummer (frivilligt)',
    phoneHint: 'I formatet +358123456789',
    companyName: 'Företagets namn',
    businessId: 'FO-nummer',
    businessIdHint: 'I formatet 1234567-8',
    street: 'Gatuadress',
    postalCode: 'Postnummer',
    postOffice: 'Postanstalt',
    termsHeading: 'Användarvillkor och dataskyddsbeskrivning',
    termsRequired: 'Godkänn både användarvillkoren och dataskyddsbeskrivningen för att fortsätta.',
    next: 'Fortsätt',
    checking: 'Kontrolleras...',
    back: 'Tillbaka',
    submit: 'Registrera',
    sending: 'Skickas...',
    officeExists:
      'En disponentbyrå med det här FO-numret är redan registrerad. Be er byrås huvudanvändare om ett användarkonto eller kontakta vår kundtjänst:',
    failed: 'Registreringen misslyckades',
    missingTitle: 'Registreringslänken saknas',
    missingBody:
      'En disponentbyrå registrerar sig i tjänsten med inbjudningslänken den har fått per e-post. Om er byrå inte har användarkonton ännu kan ni ansöka om dem med formuläret; vi skickar en inbjudningslänk när ansökan har behandlats.',
    request: 'Ansök om användarkonton för en disponentbyrå',
  },

  managerCompanyExists: {
    title: 'E-postadressen används redan',
    body: 'Det finns redan ett användarkonto i tjänsten med e-postadressen i inbjudan. Om du inte minns ditt lösenord kan du byta det.',
    changePassword: 'Byt lösenord',
    login: 'Logga in',
  },

  managerCompanySuccess: {
    title: 'Registreringen lyckades',
    body: 'Användarkonton för er disponentbyrå och dess huvudanvändare har skapats. Du kan nu logga in i tjänsten och lägga till byråns disponenter och bostadsaktiebolag.',
    login: 'Logga in',
  },
};
