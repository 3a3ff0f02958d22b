import type { Texts } from './catalogue';

/** Swedish texts of the contracts page ('Förbrukningsplatsens uppgifter'). */
export const contracts: Texts['contracts'] = {
  title: 'Förbrukningsplatsens uppgifter',
  customerHeading: 'Kunduppgifter',
  customerNumbers: 'Kundnummer',
  name: 'Namn',
  email: 'E-post',
  noEmail: 'Inte angiven',
  contractsHeading: 'Avtal',
  noContracts: 'Inga avtalsuppgifter',
  contractType: 'Avtalstyp',
  product: 'Produkt',
  contractIdentifier: 'Avtalsnummer',
  meteringPointIdentifier: 'Förbrukningsplatsens nummer',
  gsrn: 'GSRN-kod',
  address: 'Adress',
  start: 'Startdag',
  end: 'Slutdag',
  openEnded: 'Gäller tills vidare',
  yearlyEstimate: 'Uppskattad årsförbrukning',
  waterContractType: 'Vattenavtal',
  waterComingSoon: 'Uppgifterna om vattenavtal kommer i en senare version.',
  loadFailed: 'Kunduppgifterna kunde inte hämtas',
  networkError: 'Anslutningsfel: kunduppgifterna kunde inte hämtas',
  unauthorized: 'Du har inte rätt att se uppgifterna. Du loggas ut...',
};
