import type { MenuItemId } from '@energiaportaali/domain';
import { consumption } from './fi-consumption';
import { dashboard } from './fi-dashboard';
import { contracts } from './fi-contracts';
import { invoices } from './fi-invoices';
import { billing } from './fi-billing';
import { selfService } from './fi-self-service';
import { water } from './fi-water';
import { company } from './fi-company';
import { propertyManager } from './fi-property-manager';
import { invitation } from './fi-invitation';
import { alerts } from './fi-alerts';
import { passwordReset } from './fi-password-reset';

const menu: Record<MenuItemId, string> = {
  home: 'Etusivu',
  waterReading: 'Ilmoita vesilukema',
  contact: 'Ota yhteyttä',
  alerts: 'Ilmoitukset',
  contactDetails: 'Yhteystietojen muutos',
  managerGuide: 'Käyttöohje',
  logout: 'Kirjaudu ulos',
};

/** The Finnish catalogue; its shape is the `Texts` type every other language must fill. */
export const fi = {
  consumption,
  dashboard,
  contracts,
  invoices,
  billing,
  selfService,
  water,
  alerts,
  common: {
    loading: 'Ladataan...',
    retry: 'Yritä uudestaan',
    /** The business views' way back to their overview. */
    back: 'Takaisin',
    skipToContent: 'Siirry sisältöön',
  },
  configurationError: {
    title: 'Palvelu ei ole juuri nyt käytettävissä',
    body: 'Palvelun tietojen lataaminen epäonnistui. Tarkista verkkoyhteys ja yritä uudestaan.',
  },
  routeError: {
    title: 'Sivun näyttäminen epäonnistui',
    body: 'Palvelussa tapahtui odottamaton virhe. Lataa sivu uudelleen.',
    reload: 'Lataa sivu uudelleen',
  },
  header: {
    menuButton: 'Valikko',
    menuLabel: 'Päävalikko',
  },
  menu,
  home: {
    title: 'Tervetuloa asiointipalveluun',
    welcome:
      'Seuraa kulutustasi, tarkastele sopimuksiasi ja ota meihin yhteyttä – kaikki samassa palvelussa.',
    entryHeading: 'Kirjaudu palveluun',
    consumers: 'Kuluttajat',
    corporate: 'Yritysasiakkaat',
    managers: 'Isännöitsijät',
  },
  forbidden: {
    title: 'Ei käyttöoikeutta',
    body: 'Yritit avata näkymän, johon sinulla ei ole käyttöoikeutta. Jos olet kuluttaja-asiakas, kirjaudu palveluun kuluttajana.',
    loginAsConsumer: 'Kirjaudu kuluttajana',
  },
  notFound: {
    title: '404: Sivua ei löydy',
    body: 'Hakemaasi sivua ei löytynyt. Osoite voi olla kirjoitettu väärin tai sivu on poistunut.',
    backHome: 'Palaa etusivulle',
  },
  login: {
    loading: 'Ladataan käyttötietoja...',
    notFound:
      'Käyttäjätietoja ei löydetty. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun.',
    maintenance:
      'Taustajärjestelmissä huoltokatko, kulutustiedot eivät ole saatavilla. Yritä myöhemmin uudestaan',
    wrongCredentials: 'Väärä sähköposti tai salasana',
    customerDataFailed:
      'Kirjautuminen epäonnistui. Virhe asiakkuustietoja hakiessa. Ota yhteyttä asiakaspalveluun.',
    cancelled: 'Kirjautuminen peruttiin.',
    stateLost: 'Kirjautuminen keskeytyi: sen tiedot puuttuivat tai vanhenivat. Kirjaudu uudelleen.',
    loginFailed: 'Kirjautuminen epäonnistui. Yritä kirjautua uudelleen.',
    emailUnverified:
      'Kirjautuminen epäonnistui: tunnistautumispalvelu ei ole vahvistanut sähköpostiosoitettasi. Vahvista osoite palvelussa ja kirjaudu sitten uudelleen.',
    emailBound:
      'Kirjautuminen epäonnistui: sähköpostiosoitteesi käyttäjätunnus on jo liitetty toiseen tunnistautumispalvelun tunnukseen. Kirjaudu sillä tunnuksella tai ota yhteyttä asiakaspalveluun.',
    retry: 'Kirjaudu uudelleen',
    title: 'Kirjautuminen',
    logout: 'Kirjaudu ulos',
    backHome: 'Palaa etusivulle',
    /** After 'notFound': the password was right, the entry wrong; names the account's own. */
    otherEntry: {
      consumer: {
        body: 'Tunnuksesi on kuluttaja-asiakkaan tunnus. Kirjaudu kuluttajien kirjautumisesta.',
        link: 'Kirjaudu kuluttajana',
      },
      company: {
        body: 'Tunnuksesi on yritysasiakkaan tunnus. Kirjaudu yritysasiakkaiden kirjautumisesta.',
        link: 'Kirjaudu yritysasiakkaana',
      },
      rem: {
        body: 'Tunnuksesi on isännöitsijän tunnus. Kirjaudu isännöitsijöiden kirjautumisesta.',
        link: 'Kirjaudu isännöitsijänä',
      },
      operator: {
        body: 'Tunnuksesi on asiakaspalvelun tunnus. Kirjaudu asiakaspalvelun kirjautumisesta.',
        link: 'Kirjaudu asiakaspalveluun',
      },
    },
  },
  welcome: {
    title: 'Tervetuloa Palveluun!',
    body: 'Isännöitsijöiden ja isännöintitoimistojen asiointipalvelu: taloyhtiöidesi kulutustiedot yhdessä paikassa.',
    enter: 'Astu sisään',
  },
  identification: {
    intro:
      'Tunnistaudu vahvasti verkkopankkitunnuksilla tai mobiilivarmenteella. Tunnistautumisen jälkeen palaat tähän palveluun.',
    vatuButton: 'Tunnistaudu',
    vatuRedirecting: 'Siirrytään tunnistautumiseen...',
    banksHeading: 'Valitse pankkisi',
    banksLoading: 'Ladataan pankkeja...',
    registrationLinkFailed: 'Rekisteröimislinkin hakeminen epäonnistui',
    passwordLinkFailed: 'Salasanan vaihto linkin hakeminen epäonnistui',
    banksNetworkError: 'Yhteysvirhe pankkitietoja ladatessa',
    banksError: 'Virhe pankkitietoja ladatessa',
    interrupted: 'Tunnistautuminen keskeytyi',
    interruptedBody: 'Tunnistautumista ei viety loppuun. Voit yrittää uudelleen.',
    newAttempt: 'Yritä tunnistautumista uudelleen',
  },
  terms: {
    title: 'Palvelun käyttöehdot ja tietosuojaseloste',
    intro:
      'Lue palvelun käyttöehdot ja tietosuojaseloste ja hyväksy ne ennen kuin jatkat rekisteröitymiseen.',
    termsLink: 'Palvelun käyttöehdot (PDF)',
    privacyLink: 'Tietosuojaseloste (PDF)',
    acceptTerms: 'Hyväksyn palvelun käyttöehdot',
    acceptPrivacy: 'Olen lukenut tietosuojaselosteen ja hyväksyn sen',
    submit: 'Lähetä',
    required: 'Hyväksy sekä käyttöehdot että tietosuojaseloste jatkaaksesi.',
  },
  registration: {
    startTitle: 'Rekisteröidy palveluun',
    startIntro:
      'Rekisteröityminen vaatii vahvan tunnistautumisen. Tunnistautumisen jälkeen luot itsellesi käyttäjätunnuksen.',
    formTitle: 'Omat tiedot',
    formIntro: 'Sähköpostiosoitteesi on käyttäjätunnuksesi. Kaikki kentät ovat pakollisia.',
    email: 'Sähköposti',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    phone: 'Puhelinnumero',
    phoneHint: 'Muodossa +358123456789',
    password: 'Salasana',
    password2: 'Salasana uudelleen',
    passwordHint:
      'Vähintään 8 merkkiä. Vältä nimeäsi, sähköpostiasi ja helposti arvattavia sanoja.',
    submit: 'Rekisteröidy',
    sending: 'Ladataan',
    userExists: 'Tällä henkilöllä tai sähköpostiosoitteella on jo käyttäjätunnus.',
    failed: 'Virhe rekisteröinnissä',
    /** 403 REGISTERED_WITHOUT_CUSTOMER_DATA (spec 02 §8 'Registration'). */
    registeredWithoutCustomerData: 'Käyttäjä rekisteröity. Virhe asiakkuustietoja hakiessa.',
    registeredWithoutCustomerDataHelp:
      'Käyttäjätunnuksesi on luotu, mutta asiakkuustietojasi ei saatu haettua. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun:',
    existsTitle: 'Sinulla on jo käyttäjätunnus',
    existsBody: 'Käyttäjätunnuksesi on',
    existsChangePassword: 'Vaihda salasana',
    existsLogin: 'Kirjaudu palveluun',
    successTitle: 'Rekisteröityminen onnistui',
    successBody: 'Käyttäjätunnuksesi on luotu. Voit nyt kirjautua palveluun.',
    login: 'Kirjaudu palveluun',
    failureTitle: 'Rekisteröityminen epäonnistui',
    failureBody:
      'Tunnistautumisen tiedoilla ei löytynyt asiakkuutta, joten käyttäjätunnusta ei voitu luoda. Ongelmatilanteen jatkuessa ota yhteyttä asiakaspalveluun:',
    cancelledTitle: 'Tunnistautuminen keskeytetty',
    failedTitle: 'Tunnistautuminen epäonnistui',
    cancelledBody: 'Tunnistautuminen keskeytettiin, eikä tietoja välitetty palveluun.',
    failedBody: 'Tunnistautumisessa tapahtui virhe. Yritä uudelleen.',
    register: 'Rekisteröidy',
    changePassword: 'Vaihda salasana',
    missingToken: 'Virheellinen tunnistautumiskoodi',
  },
  password: {
    startTitle: 'Salasanan vaihto',
    startIntro:
      'Vaihda unohtunut salasana tunnistautumalla vahvasti. Tunnistautumisen jälkeen voit asettaa uuden salasanan.',
    title: 'Uusi salasana',
    username: 'Käyttäjätunnus',
    password: 'Uusi salasana',
    password2: 'Uusi salasana uudelleen',
    hint: 'Vähintään 8 merkkiä. Vältä nimeäsi, sähköpostiasi ja helposti arvattavia sanoja.',
    strengthLoading: 'Salasanan tarkistus latautuu...',
    strengthFailed: 'Salasanaa ei voitu tarkistaa. Tarkista verkkoyhteys ja yritä uudelleen.',
    save: 'Tallenna',
    saving: 'Ladataan',
    changed: 'Salasana vaihdettu',
    changedBody: 'Voit nyt kirjautua palveluun uudella salasanallasi.',
    login: 'Kirjaudu palveluun',
    invalidToken: 'Virheellinen tunnistautumiskoodi',
    emailFailed: 'Virhe käyttäjätietoja hakiessa',
    serverError: 'Palvelinvirhe',
    resetFailed: 'Virhe kirjautumistietoja palauttaessa',
    userNotFound: 'Käyttäjää ei löytynyt',
  },
  passwordReset,
  pointLinks: {
    label: (name: string) => `${name}: käyttöpaikat`,
    loading: 'Ladataan käyttöpaikkoja...',
    loadFailed: 'Käyttöpaikkojen lataaminen epäonnistui',
    unauthorized: 'Ei oikeuksia tietojen lataamiseen, kirjaudutaan ulos...',
    none: 'Ei käyttöpaikkoja',
  },
  company,
  propertyManager,
  invitation,

  /** /rekisteroidy/pyynto (spec 02 §2 'Company registration request page', §8). */
  companyRegistration: {
    title: 'Tunnusten hakeminen',
    intro:
      'Yritykset ja isännöintitoimistot saavat tunnukset asiakaspalvelusta. Täytä tiedot, niin otamme sinuun yhteyttä.',
    creds: 'Haluan tunnukset',
    credsOptions: { business: 'Yritykselle', manager: 'Isännöintitoimistolle' },
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti',
    companyName: 'Yrityksen nimi',
    businessId: 'Yrityksen Y-tunnus',
    businessIdHint: 'Muodossa 1234567-8',
    subsidiary: (n: number) => `Tytäryhtiön Y-tunnus ${n}`,
    addSubsidiary: 'Lisää tytäryhtiö',
    removeSubsidiary: 'Poista',
    removeSubsidiaryLabel: (n: number) => `Poista tytäryhtiön Y-tunnus ${n}`,
    submit: 'Lähetä pyyntö',
    sending: 'Lähetetään...',
    succeeded:
      'Kiitos rekisteröitymispyynnöstäsi! Otamme sinuun yhteyttä, kun käyttäjätunnuksesi on valmis käytettäväksi.',
    failed: 'Rekisteröitymispyyntösi lähettäminen ei onnistunut. Lataa sivu ja yritä uudelleen.',
    entryLink: 'Hae tunnuksia yritykselle tai isännöintitoimistolle',
  },
  footer: {
    customerService: 'Asiakaspalvelu',
    phone: 'Puhelin',
    email: 'Sähköposti',
    officeHours: 'Palvelemme',
    faultReports: 'Vikailmoitukset',
    faultReportsIntro: 'Vikailmoitukset virka-ajan ulkopuolella:',
    documents: 'Asiakirjat',
    privacyStatement: 'Tietosuojaseloste',
    termsOfUse: 'Käyttöehdot',
  },
};
