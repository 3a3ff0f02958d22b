import type { PortalConfig } from '@energiaportaali/domain';
import type { DocumentContent } from './render-pdf';

/** Tietosuojaseloste (GDPR art. 13 and 14) of the customer portal. */
export function privacyStatement(config: PortalConfig): DocumentContent {
  const { brandName, contact, customerServiceEmail } = config;
  return {
    title: 'Tietosuojaseloste',
    subtitle: `${brandName} – asiakasportaali · Voimassa 1.1.2026 alkaen`,
    intro: [
      `Tämä seloste kertoo, miten ${contact.companyName} käsittelee asiakasportaalin käyttäjien ja asiakkaiden henkilötietoja. Seloste perustuu EU:n yleiseen tietosuoja-asetukseen (2016/679) ja tietosuojalakiin (1050/2018).`,
    ],
    sections: [
      {
        heading: 'Rekisterinpitäjä',
        paragraphs: [
          `${contact.companyName}, ${contact.streetAddress}, ${contact.postalCode} ${contact.city}. Puhelin ${contact.phone}, sähköposti ${contact.email}.`,
        ],
      },
      {
        heading: 'Yhteydet rekisteriä koskevissa asioissa',
        paragraphs: [
          `Tietosuojaa koskevat kysymykset ja pyynnöt voit lähettää asiakaspalveluumme osoitteeseen ${customerServiceEmail}. Vastaamme pyyntöihin viimeistään kuukauden kuluessa.`,
        ],
      },
      {
        heading: 'Henkilötietojen käsittelyn tarkoitukset',
        items: [
          'asiakasportaalin tarjoaminen, käyttäjän tunnistaminen ja kirjautuminen',
          'sähkön, kaukolämmön ja veden kulutustietojen sekä sähkön tuotantotietojen näyttäminen',
          'vesimittarin lukemien, palautteiden ja yhteystietojen muutospyyntöjen vastaanottaminen',
          'laskujen, sopimusten ja käyttöpaikkojen tietojen näyttäminen sekä eräpäivän siirrot',
          'yritys- ja isännöintiasiakkaiden käyttäjien ja käyttöoikeuksien hallinta',
          'palvelun tietoturvan ylläpitäminen ja väärinkäytösten estäminen ja selvittäminen',
        ],
      },
      {
        heading: 'Käsittelyn oikeusperusteet',
        items: [
          'asiakkaan kanssa tehdyn sopimuksen täytäntöönpano (tietosuoja-asetuksen 6 artiklan 1 kohdan b alakohta)',
          'lakisääteiset velvoitteet, kuten sähkömarkkinalain, kirjanpitolain ja vesihuoltolain vaatimukset (c alakohta)',
          'oikeutettu etumme huolehtia palvelun tietoturvasta ja kehittää palvelua (f alakohta)',
        ],
      },
      {
        heading: 'Käsiteltävät henkilötiedot',
        items: [
          'nimi, sähköpostiosoite, puhelinnumero ja käyttäjätunnus',
          'asiakasnumero, käyttöpaikat, mittarit ja sopimukset',
          'kulutus- ja tuotantotiedot sekä mittarilukemat',
          'laskutus- ja maksutiedot',
          'henkilötunnuksesta avaimella laskettu tunniste asiakkuuden yhdistämiseen; henkilötunnusta ei tallenneta selväkielisenä',
          'yritys- ja taloyhtiöasiakkaiden Y-tunnukset sekä niiden yhteyshenkilöiden tiedot',
          'tekniset lokitiedot, kuten kirjautumisajat ja IP-osoitteet',
        ],
      },
      {
        heading: 'Tietolähteet',
        paragraphs: [
          'Tiedot saadaan asiakkaalta itseltään, asiakas- ja laskutusjärjestelmistämme, mittauslaitteista ja sähkön tiedonvaihtopalvelusta (datahub), vahvan sähköisen tunnistamisen palvelusta sekä yritysten osalta kaupparekisteristä ja yritys- ja yhteisötietojärjestelmästä.',
        ],
      },
      {
        heading: 'Tietojen luovutukset ja käsittelijät',
        paragraphs: [
          'Emme luovuta henkilötietoja markkinointiin. Tietoja luovutetaan viranomaisille ja sähkön tiedonvaihtopalveluun silloin, kun laki sitä edellyttää. Tietojärjestelmä-, laskutus- ja perintäpalveluiden toimittajat käsittelevät tietoja puolestamme kirjallisten sopimusten ja ohjeidemme mukaisesti.',
        ],
      },
      {
        heading: 'Tietojen siirrot EU:n ja ETA:n ulkopuolelle',
        paragraphs: [
          'Henkilötietoja ei siirretä Euroopan unionin tai Euroopan talousalueen ulkopuolelle.',
        ],
      },
      {
        heading: 'Säilytysajat',
        items: [
          'käyttäjätunnus säilytetään niin kauan kuin asiakkuus on voimassa ja poistetaan 12 kuukauden kuluessa sen päättymisestä',
          'kulutus- ja laskutustiedot säilytetään asiakkuuden ajan ja sen jälkeen lainsäädännön edellyttämän ajan, kirjanpitoaineiston osalta 6 vuotta',
          'tekniset lokitiedot säilytetään 12 kuukautta',
        ],
      },
      {
        heading: 'Rekisteröidyn oikeudet',
        paragraphs: [
          'Sinulla on oikeus tarkastaa tietosi, pyytää virheellisten tietojen oikaisemista tai tietojen poistamista, vastustaa tai rajoittaa käsittelyä sekä siirtää antamasi tiedot järjestelmästä toiseen. Jos katsot, että tietojesi käsittely rikkoo tietosuojasäädöksiä, voit tehdä valituksen tietosuojavaltuutetun toimistolle (tietosuoja.fi).',
        ],
      },
      {
        heading: 'Tietoturva',
        paragraphs: [
          'Palveluun otetaan yhteys vain salatun yhteyden kautta. Tietoihin pääsevät vain ne, jotka tarvitsevat niitä työssään. Salasanat tallennetaan vain tiivisteinä, ja palvelun tapahtumista pidetään lokia väärinkäytösten selvittämiseksi.',
        ],
      },
      {
        heading: 'Evästeet',
        paragraphs: [
          'Asiakasportaali käyttää vain palvelun toiminnan kannalta välttämättömiä evästeitä, kuten istuntoevästettä. Seuranta- tai mainosevästeitä ei käytetä.',
        ],
      },
    ],
  };
}
