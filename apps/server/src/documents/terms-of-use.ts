import type { PortalConfig } from '@energiaportaali/domain';
import type { DocumentContent } from './render-pdf';

/** Käyttöehdot of the customer portal. */
export function termsOfUse(config: PortalConfig): DocumentContent {
  const { brandName, contact, customerServiceEmail } = config;
  return {
    title: 'Asiakasportaalin käyttöehdot',
    subtitle: `${brandName} – asiakasportaali · Voimassa 1.1.2026 alkaen`,
    intro: [
      `Näitä ehtoja sovelletaan ${contact.companyName}:n asiakasportaalin (jäljempänä palvelu) käyttöön. Kirjautumalla palveluun hyväksyt nämä ehdot. Sähkö-, kaukolämpö-, vesi- ja kuituliittymäsopimuksiin sovelletaan lisäksi niiden omia sopimusehtoja.`,
    ],
    sections: [
      {
        heading: 'Palvelun sisältö',
        paragraphs: [
          'Palvelussa voit seurata käyttöpaikkojesi kulutusta, ilmoittaa vesimittarin lukeman, tarkastella laskuja ja sopimuksia sekä lähettää palautetta ja yhteystietojen muutospyyntöjä. Palvelun sisältö voi vaihdella asiakkuuden ja käytössä olevien tuotteiden mukaan.',
        ],
      },
      {
        heading: 'Käyttäjätunnus ja kirjautuminen',
        items: [
          'Käyttäjätunnus on henkilökohtainen, eikä sitä saa luovuttaa toiselle.',
          'Säilytä salasanasi huolellisesti ja vaihda se heti, jos epäilet sen joutuneen vääriin käsiin.',
          'Ilmoita asiakaspalveluun viipymättä, jos huomaat tunnuksesi väärinkäytön.',
          'Vastaat tunnuksellasi tehdyistä toimista, kunnes olet ilmoittanut väärinkäytöstä.',
        ],
      },
      {
        heading: 'Yritys- ja isännöintiasiakkaat',
        paragraphs: [
          'Yrityksen tai isännöintitoimiston pääkäyttäjä vastaa siitä, että palvelua käyttävät vain ne henkilöt, joilla on siihen oikeus, ja poistaa käyttäjän tunnukset, kun oikeus päättyy. Isännöitsijä saa käsitellä vain niiden taloyhtiöiden tietoja, joita hän edustaa.',
        ],
      },
      {
        heading: 'Tietojen oikeellisuus',
        paragraphs: [
          'Kulutustiedot perustuvat mittauslaitteiden tietoihin, ja ne voivat tarkentua jälkikäteen. Laskutus perustuu laskutusjärjestelmän tietoihin. Palvelussa ilmoitetut vesimittarin lukemat tarkistetaan ennen laskutusta.',
        ],
      },
      {
        heading: 'Palvelun saatavuus',
        paragraphs: [
          'Pyrimme pitämään palvelun käytettävissä ympäri vuorokauden. Palvelussa voi kuitenkin olla huolto- ja häiriökatkoja, emmekä takaa sen keskeytyksetöntä toimintaa.',
        ],
      },
      {
        heading: 'Vastuunrajoitus',
        paragraphs: [
          'Emme vastaa välillisistä vahingoista, jotka aiheutuvat palvelun käytöstä tai sen keskeytyksestä. Tämä ei rajoita kuluttajansuojalain mukaisia oikeuksiasi.',
        ],
      },
      {
        heading: 'Henkilötietojen käsittely',
        paragraphs: [
          'Käsittelemme henkilötietojasi tietosuojaselosteemme mukaisesti. Seloste on luettavissa palvelun alatunnisteen linkistä.',
        ],
      },
      {
        heading: 'Immateriaalioikeudet',
        paragraphs: [
          `Palvelun sisältö ja ulkoasu kuuluvat ${contact.companyName}:lle tai sen sopimuskumppaneille. Omia kulutus- ja laskutustietojasi saat tallentaa ja käyttää vapaasti.`,
        ],
      },
      {
        heading: 'Ehtojen muuttaminen',
        paragraphs: [
          'Voimme muuttaa näitä ehtoja. Ilmoitamme olennaisista muutoksista palvelussa ennen niiden voimaantuloa.',
        ],
      },
      {
        heading: 'Sovellettava laki ja erimielisyydet',
        paragraphs: [
          'Ehtoihin sovelletaan Suomen lakia. Erimielisyydet pyritään ratkaisemaan ensisijaisesti neuvottelemalla. Kuluttaja-asiakas voi saattaa asian kuluttajariitalautakunnan käsiteltäväksi.',
        ],
      },
      {
        heading: 'Yhteystiedot',
        paragraphs: [
          `${contact.companyName}, ${contact.streetAddress}, ${contact.postalCode} ${contact.city}. Asiakaspalvelu: ${contact.phone}, ${customerServiceEmail}.`,
        ],
      },
    ],
  };
}
