import type { MenuItemId } from '@energiaportaali/domain';

const menu: Record<MenuItemId, string> = {
  home: 'Etusivu',
  waterReading: 'Ilmoita vesilukema',
  contact: 'Ota yhteyttä',
  contactDetails: 'Yhteystietojen muutos',
  managerGuide: 'Käyttöohje',
  logout: 'Kirjaudu ulos',
};

/** The Finnish catalogue; its shape is the `Texts` type every other language must fill. */
export const fi = {
  common: {
    loading: 'Ladataan...',
    retry: 'Yritä uudestaan',
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
