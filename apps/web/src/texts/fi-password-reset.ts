/**
 * Texts of the forgotten password by e-mail (decision 0044): the request page
 * (/salasana/unohtui), the link's page (/salasana/uusi/:token) and the back office's button.
 */
export const passwordReset = {
  request: {
    title: 'Unohtuiko salasana?',
    intro:
      'Anna sähköpostiosoite, jolla kirjaudut palveluun. Lähetämme siihen linkin, jolla voit asettaa uuden salasanan.',
    who: 'Sähköpostilinkki on yritysasiakkaiden, isännöitsijöiden, isännöintitoimistojen pääkäyttäjien ja asiakaspalvelun tunnuksille.',
    email: 'Sähköposti',
    emailHint: 'Muodossa nimi@esimerkki.fi',
    submit: 'Lähetä linkki',
    sending: 'Lähetetään...',
    consumerHeading: 'Oletko kuluttaja-asiakas?',
    consumerBody: 'Kuluttaja-asiakkaat vaihtavat salasanan tunnistautumalla pankkitunnuksilla.',
    consumerLink: 'Vaihda salasana pankkitunnuksilla',
    sentTitle: 'Tarkista sähköpostisi',
    sentBody: (email: string) =>
      `Jos osoitteella ${email} on tunnus, lähetimme siihen linkin salasanan vaihtoon. Linkki toimii tunnin ja vain kerran.`,
    sentHelp:
      'Jos viestiä ei kuulu muutamassa minuutissa, tarkista roskapostikansio tai tilaa uusi linkki. Ongelmatilanteessa ota yhteyttä asiakaspalveluun:',
    again: 'Tilaa uusi linkki',
    tooMany: 'Linkkiä on pyydetty liian monta kertaa. Yritä uudelleen myöhemmin.',
    failed: 'Linkin tilaaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
    networkError: 'Yhteysvirhe. Tarkista verkkoyhteys ja yritä uudelleen.',
  },
  link: {
    loading: 'Ladataan linkin tietoja...',
    loadFailed: 'Linkin tietojen lataaminen epäonnistui.',
    retry: 'Yritä uudestaan',
    invalidTitle: 'Linkki ei enää toimi',
    invalidBody:
      'Salasanan vaihtolinkki on vanhentunut, jo käytetty tai korvattu uudemmalla linkillä. Linkki toimii tunnin ja vain kerran.',
    invalidAction: 'Tilaa uusi linkki',
    saveFailed: 'Salasanan tallentaminen epäonnistui. Yritä uudelleen.',
    networkError: 'Yhteysvirhe. Tarkista verkkoyhteys ja yritä uudelleen.',
    changed: 'Salasana vaihdettu',
    changedBody:
      'Voit nyt kirjautua palveluun uudella salasanallasi. Tunnuksesi aiemmat kirjautumiset on päätetty.',
    login: 'Kirjaudu palveluun',
  },
  /** On /palauta: the way for accounts without bank identification. */
  otherAccounts: 'Yritys-, isännöinti- tai asiakaspalvelutunnus?',
  otherAccountsLink: 'Tilaa salasanan vaihtolinkki sähköpostiisi',
  backOffice: {
    send: 'Lähetä salasanalinkki',
    title: 'Lähetetäänkö salasanan vaihtolinkki?',
    body: (email: string) =>
      `Osoitteeseen ${email} lähetetään linkki, jolla käyttäjä voi asettaa uuden salasanan. Linkki toimii tunnin. Nykyinen salasana toimii, kunnes uusi on asetettu.`,
    sent: (email: string) => `Salasanan vaihtolinkki lähetettiin osoitteeseen ${email}.`,
  },
};
