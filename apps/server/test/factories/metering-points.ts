import { helsinkiStartOfDay, HOUR_MS, type Product } from '@energiaportaali/domain';
import type { Db } from '../../src/db/connection';
import { writeMeterRows, type MeterRowInput } from '../../src/db/meter-rows';
import { contracts, meteringPointResolutions, meteringPoints } from '../../src/db/schema';
import { digits } from './ids';

export interface MeteringPointOptions {
  customerId: number;
  utility?: Product;
  /** Meter values stored for the point, in its resolution. */
  series?: readonly MeterRowInput[];
  /** Minutes of its meter data from 2016 on; a day for water, an hour otherwise. */
  resolutionMinutes?: number;
  /** A smart meter's switch: hourly meter data before this instant, resolutionMinutes since. */
  hourlyUntil?: Date;
  /** Solar: the point gets the GSRN of a production point, whose values are stored beside it. */
  production?: boolean;
  street?: string;
  postalCode?: string;
  temperatureArea?: string;
  deviceCodes?: string[];
  unit?: 'kWh' | 'MWh' | 'm3';
  /** The point's contracts; none when left out. */
  contracts?: ContractOptions[];
}

export interface ContractOptions {
  start: string;
  /** Open-ended unless told. */
  end?: string;
  /** The utility's network contract unless told. */
  type?: string;
  product?: string;
  yearlyEstimateKwh?: number;
}

export interface TestMeteringPoint {
  id: number;
  identifier: string;
  gsrn: string;
  productionGsrn: string | null;
  utility: Product;
  street: string;
  postalCode: string;
  city: string;
  deviceCodes: string[];
}

const contractKinds = {
  electricity: { type: 'Sähköverkkosopimus', product: 'Yleissiirto' },
  districtheat: { type: 'Kaukolämmön myyntisopimus', product: 'Kaukolämpö Perus' },
  water: { type: 'water', product: 'Vesihuolto' },
} satisfies Record<Product, { type: string; product: string }>;

/**
 * Meter rows every `minutes` from `from` up to `to`, each made by `row` (1 unit by default). Days
 * (1440 minutes) are Helsinki days, 23 or 25 hours long at the clock changes.
 */
export function seriesBetween(
  from: Date,
  to: Date,
  minutes: number,
  row: (index: number) => Omit<MeterRowInput, 'ts'> = () => ({ value: 1 }),
): MeterRowInput[] {
  // Noon of the next day is past its midnight whatever the clock change.
  const next = (t: Date) =>
    minutes === 1440
      ? helsinkiStartOfDay(new Date(t.getTime() + 36 * HOUR_MS))
      : new Date(t.getTime() + minutes * 60_000);
  const rows: MeterRowInput[] = [];
  for (let t = from, i = 0; t < to; t = next(t), i++) rows.push({ ts: t, ...row(i) });
  return rows;
}

// Contract identifiers in the order the contracts were made (the contracts API's last sort key).
let contractNumber = 0;
const nextContractIdentifier = () => `T${String(++contractNumber).padStart(6, '0')}`;

/** A metering point of the customer with a random identifier and GSRN. */
export async function buildMeteringPoint(
  db: Db,
  {
    customerId,
    utility = 'electricity',
    series = [],
    resolutionMinutes = utility === 'water' ? 1440 : 60,
    hourlyUntil,
    production = false,
    street = 'Uusitie 1',
    postalCode = '00100',
    temperatureArea = 'Helsinki',
    deviceCodes = [],
    unit = utility === 'water' ? 'm3' : 'kWh',
    contracts: contractOptions = [],
  }: MeteringPointOptions,
): Promise<TestMeteringPoint> {
  const identifier = digits(12);
  const gsrn = `6430${digits(14)}`;
  const productionGsrn = production ? `6430${digits(14)}` : null;
  const city = 'Helsinki';
  const [point] = await db
    .insert(meteringPoints)
    .values({
      customerId,
      identifier,
      gsrn,
      productionGsrn,
      utility,
      street,
      postalCode,
      city,
      deviceCodes,
      unit,
      resolutionMinutes,
      temperatureArea,
    })
    .returning({ id: meteringPoints.id });
  const id = point!.id;
  const from2016 = new Date('2015-12-31T22:00:00Z');
  await db.insert(meteringPointResolutions).values(
    hourlyUntil === undefined
      ? [{ meteringPointId: id, validFrom: from2016, resolutionMinutes }]
      : [
          { meteringPointId: id, validFrom: from2016, resolutionMinutes: 60 },
          { meteringPointId: id, validFrom: hourlyUntil, resolutionMinutes },
        ],
  );
  for (const contract of contractOptions) {
    await db.insert(contracts).values({
      contractIdentifier: nextContractIdentifier(),
      contractType: contract.type ?? contractKinds[utility].type,
      contractProduct: contract.product ?? contractKinds[utility].product,
      startDate: contract.start,
      endDate: contract.end ?? null,
      yearlyEstimateKwh: contract.yearlyEstimateKwh ?? null,
      utility,
      customerId,
      meteringPointId: id,
    });
  }
  if (series.length > 0) await db.transaction((tx) => writeMeterRows(tx, id, series));
  return { id, identifier, gsrn, productionGsrn, utility, street, postalCode, city, deviceCodes };
}
