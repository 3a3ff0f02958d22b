// The demo world of ARCHITECTURE §7 as plain data; seed.ts writes it, series.ts gives the
// metering points their values. Every person and company here is fictitious.
import type { DemoTariffCode } from './tariffs';

export type Utility = 'electricity' | 'districtheat' | 'water';
export type Profile = 'home' | 'cottage' | 'office' | 'warehouse' | 'building';

export interface DemoContract {
  identifier: string;
  type: string;
  product: string;
  start: string;
  end: string | null;
  yearlyEstimateKwh: number | null;
  /** How the contract is priced (tariffs.ts); null: not priced (production). */
  tariff: DemoTariffCode | null;
}

export interface DemoMeteringPoint {
  /** Stable key: seeds the point's random series. */
  key: string;
  identifier: string;
  gsrn: string;
  /** Datahub's production metering point of a point with solar panels. */
  productionGsrn: string | null;
  utility: Utility;
  unit: 'kWh' | 'MWh' | 'm3';
  street: string;
  postalCode: string;
  city: string;
  deviceCodes: string[];
  temperatureArea: TemperatureArea;
  profile: Profile;
  /** Multiplies the profile (a housing company uses far more than a home). */
  scale: number;
  /** Rooftop solar from 2023-01-01 (the consumer's main point only). */
  solarKwp?: number;
  contracts: DemoContract[];
}

export interface DemoCustomer {
  key: string;
  kind: 'person' | 'company' | 'housing_company';
  name: string;
  firstName?: string;
  lastName?: string;
  /** Clear text only here, in code: the database gets its keyed hash. */
  identityCode?: string;
  businessId?: string;
  parentKey?: string;
  customerNumbers: string[];
  email?: string;
  phone?: string;
  street: string;
  postalCode: string;
  city: string;
  meteringPoints: DemoMeteringPoint[];
  params?: Record<string, string>;
  fibre?: { type: string; address: string }[];
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  role: 'consumer' | 'companyUser' | 'companyManager' | 'remUser' | 'remCompany' | 'operator';
  customers?: { key: string; personRole: 'admin' | 'user' }[];
  /** Office staff: the housing companies (customer keys) assigned to this person. */
  office?: { housingCompanies: string[] };
}

export type TemperatureArea = 'Helsinki' | 'Jyväskylä';

export const temperatureAreas: Record<TemperatureArea, { mean: number; amplitude: number }> = {
  Helsinki: { mean: 6.2, amplitude: 10.8 },
  Jyväskylä: { mean: 3.6, amplitude: 12.6 },
};

export const demoPassword = 'Demo-salasana-2026';
/** Electricity meters were replaced by quarter-hour meters on this Helsinki day. */
export const smartMeterSwitchDate = '2024-01-01';
export const productionStartDate = '2023-01-01';

// GS1 mod-10 check digit, so the GSRNs look like real ones.
function withCheckDigit(digits: string): string {
  const sum = [...digits]
    .reverse()
    .reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 3 : 1), 0);
  return digits + ((10 - (sum % 10)) % 10);
}

let contractNumber = 3_100_000;
const contract = (
  type: string,
  product: string,
  start: string,
  end: string | null,
  yearlyEstimateKwh: number | null,
  tariff: DemoTariffCode | null,
): DemoContract => ({
  identifier: String(++contractNumber),
  type,
  product,
  start,
  end,
  yearlyEstimateKwh,
  tariff,
});

const distributionTariffs = {
  Yleissiirto: 'YLEISSIIRTO',
  Aikasiirto: 'AIKASIIRTO',
  Keskijännitesiirto: 'KESKIJANNITE',
  Tehosiirto: 'TEHOSIIRTO',
} as const satisfies Record<string, DemoTariffCode>;
type DistributionProduct = keyof typeof distributionTariffs;

const electricityContract = (
  start: string,
  estimate: number,
  product: DistributionProduct = 'Yleissiirto',
) => contract('Sähköverkkosopimus', product, start, null, estimate, distributionTariffs[product]);
const heatContract = (start: string, estimate: number, unit: 'kWh' | 'MWh' = 'MWh') =>
  contract(
    'Kaukolämmön myyntisopimus',
    'Kaukolämpö Perus',
    start,
    null,
    estimate,
    unit === 'kWh' ? 'KAUKOLAMPO' : 'KAUKOLAMPO-MWH',
  );
const waterContract = (start: string) => contract('water', 'Vesihuolto', start, null, null, 'VESI');

