import type { InvitationKind } from '@energiaportaali/domain';

/**
 * Texts of the invited accounts' screens: the set-password link (/isannointi/uusisalasana/:id),
 * the manager company registration (/isannointi/rekisteroidy) and their result pages
 * (spec 02 §2 'Password creation', 'Manager registration', §8).
 */
export const invitation = {
  loading: 'Ladataan kutsun tietoja...',
  loadFailed: 'Virhe käyttäjätietoja hakiessa',
  networkError: 'Yhteysvirhe. Tarkista verkkoyhteys ja yritä uudestaan.',

  /** Who was invited, shown above the terms and the password form. */
  invited: {
    'manager-company': 'Isännöintitoimiston pääkäyttäjän tunnukset',
    manager: 'Isännöitsijän tunnukset',
    'company-person': 'Yritysasiakkaan tunnukset',
    operator: 'Asiakaspalvelun tunnukset',
    consumer: 'Kuluttaja-asiakkaan tunnukset',
  } satisfies Record<InvitationKind, string>,
  accountFor: (name: string) => `Tunnukset henkilölle ${name}`,
  username: 'Käyttäjätunnus',

  /** The link was used already or has expired (GET or save answered 404 'Käyttäjää ei löytynyt'). */
  invalidLink: {
    title: 'Linkki ei ole enää voimassa',
    body: 'Linkki on jo käytetty tai se on vanhentunut. Linkki toimii vain kerran ja rajoitetun ajan.',
    invitedBy: (name: string) => `Kutsun lähetti ${name}.`,
    askByKind: {
      'manager-company': 'Pyydä uusi kutsu asiakaspalvelustamme:',
      manager: 'Pyydä uusi kutsu isännöintitoimistosi pääkäyttäjältä tai asiakaspalvelustamme:',
      'company-person': 'Pyydä uusi kutsu yrityksesi pääkäyttäjältä tai asiakaspalvelustamme:',
      operator: 'Pyydä uusi kutsu asiakaspalvelun pääkäyttäjältä tai asiakaspalvelustamme:',
      consumer: 'Pyydä uusi kutsu asiakaspalvelustamme:',
    } satisfies Record<InvitationKind, string>,
    askAnyone:
      'Pyydä uusi kutsu siltä, joka sinut kutsui: isännöintitoimistosi pääkäyttäjältä, yrityksesi pääkäyttäjältä tai asiakaspalvelustamme:',
    login: 'Jos olet jo asettanut salasanan, voit kirjautua palveluun.',
    loginAction: 'Kirjaudu palveluun',
    loginCompany: 'Kirjaudu yritysasiakkaana',
    loginManager: 'Kirjaudu isännöitsijänä',
  },

  terms: {
    title: 'Palvelun käyttöehdot ja tietosuojaseloste',
    intro:
      'Lue palvelun käyttöehdot ja tietosuojaseloste ja hyväksy ne ennen kuin asetat salasanan.',
    continue: 'Jatka',
  },

  setPassword: {
    title: 'Uusi salasana',
    intro: 'Sähköpostiosoitteesi on käyttäjätunnuksesi. Valitse tunnuksellesi salasana.',
    password: 'Salasana',
    password2: 'Salasana uudelleen',
    hint: 'Vähintään 8 merkkiä. Vältä nimeäsi, sähköpostiasi ja helposti arvattavia sanoja.',
    save: 'Tallenna salasana',
    saving: 'Tallennetaan...',
    failed: 'Salasanan tallentaminen epäonnistui. Yritä myöhemmin uudelleen.',
    back: 'Takaisin',
  },

  /** /isannointi/rekisteroidy/success */
  passwordSet: {
    title: 'Salasana tallennettu',
    body: 'Tunnuksesi ovat valmiit. Voit nyt kirjautua palveluun sähköpostiosoitteellasi ja uudella salasanallasi.',
    login: 'Kirjaudu palveluun',
  },

  /** /isannointi/rekisteroidy (spec 02 §2 'Manager registration'). */
  managerCompany: {
    title: 'Isännöintitoimiston rekisteröityminen',
    steps: 'Rekisteröitymisen vaiheet',
    stepOf: (step: number, count: number) => `Vaihe ${step}/${count}`,
    stepNames: ['Omat tiedot', 'Yrityksen tiedot'] as const,
    personIntro:
      'Sinusta tulee isännöintitoimistonne pääkäyttäjä. Sähköpostiosoitteesi on käyttäjätunnuksesi.',
    companyIntro: 'Isännöintitoimiston tiedot. Kaikki kentät ovat pakollisia.',
    firstName: 'Etunimi',
    lastName: 'Sukunimi',
    email: 'Sähköposti',
    emailHint: 'Kutsun sähköpostiosoite, ei muutettavissa',
    /** Told when the e-mail field is left (spec 02 §5). */
    emailExists: 'Sähköpostiosoite on jo olemassa',
    emailExistsWayOn: 'Jatka olemassa olevalla tunnuksella',
    checkingEmail: 'Tarkistetaan sähköpostiosoitetta...',
    phone: 'Puhelinnumero (valinnainen)',
    phoneHint: 'Muodossa +358123456789',
    companyName: 'Yrityksen nimi',
    businessId: 'Y-tunnus',
    businessIdHint: 'Muodossa 1234567-8',
    street: 'Katuosoite',
    postalCode: 'Postinumero',
    postOffice: 'Postitoimipaikka',
    termsHeading: 'Käyttöehdot ja tietosuojaseloste',
    termsRequired: 'Hyväksy sekä käyttöehdot että tietosuojaseloste jatkaaksesi.',
    next: 'Jatka',
    checking: 'Tarkistetaan...',
    back: 'Takaisin',
    submit: 'Rekisteröidy',
    sending: 'Lähetetään...',
    officeExists:
      'Tällä Y-tunnuksella on jo rekisteröity isännöintitoimisto. Pyydä tunnukset toimistonne pääkäyttäjältä tai ota yhteyttä asiakaspalveluumme:',
    failed: 'Virhe rekisteröinnissä',
    missingTitle: 'Rekisteröitymislinkki puuttuu',
    missingBody:
      'Isännöintitoimisto rekisteröityy palveluun sähköpostiin saamallaan kutsulinkillä. Jos toimistollanne ei vielä ole tunnuksia, hae niitä lomakkeella; lähetämme kutsulinkin, kun pyyntö on käsitelty.',
    request: 'Hae tunnuksia isännöintitoimistolle',
  },

  /** /isannointi/rekisteroidy/tiedot: the invited e-mail already has an account. */
  managerCompanyExists: {
    title: 'Sähköpostiosoite on jo käytössä',
    body: 'Kutsun sähköpostiosoitteella on jo käyttäjätunnus palvelussa. Jos et muista salasanaasi, voit vaihtaa sen.',
    changePassword: 'Vaihda salasana',
    login: 'Kirjaudu palveluun',
  },

  /** /isannoitsija/rekisteroidy/success */
  managerCompanySuccess: {
    title: 'Rekisteröityminen onnistui',
    body: 'Isännöintitoimistonne ja pääkäyttäjän tunnukset on luotu. Voit nyt kirjautua palveluun ja lisätä toimistonne isännöitsijät ja taloyhtiöt.',
    login: 'Kirjaudu palveluun',
  },
};
