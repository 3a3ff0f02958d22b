import { openEndedContractEnd, type Contract, type CustomerData } from '@energiaportaali/domain';

/** A contract of the consumer; override any field. */
export function buildContract(overrides: Partial<Contract> = {}): Contract {
  return {
    contractIdentifier: '3100001',
    contractType: 'Sähköverkkosopimus',
    contractProduct: 'Yleissiirto',
    utility: 'electricity',
    contractStart: '2020-01-01',
    contractEnd: openEndedContractEnd,
    yearlyEstimate: 7400,
    meteringpointIdentifier: '6400100001',
    gsrnIdentifier: '643006966000100014',
    address: 'Esimerkkitie 5',
    zip: '00100',
    city: 'Helsinki',
    deviceCodes: ['6000011'],
    unit: 'kWh',
    ...overrides,
  };
}

export const homeElectricity = '6400100001';
export const cottageElectricity = '6400100002';
export const homeHeat = '6400100003';
export const homeWater = '6400100004';

/** The demo consumer's contracts: two electricity points (one with three contracts), heat, water. */
export function buildCustomerData(contracts = demoContracts()): CustomerData {
  return {
    customerName: 'Matti Meikäläinen',
    customerIdentifier: ['100001'],
    identifier: null,
    email: 'kuluttaja@example.fi',
    contracts,
  };
}

export function demoContracts(): Contract[] {
  const cottage = { address: 'Mökkipolku 12', zip: '41800', city: 'Korpilahti' };
  return [
    buildContract({ contractStart: '2014-03-01', contractEnd: '2019-12-31' }),
    buildContract({ contractStart: '2020-01-01' }),
    buildContract({ contractType: 'Sähköntuotannon verkkosopimus', contractStart: '2023-01-01' }),
    buildContract({
      utility: 'districtheat',
      contractType: 'Kaukolämmön myyntisopimus',
      contractStart: '2014-03-01',
      meteringpointIdentifier: homeHeat,
    }),
    buildContract({
      utility: 'water',
      contractType: 'water',
      contractStart: '2014-03-01',
      meteringpointIdentifier: homeWater,
      unit: 'm3',
    }),
    buildContract({
      contractStart: '2018-06-01',
      meteringpointIdentifier: cottageElectricity,
      ...cottage,
    }),
  ];
}