// Energy contracts came with the cost views; numbered apart so the older numbers stay as they were.
let energyContractNumber = 3_200_000;
const energyProducts = {
  PORSSI: 'Pörssisähkö',
  'PORSSI-YRITYS': 'Pörssisähkö Yritys',
  KIINTEA: 'Kiinteä hinta',
  'KIINTEA-YRITYS': 'Kiinteä hinta Yritys',
} as const satisfies Partial<Record<DemoTariffCode, string>>;
const energyContract = (
  start: string,
  estimate: number,
  tariff: keyof typeof energyProducts,
): DemoContract => ({
  identifier: String(++energyContractNumber),
  type: 'Sähkön myyntisopimus',
  product: energyProducts[tariff],
  start,
  end: null,
  yearlyEstimateKwh: estimate,
  tariff,
});

interface PointInput extends Omit<
  DemoMeteringPoint,
  'identifier' | 'gsrn' | 'productionGsrn' | 'unit' | 'deviceCodes'
> {
  unit?: DemoMeteringPoint['unit'];
  meters?: number;
}

let pointNumber = 0;
function point(input: PointInput): DemoMeteringPoint {
  const n = ++pointNumber;
  const serial = String(n).padStart(4, '0');
  const { meters = 1, unit, ...rest } = input;
  const defaultUnit = input.utility === 'water' ? 'm3' : 'kWh';
  const deviceCodes = Array.from({ length: meters }, (_, i) =>
    input.utility === 'water' ? `21${serial}${i + 1}0` : `60${serial}${i + 1}`,
  );
  return {
    ...rest,
    unit: unit ?? defaultUnit,
    identifier: `640010${serial}`,
    gsrn: withCheckDigit(`6430069660001${serial}`),
    productionGsrn: input.solarKwp ? withCheckDigit(`6430069660002${serial}`) : null,
    deviceCodes,
  };
}

const at = (street: string, postalCode: string, city: string) => ({ street, postalCode, city });

const matti = at('Esimerkkitie 5', '00100', 'Helsinki');
const cottage = at('Mökkipolku 12', '41800', 'Korpilahti');

