import type { ComplianceStatus } from '@energiaportaali/domain';

/**
 * The accessibility statement in Finnish, in the sections of the EU model statement (Commission
 * Implementing Decision (EU) 2018/1523) as saavutettavuusvaatimukset.fi publishes it. Its facts
 * (dates, known issues, contacts, authority) come from `portal.config.json`.
 */
export const statementFi = {
  title: 'Saavutettavuusseloste',
  intro: (brandName: string) =>
    `${brandName} haluaa, että jokainen voi käyttää sen asiointipalvelua. Tämä seloste kertoo, miten palvelu täyttää laissa digitaalisten palvelujen tarjoamisesta (306/2019) säädetyt saavutettavuusvaatimukset, mitkä sen osat eivät ole saavutettavia ja miten voit antaa meille palautetta.`,
  scope: {
    heading: 'Mitä seloste koskee',
    body: (brandName: string) =>
      `Seloste koskee ${brandName} -asiointipalvelua: kuluttajien, yritysten ja isännöitsijöiden sivuja (kulutustiedot, laskut, sopimukset, lomakkeet) sekä henkilökunnan ylläpitosivuja osoitteessa`,
  },
  status: {
    heading: 'Saavutettavuuden tila',
    wcag: 'Vaatimuksena on verkkosisällön saavutettavuusohjeiden WCAG 2.1 taso AA.',
    statuses: {
      full: 'Palvelu täyttää saavutettavuusvaatimukset.',
      partial: 'Palvelu täyttää saavutettavuusvaatimukset osittain. Puutteet on lueteltu alla.',
      none: 'Palvelu ei täytä saavutettavuusvaatimuksia. Puutteet on lueteltu alla.',
    } satisfies Record<ComplianceStatus, string>,
  },
  issues: {
    heading: 'Sisältö, joka ei ole saavutettavaa',
    intro: 'Tiedämme seuraavista puutteista. Korjaamme ne sitä mukaa kuin palvelua kehitetään.',
    criteria: 'WCAG-kriteerit',
    notAssessed: 'Ei arvioitu WCAG-kriteerein: palvelu ei ole meidän.',
    none: 'Emme tiedä palvelussa olevan saavutettavuuspuutteita.',
  },
  preparation: {
    heading: 'Miten seloste on laadittu',
    method:
      'Seloste perustuu palvelun tekijöiden itsearviointiin. Palvelun näkymät tarkistetaan jokaisen muutoksen yhteydessä automaattisesti axe-core-työkalulla ja osa niistä, tämä seloste mukaan lukien, lisäksi HTML_CodeSniffer-työkalulla.',
    limits:
      'Automaattiset tarkistukset löytävät vain osan puutteista. Ne eivät voi todeta, ovatko tekstivastineet ja ohjeet ymmärrettäviä, toimiiko palvelu ruudunlukijalla kokonaisuutena tai ovatko kaaviot ymmärrettäviä ilman näköä. Palvelua ei ole arvioinut ulkopuolinen asiantuntija.',
    prepared: (date: string) => `Seloste on laadittu ${date}.`,
    reviewed: (date: string) => `Seloste on tarkistettu viimeksi ${date}.`,
  },
  feedback: {
    heading: 'Palaute',
    intro:
      'Huomasitko puutteen? Kerro siitä meille, niin korjaamme sen tai annamme tiedon muussa muodossa.',
    form: 'Lähetä saavutettavuuspalautetta palautelomakkeella',
    formNote: '(vaatii kirjautumisen)',
    email: 'tai sähköpostilla osoitteeseen',
    answer:
      'Vastaamme palautteeseen 14 päivän kuluessa sen saapumisesta. Jos tarvitsemme enemmän aikaa, kerromme sen ja syyn siihen kahden viikon kuluessa.',
  },
  enforcement: {
    heading: 'Valvontaviranomainen',
    body: 'Jos et ole tyytyväinen vastaukseemme tai et saa vastausta kahden viikon kuluessa, voit tehdä ilmoituksen valvontaviranomaiselle. Sen verkkosivuilla kerrotaan, miten ilmoituksen voi tehdä ja miten asia käsitellään.',
    contact: 'Valvontaviranomaisen yhteystiedot',
    email: 'Sähköposti',
    phone: 'Puhelin (vaihde)',
  },
  otherLanguages: 'Seloste muilla kielillä',
  /** The official Finnish names of the WCAG 2.1 criteria the statement may cite. */
  criterionNames: {
    '1.1.1': 'Ei-tekstuaalinen sisältö',
    '1.3.1': 'Informaatio ja suhteet',
    '1.3.2': 'Merkityksellinen järjestys',
    '1.4.3': 'Kontrasti (minimi)',
    '2.1.1': 'Näppäimistö',
    '2.4.3': 'Kohdistusjärjestys',
    '3.1.1': 'Sivun kieli',
    '3.1.2': 'Osien kieli',
    '3.3.2': 'Nimilaput tai ohjeet',
    '4.1.2': 'Nimi, rooli, arvo',
  } as Record<string, string>,
};

/** The statement's texts; every language fills the same shape. */
export type StatementTexts = typeof statementFi;
