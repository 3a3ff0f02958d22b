import {
  openEndedContractEnd,
  type Contract,
  type CustomerData,
  type MeteringPointDetails,
} from '@energiaportaali/domain';

let serial = 0;

/** A contract as GET /api/contracts gives it; override any field. */
export function buildContract(overrides: Partial<Contract> = {}): Contract {
  serial += 1;
  return {
    contractIdentifier: String(3_100_000 + serial),
    contractType: 'Sähköverkkosopimus',
    contractProduct: 'Yleissiirto',
    utility: 'electricity',
    contractStart: '2020-01-01',
    contractEnd: openEndedContractEnd,
    yearlyEstimate: 7400,
    meteringpointIdentifier: String(6_400_100_000 + serial),
    gsrnIdentifier: `64300696600010${String(serial).padStart(4, '0')}`,
    address: 'Esimerkkitie 5',
    zip: '00100',
    city: 'Helsinki',
    deviceCodes: ['6000011'],
    unit: 'kWh',
    ...overrides,
  };
}

/** The answer of GET /api/contracts for the demo consumer. */
export function buildCustomerData(overrides: Partial<CustomerData> = {}): CustomerData {
  return {
    customerName: 'Matti Meikäläinen',
    customerIdentifier: ['100001'],
    identifier: null,
    email: 'kuluttaja@example.fi',
    contracts: [],
    ...overrides,
  };
}

/** The answer of GET /api/meteringpoints/{mp}; override any field. */
export function buildMeteringPoint(
  overrides: Partial<MeteringPointDetails> = {},
): MeteringPointDetails {
  return {
    meteringpointIdentifier: '6400100001',
    gsrnIdentifier: '643006966000100019',
    utility: 'electricity',
    address: 'Esimerkkitie 5',
    zip: '00100',
    city: 'Helsinki',
    ...overrides,
  };
}