export const demoCustomers: DemoCustomer[] = [
  {
    key: 'matti',
    kind: 'person',
    name: 'Matti Meikäläinen',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    identityCode: '010170-999R',
    customerNumbers: ['100001'],
    email: 'kuluttaja@example.fi',
    phone: '+358401234567',
    ...matti,
    params: { OnlineMaxSaldoLimit: '500' },
    fibre: [{ type: '1', address: 'Esimerkkitie 5, 00100 Helsinki' }],
    meteringPoints: [
      point({
        key: 'matti-home-electricity',
        utility: 'electricity',
        ...matti,
        temperatureArea: 'Helsinki',
        profile: 'home',
        scale: 1,
        solarKwp: 6,
        contracts: [
          contract(
            'Sähköverkkosopimus',
            'Aikasiirto',
            '2014-03-01',
            '2019-12-31',
            8200,
            'AIKASIIRTO',
          ),
          electricityContract('2020-01-01', 7400),
          contract(
            'Sähköntuotannon verkkosopimus',
            'Tuotannon siirto',
            '2023-01-01',
            null,
            4800,
            null,
          ),
          energyContract('2020-01-01', 7400, 'PORSSI'),
        ],
      }),
      point({
        key: 'matti-cottage-electricity',
        utility: 'electricity',
        ...cottage,
        temperatureArea: 'Jyväskylä',
        profile: 'cottage',
        scale: 1,
        contracts: [
          electricityContract('2018-06-01', 2600),
          energyContract('2018-06-01', 2600, 'KIINTEA'),
        ],
      }),
      point({
        key: 'matti-home-heat',
        utility: 'districtheat',
        ...matti,
        temperatureArea: 'Helsinki',
        profile: 'home',
        scale: 1,
        contracts: [heatContract('2014-03-01', 19500, 'kWh')],
      }),
      point({
        key: 'matti-home-water',
        utility: 'water',
        ...matti,
        temperatureArea: 'Helsinki',
        profile: 'home',
        scale: 1,
        meters: 2,
        contracts: [waterContract('2014-03-01')],
      }),
    ],
  },
  {
    key: 'maija',
    kind: 'person',
    name: 'Maija Mallikas',
    firstName: 'Maija',
    lastName: 'Mallikas',
    identityCode: '150585-998U',
    customerNumbers: ['100002'],
    ...at('Mallikuja 3 B 14', '02100', 'Espoo'),
    meteringPoints: [
      point({
        key: 'maija-electricity',
        utility: 'electricity',
        ...at('Mallikuja 3 B 14', '02100', 'Espoo'),
        temperatureArea: 'Helsinki',
        profile: 'home',
        scale: 0.45,
        contracts: [
          electricityContract('2019-08-01', 2300, 'Aikasiirto'),
          energyContract('2019-08-01', 2300, 'PORSSI'),
        ],
      }),
    ],
  },
  {
    key: 'esimerkki',
    kind: 'company',
    name: 'Esimerkki Oy',
    businessId: '1234567-1',
    customerNumbers: ['200001', '200002'],
    email: 'laskutus@esimerkki.example.fi',
    phone: '+358201234567',
    ...at('Teollisuuskatu 10', '00510', 'Helsinki'),
    params: { OnlineMaxSaldoLimit: '2000' },
    meteringPoints: [
      point({
        key: 'esimerkki-office-electricity',
        utility: 'electricity',
        ...at('Teollisuuskatu 10', '00510', 'Helsinki'),
        temperatureArea: 'Helsinki',
        profile: 'office',
        scale: 1,
        contracts: [
          electricityContract('2012-01-01', 62000, 'Keskijännitesiirto'),
          energyContract('2012-01-01', 62000, 'PORSSI-YRITYS'),
        ],
      }),
      point({
        key: 'esimerkki-warehouse-electricity',
        utility: 'electricity',
        ...at('Varastotie 4', '01510', 'Vantaa'),
        temperatureArea: 'Helsinki',
        profile: 'warehouse',
        scale: 1,
        contracts: [
          electricityContract('2016-05-01', 41000, 'Tehosiirto'),
          energyContract('2016-05-01', 41000, 'KIINTEA-YRITYS'),
        ],
      }),
      point({
        key: 'esimerkki-showroom-electricity',
        utility: 'electricity',
        ...at('Kauppakatu 21', '40100', 'Jyväskylä'),
        temperatureArea: 'Jyväskylä',
        profile: 'office',
        scale: 0.4,
        contracts: [
          electricityContract('2019-02-01', 25000),
          energyContract('2019-02-01', 25000, 'PORSSI-YRITYS'),
        ],
      }),
      point({
        key: 'esimerkki-office-heat',
        utility: 'districtheat',
        unit: 'MWh',
        ...at('Teollisuuskatu 10', '00510', 'Helsinki'),
        temperatureArea: 'Helsinki',
        profile: 'office',
        scale: 1,
        contracts: [heatContract('2012-01-01', 180000)],
      }),
    ],
  },
  {
    key: 'esimerkki-kiinteistot',
    kind: 'company',
    name: 'Esimerkki Kiinteistöt Oy',
    businessId: '2345678-0',
    parentKey: 'esimerkki',
    customerNumbers: ['200003'],
    email: 'kiinteistot@esimerkki.example.fi',
    ...at('Teollisuuskatu 10', '00510', 'Helsinki'),
    meteringPoints: [
      point({
        key: 'kiinteistot-hall-electricity',
        utility: 'electricity',
        ...at('Hallikuja 2', '00880', 'Helsinki'),
        temperatureArea: 'Helsinki',
        profile: 'warehouse',
        scale: 0.6,
        contracts: [
          electricityContract('2017-09-01', 24000),
          energyContract('2017-09-01', 24000, 'KIINTEA-YRITYS'),
        ],
      }),
      point({
        key: 'kiinteistot-office-electricity',
        utility: 'electricity',
        ...at('Torikatu 7', '40100', 'Jyväskylä'),
        temperatureArea: 'Jyväskylä',
        profile: 'office',
        scale: 0.3,
        contracts: [
          electricityContract('2018-01-01', 18000),
          energyContract('2018-01-01', 18000, 'PORSSI-YRITYS'),
        ],
      }),
      point({
        key: 'kiinteistot-hall-heat',
        utility: 'districtheat',
        unit: 'MWh',
        ...at('Hallikuja 2', '00880', 'Helsinki'),
        temperatureArea: 'Helsinki',
        profile: 'office',
        scale: 0.5,
        contracts: [heatContract('2017-09-01', 90000)],
      }),
      point({
        key: 'kiinteistot-hall-water',
        utility: 'water',
        ...at('Hallikuja 2', '00880', 'Helsinki'),
        temperatureArea: 'Helsinki',
        profile: 'office',
        scale: 1,
        contracts: [waterContract('2017-09-01')],
      }),
    ],
  },
  housingCompany(
    'esimerkkitalo',
    'As Oy Esimerkkitalo',
    '5678901-2',
    '300001',
    at('Taloyhtiöntie 1', '00200', 'Helsinki'),
    'Helsinki',
    1,
    'PORSSI-YRITYS',
  ),
  housingCompany(
    'rantakoivu',
    'As Oy Rantakoivu',
    '6789012-4',
    '300002',
    at('Rantakoivunkuja 8', '40520', 'Jyväskylä'),
    'Jyväskylä',
    0.7,
    'KIINTEA-YRITYS',
  ),
  housingCompany(
    'kuusikallio',
    'As Oy Kuusikallio',
    '3456782-2',
    '300003',
    at('Kuusikalliontie 15', '02180', 'Espoo'),
    'Helsinki',
    1.3,
    'PORSSI-YRITYS',
  ),
  housingCompany(
    'vaahterarinne',
    'As Oy Vaahterarinne',
    '7890123-9',
    '300004',
    at('Vaahterarinne 4', '00700', 'Helsinki'),
    'Helsinki',
    0.8,
    'PORSSI-YRITYS',
    false,
  ),
  housingCompany(
    'merituuli',
    'As Oy Merituuli',
    '8901234-9',
    '300005',
    at('Merituulentie 22', '00980', 'Helsinki'),
    'Helsinki',
    1.1,
    'PORSSI-YRITYS',
    false,
  ),
];

function housingCompany(
  key: string,
  name: string,
  businessId: string,
  customerNumber: string,
  address: { street: string; postalCode: string; city: string },
  temperatureArea: TemperatureArea,
  scale: number,
  energyProduct: 'PORSSI-YRITYS' | 'KIINTEA-YRITYS',
  withElectricity = true,
): DemoCustomer {
  const common = { ...address, temperatureArea, profile: 'building' as const, scale };
  const since = '2015-01-01';
  return {
    key,
    kind: 'housing_company',
    name,
    businessId,
    customerNumbers: [customerNumber],
    ...address,
    meteringPoints: [
      ...(withElectricity
        ? [
            point({
              key: `${key}-electricity`,
              utility: 'electricity',
              ...common,
              contracts: [
                electricityContract(since, Math.round(38000 * scale)),
                energyContract(since, Math.round(38000 * scale), energyProduct),
              ],
            }),
          ]
        : []),
      point({
        key: `${key}-heat`,
        utility: 'districtheat',
        unit: 'MWh',
        ...common,
        contracts: [heatContract(since, Math.round(520000 * scale))],
      }),
      point({
        key: `${key}-water`,
        utility: 'water',
        ...common,
        meters: 2,
        contracts: [waterContract(since)],
      }),
    ],
  };
}

export const propertyManagerOffice = {
  name: 'Isännöinti Esimerkki Oy',
  businessId: '4567890-7',
  street: 'Isännöitsijänkatu 3',
  postalCode: '00100',
  postOffice: 'Helsinki',
  housingCompanies: ['esimerkkitalo', 'rantakoivu', 'kuusikallio'],
};

/** An office outside the portal that the trade register names manager of As Oy Merituuli. */
export const otherOffice = { name: 'Toinen Isännöinti Oy', businessId: '9012346-8' };

/** The simulated trade register; 8901234-9 names another office as its representative. */
export const businessRegistryEntries = [
  {
    businessId: '5678901-2',
    name: 'As Oy Esimerkkitalo',
    representative: propertyManagerOffice.name,
  },
  { businessId: '6789012-4', name: 'As Oy Rantakoivu', representative: propertyManagerOffice.name },
  {
    businessId: '3456782-2',
    name: 'As Oy Kuusikallio',
    representative: propertyManagerOffice.name,
  },
  {
    businessId: '7890123-9',
    name: 'As Oy Vaahterarinne',
    representative: propertyManagerOffice.name,
  },
  { businessId: '8901234-9', name: 'As Oy Merituuli', representative: otherOffice.name },
  { businessId: '4567890-7', name: 'Isännöinti Esimerkki Oy', representative: null },
  { businessId: '1234567-1', name: 'Esimerkki Oy', representative: null },
  { businessId: '2345678-0', name: 'Esimerkki Kiinteistöt Oy', representative: null },
];

const bothCompanies = (personRole: 'admin' | 'user') => [
  { key: 'esimerkki', personRole },
  { key: 'esimerkki-kiinteistot', personRole },
];

export const demoUsers: DemoUser[] = [
  {
    email: 'kuluttaja@example.fi',
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    phone: '+358401234567',
    role: 'consumer',
    customers: [{ key: 'matti', personRole: 'admin' }],
  },
  {
    email: 'yritys@example.fi',
    firstName: 'Yrjö',
    lastName: 'Yrittäjä',
    phone: '+358501112223',
    role: 'companyManager',
    customers: bothCompanies('admin'),
  },
  {
    email: 'yrityskayttaja@example.fi',
    firstName: 'Kaisa',
    lastName: 'Käyttäjä',
    role: 'companyUser',
    customers: bothCompanies('user'),
  },
  {
    email: 'pekka.puuska@example.fi',
    firstName: 'Pekka',
    lastName: 'Puuska',
    role: 'companyUser',
    customers: [{ key: 'esimerkki', personRole: 'user' }],
  },
  {
    email: 'liisa.laskuttaja@example.fi',
    firstName: 'Liisa',
    lastName: 'Laskuttaja',
    role: 'companyUser',
    customers: [{ key: 'esimerkki-kiinteistot', personRole: 'user' }],
  },
  {
    email: 'olli.omistaja@example.fi',
    firstName: 'Olli',
    lastName: 'Omistaja',
    role: 'companyManager',
    customers: [{ key: 'esimerkki', personRole: 'admin' }],
  },
  {
    email: 'sanna.seppa@example.fi',
    firstName: 'Sanna',
    lastName: 'Seppä',
    role: 'companyUser',
    customers: bothCompanies('user'),
  },
  {
    email: 'paakayttaja@example.fi',
    firstName: 'Paula',
    lastName: 'Pääkäyttäjä',
    phone: '+358407654321',
    role: 'remCompany',
    office: { housingCompanies: [] },
  },
  {
    email: 'isannoitsija@example.fi',
    firstName: 'Iivo',
    lastName: 'Isännöitsijä',
    phone: '+358409876543',
    role: 'remUser',
    office: { housingCompanies: ['esimerkkitalo', 'rantakoivu'] },
  },
  {
    email: 'hilkka.huolto@example.fi',
    firstName: 'Hilkka',
    lastName: 'Huolto',
    role: 'remUser',
    office: { housingCompanies: ['kuusikallio'] },
  },
  {
    email: 'asiakaspalvelu@example.fi',
    firstName: 'Outi',
    lastName: 'Operaattori',
    role: 'operator',
  },
];

const failedCopyAddress = 'matti.meikalainen@example.invalid';

/**
 * What the back office (Outi Operaattori) finds waiting, all still 'new': registration
 * requests, feedback, water readings and one e-mail the outbox gave up on. Times are hours
 * before the world's "today", so the same inputs give the same rows.
 */
export const backOfficeWork = {
  registrationRequests: [
    {
      hoursAgo: 27,
      applyingCompany: 'Pajaranta Oy',
      applyingPerson: 'Reijo Rekisteröijä',
      contactEmail: 'reijo.rekisteroija@pajaranta.example.fi',
      applyingCompanyIdentifier: '9876543-0',
      daughterCompanyIdentifiers: ['7654321-2'],
      applyingCreds: 'business' as const,
    },
    {
      hoursAgo: 79,
      applyingCompany: 'Kiinteistöhuolto Koivu Oy',
      applyingPerson: 'Kerttu Koivu',
      contactEmail: 'kerttu.koivu@koivu.example.fi',
      applyingCompanyIdentifier: '1928374-1',
      daughterCompanyIdentifiers: [],
      applyingCreds: 'manager' as const,
    },
  ],
  feedback: [
    {
      hoursAgo: 3,
      user: 'kuluttaja@example.fi',
      message:
        'Mökin sähkönkulutus näyttää joulukuussa oudon suurelta. Voisitteko tarkistaa mittarin lukemat?',
    },
    {
      hoursAgo: 56,
      user: 'yritys@example.fi',
      message:
        'Haluaisimme laskut jatkossa verkkolaskuina. Mitä tietoja tarvitsette verkkolaskuosoitteesta?',
    },
  ],
  waterReadings: [
    {
      hoursAgo: 27,
      pointKey: 'matti-home-water',
      user: 'kuluttaja@example.fi',
      reading: 1287,
      email: failedCopyAddress,
    },
    {
      hoursAgo: 100,
      pointKey: 'kiinteistot-hall-water',
      user: 'yritys@example.fi',
      reading: 5640,
      email: null,
    },
  ],
  failedEmail: {
    hoursAgo: 27,
    recipient: failedCopyAddress,
    subject: 'Vesilukema vastaanotettu',
    lastError: '550 5.1.1 <matti.meikalainen@example.invalid>: Recipient address rejected',
    attempts: 5,
  },
};
