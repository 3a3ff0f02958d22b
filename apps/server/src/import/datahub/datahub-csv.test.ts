import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  meterQualities,
  readDatahubHeader,
  readDatahubLine,
  type DatahubColumns,
  type DatahubValue,
} from './datahub-csv';

const finnishHeader =
  'Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Lukeman tyyppi;Alkuaika;Määrä;Laatu';
const englishHeader =
  'MeteringPointGSRN;Product Type;Resolution;Unit Type;Reading Type;Start Time;Quantity;Quality';
const expectedHeader =
  "expected Datahub's meter-data header " +
  'Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Lukeman tyyppi;Alkuaika;Määrä;Laatu ' +
  '(or in English MeteringPointGSRN;Product Type;Resolution;Unit Type;Reading Type;Start Time;Quantity;Quality)';

// The demo consumer's home electricity point (apps/server/src/demo/world.ts).
const gsrn = '643006966000100016';

interface LineFields {
  gsrn: string;
  product: string;
  resolution: string;
  unit: string;
  reading: string;
  start: string;
  quantity: string;
  quality: string;
}

/** A good consumption line in Datahub's column order, with the given fields instead. */
function datahubLine(fields: Partial<LineFields> = {}): string {
  const line: LineFields = {
    gsrn,
    product: '8716867000030',
    resolution: 'PT15M',
    unit: 'kWh',
    reading: 'BN01',
    start: '2025-03-30T00:00:00Z',
    quantity: '0,250000',
    quality: 'OK',
    ...fields,
  };
  return Object.values(line).join(';');
}

function columnsOf(header: string): DatahubColumns {
  const result = readDatahubHeader(header);
  if (!result?.ok) throw new Error(`not a readable header: ${JSON.stringify(result)}`);
  return result.columns;
}

const columns = columnsOf(finnishHeader);
const read = (fields: Partial<LineFields> = {}) => readDatahubLine(datahubLine(fields), columns);

/** Every line of a file after its header: the values, and the problems by line number. */
function readLines(lines: readonly string[]) {
  const [header, ...data] = lines;
  const fileColumns = columnsOf(header!);
  const values: DatahubValue[] = [];
  const problems: string[] = [];
  data.forEach((text, index) => {
    const result = readDatahubLine(text, fileColumns);
    if (Array.isArray(result)) problems.push(`${index + 2}: ${result.join('; ')}`);
    else values.push(result);
  });
  return { values, problems };
}

const utc = (iso: string) => new Date(iso).getTime();

describe('readDatahubHeader', () => {
  it('reads the Finnish header', () => {
    expect(read()).toEqual({
      gsrn,
      start: utc('2025-03-30T00:00:00Z'),
      minutes: 15,
      kind: 'consumption',
      value: '0.250000',
      quality: 'measured',
    });
  });

  it('reads the English header, whatever its case and blanks', () => {
    for (const header of [
      englishHeader,
      ' meteringpointgsrn ;PRODUCT TYPE;resolution;Unit type ;ReadingType;start time;QUANTITY;quality',
      'Metering point ID;Product type;Resolution;Unit type;Reading type;Start time;Quantity;Quality',
    ]) {
      expect(readDatahubLine(datahubLine(), columnsOf(header))).toEqual(read());
    }
  });

  it('finds the columns in any order', () => {
    const reordered = columnsOf(
      'Alkuaika;Laatu;Määrä;Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Lukeman tyyppi',
    );
    const line = `2025-03-30T00:00:00Z;OK;0,250000;${gsrn};8716867000030;PT15M;kWh;BN01`;
    expect(readDatahubLine(line, reordered)).toEqual(read());
  });

  it('drops a byte order mark', () => {
    expect(readDatahubLine(datahubLine(), columnsOf(`\uFEFF${finnishHeader}`))).toEqual(read());
  });

  it('accepts quoted names', () => {
    const quoted = finnishHeader
      .split(';')
      .map((name) => `"${name}"`)
      .join(';');
    expect(readDatahubLine(datahubLine(), columnsOf(quoted))).toEqual(read());
  });

  it("is null for a header that is not Datahub's, such as our own comma-separated files", () => {
    expect(readDatahubHeader('metering_point,timestamp,value,production,reading')).toBeNull();
    expect(readDatahubHeader('\uFEFFmetering_point,timestamp,value')).toBeNull();
  });

  it("refuses a ';'-separated header of another format, saying what was expected", () => {
    expect(readDatahubHeader('Date;Time;Consumption (kWh)')).toEqual({
      ok: false,
      problems: [`not a header of Datahub's export (${expectedHeader})`],
    });
  });

  it('refuses a header that lacks a column, repeats one or has one more', () => {
    expect(
      readDatahubHeader(
        'Mittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Alkuaika;Määrä;Laatu',
      ),
    ).toEqual({
      ok: false,
      problems: [`missing column 'Lukeman tyyppi' ('Reading Type') (${expectedHeader})`],
    });
    expect(readDatahubHeader(`${finnishHeader};Laatu;Huomautus`)).toEqual({
      ok: false,
      problems: ["column 'Laatu' appears twice", `unknown column 'Huomautus' (${expectedHeader})`],
    });
  });

  it('refuses a header with broken quoting', () => {
    expect(readDatahubHeader(`"Mittauspisteen tunnus;${finnishHeader}`)).toEqual({
      ok: false,
      problems: [`malformed header row (${expectedHeader})`],
    });
  });
});

describe('readDatahubLine', () => {
  it('reads hourly and quarter-hour values of one file', () => {
    const { values, problems } = readLines([
      finnishHeader,
      datahubLine({ resolution: 'PT1H', start: '2023-12-31T20:00:00Z', quantity: '0,500000' }),
      datahubLine({ resolution: 'PT1H', start: '2023-12-31T21:00:00Z', quantity: '0,460000' }),
      datahubLine({ start: '2023-12-31T22:00:00Z', quantity: '0,112000' }),
      datahubLine({ start: '2023-12-31T22:15:00Z', quantity: '0,095000' }),
    ]);
    expect(problems).toEqual([]);
    expect(values.map((value) => [new Date(value.start).toISOString(), value.minutes])).toEqual([
      ['2023-12-31T20:00:00.000Z', 60],
      ['2023-12-31T21:00:00.000Z', 60],
      ['2023-12-31T22:00:00.000Z', 15],
      ['2023-12-31T22:15:00.000Z', 15],
    ]);
  });

  it('reads 60-minute and daily resolutions', () => {
    expect(read({ resolution: 'PT60M', start: '2025-03-30T01:00:00Z' })).toMatchObject({
      minutes: 60,
    });
    expect(read({ resolution: 'P1D', start: '2025-03-29T22:00:00Z' })).toMatchObject({
      minutes: 1440,
    });
  });

  it('tells production from consumption by the reading type', () => {
    expect(read({ reading: 'BN02', quantity: '1,004000' })).toMatchObject({
      kind: 'production',
      value: '1.004000',
    });
    expect(read({ reading: 'BN01' })).toMatchObject({ kind: 'consumption' });
  });

  it('unquotes quoted fields', () => {
    const quoted = `"${gsrn}";"8716867000030";"PT15M";"kWh";"BN01";"2025-03-30T00:00:00Z";"0,250000";"OK"`;
    expect(readDatahubLine(quoted, columns)).toEqual(read());
    expect(readDatahubLine(`${datahubLine()}\r`, columns)).toEqual(read());
  });

  it.each([
    ['OK', '1,5', 'measured'],
    ['REVISED', '1,5', 'measured'],
    ['ESTIMATED', '1,5', 'estimated'],
    ['UNCERTAIN', '1,5', 'suspect'],
    ['PARTIALLY_MISSING', '1,5', 'suspect'],
    ['MISSING', '', 'missing'],
    ['A01', '1,5', 'measured'],
    ['A02', '', 'missing'],
    ['A03', '1,5', 'estimated'],
    ['A04', '1,5', 'measured'],
    ['A05', '1,5', 'suspect'],
    ['A06', '1,5', 'estimated'],
    ['ok', '1,5', 'measured'],
    ['Estimated', '1,5', 'estimated'],
    ['partially missing', '1,5', 'suspect'],
  ])('maps quality %s to %s', (code, quantity, quality) => {
    expect(read({ quality: code, quantity })).toMatchObject({
      quality,
      value: quantity === '' ? null : '1.5',
    });
  });

  it('has the four qualities, best first', () => {
    expect(meterQualities).toEqual(['measured', 'estimated', 'suspect', 'missing']);
  });

  it('reads a missing value, empty or zero, as null', () => {
    for (const quantity of ['', '0', '0,000000', '-0,0']) {
      expect(read({ quantity, quality: 'MISSING' })).toMatchObject({
        value: null,
        quality: 'missing',
      });
    }
  });

  it.each([
    ['1,234', 'kWh', '1.234'],
    ['12.5', 'kWh', '12.5'],
    ['-0,5', 'kWh', '-0.5'],
    ['0,000001', 'kWh', '0.000001'],
    ['999999999,999999', 'kWh', '999999999.999999'],
    ['-999999999', 'kWh', '-999999999'],
    ['1500', 'Wh', '1.5'],
    ['1,5', 'Wh', '0.0015'],
    ['-250', 'WHR', '-0.25'],
    ['0,0015', 'MWh', '1.5'],
    ['2', 'MWH', '2000'],
    ['0,000000', 'Wh', '0'],
    ['1,25', 'KWH', '1.25'],
  ])('reads quantity %s %s as %s kWh', (quantity, unit, kwh) => {
    expect(read({ quantity, unit })).toMatchObject({ value: kwh });
  });

  it.each([
    ['2025-03-30T00:00:00Z', '2025-03-30T00:00:00.000Z'],
    ['2025-03-30T00:00:00+00:00', '2025-03-30T00:00:00.000Z'],
    ['2025-03-30T00:00:00.000Z', '2025-03-30T00:00:00.000Z'],
    ['2025-03-30T03:00:00+03:00', '2025-03-30T00:00:00.000Z'],
    ['2025-03-30T02:00:00+02:00', '2025-03-30T00:00:00.000Z'],
  ])('reads start time %s as %s', (start, iso) => {
    expect(read({ start })).toMatchObject({ start: utc(iso) });
  });

  it('reads every quarter-hour through both DST changes of 2025', () => {
    const quarters = (from: string) =>
      Array.from({ length: 12 }, (_, i) => new Date(utc(from) + i * 15 * 60_000).toISOString());
    for (const start of [
      ...quarters('2025-03-30T00:00:00Z'),
      ...quarters('2025-10-26T00:00:00Z'),
    ]) {
      expect(read({ start })).toMatchObject({ start: utc(start), minutes: 15 });
    }
  });

  it.each([
    ['30 March 2025 (UTC+2)', '2025-03-29T22:00:00Z'],
    ['31 March 2025 (UTC+3)', '2025-03-30T21:00:00Z'],
    ['26 October 2025 (UTC+3)', '2025-10-25T21:00:00Z'],
    ['27 October 2025 (UTC+2)', '2025-10-26T22:00:00Z'],
  ])('reads a daily value of %s at its Helsinki midnight', (_day, start) => {
    expect(read({ resolution: 'P1D', start, quantity: '12,5' })).toMatchObject({
      start: utc(start),
      minutes: 1440,
      value: '12.5',
    });
  });

  it.each([
    ['2025-03-30T22:00:00Z', '01:00 on 31 March'],
    ['2025-10-26T21:00:00Z', '23:00 on 26 October'],
    ['2025-03-30T00:00:00Z', '02:00 on 30 March'],
  ])('refuses a daily value at %s (%s in Helsinki)', (start) => {
    expect(read({ resolution: 'P1D', start })).toEqual([
      `start time ${start} of a daily value is not a midnight in Helsinki`,
    ]);
  });

  it.each<[string, string | Partial<LineFields>, string[]]>([
    ['too few fields', `${gsrn};8716867000030;PT15M`, ['expected 8 columns, found 3']],
    ['too many fields', `${datahubLine()};`, ['expected 8 columns, found 9']],
    [
      'a quote left open',
      `"${gsrn};8716867000030;PT15M;kWh;BN01;2025-03-30T00:00:00Z;0,25;OK`,
      ['malformed quoted field'],
    ],
    [
      'a GSRN of 17 digits',
      { gsrn: '64300696600010001' },
      ["metering point '64300696600010001' is not a GSRN (18 digits)"],
    ],
    [
      'an identifier instead of a GSRN',
      { gsrn: '6400100001' },
      ["metering point '6400100001' is not a GSRN (18 digits)"],
    ],
    [
      'reactive energy',
      { product: '8716867000047' },
      ["product type '8716867000047' is not 8716867000030 (active energy)"],
    ],
    [
      'an unknown reading type',
      { reading: 'BN03' },
      ["reading type 'BN03' is not BN01 (consumption) or BN02 (production)"],
    ],
    [
      'an unknown resolution',
      { resolution: 'PT30M' },
      ["resolution 'PT30M' is not one of PT15M, PT1H, PT60M, P1D"],
    ],
    [
      'a start time without zone',
      { start: '2025-03-30T00:00:00' },
      [
        "malformed timestamp '2025-03-30T00:00:00' (expected ISO 8601 with an offset or Z, e.g. 2025-01-31T22:00:00Z)",
      ],
    ],
    [
      'a start time off the quarter-hours',
      { start: '2025-03-30T00:10:00Z' },
      ['start time 2025-03-30T00:10:00Z is not on the 15-minute grid'],
    ],
    [
      'an hour value off the hours',
      { resolution: 'PT1H', start: '2025-03-30T00:15:00Z' },
      ['start time 2025-03-30T00:15:00Z is not on the 60-minute grid'],
    ],
    ['reactive units', { unit: 'kVArh' }, ["unit type 'kVArh' is not one of kWh, Wh, MWh"]],
    ['milliwatt-hours', { unit: 'mWh' }, ["unit type 'mWh' is not one of kWh, Wh, MWh"]],
    [
      'an exponent',
      { quantity: '1e3' },
      ["quantity '1e3' is not a number (digits with ',' or '.' as the decimal point)"],
    ],
    [
      'a thousands separator',
      { quantity: '1.234,5' },
      ["quantity '1.234,5' is not a number (digits with ',' or '.' as the decimal point)"],
    ],
    [
      'no digit before the comma',
      { quantity: ',5' },
      ["quantity ',5' is not a number (digits with ',' or '.' as the decimal point)"],
    ],
    [
      'seven decimals',
      { quantity: '1,0000001' },
      ["quantity '1,0000001' has more than 6 decimals"],
    ],
    [
      'ten digits',
      { quantity: '1000000000' },
      ["quantity '1000000000' is beyond ±999 999 999 kWh"],
    ],
    [
      'Wh below a millionth of a kWh',
      { unit: 'Wh', quantity: '0,0005' },
      ["quantity '0,0005' (0.0000005 kWh) has more than 6 decimals"],
    ],
    [
      'MWh beyond the range',
      { unit: 'MWh', quantity: '1000000' },
      ["quantity '1000000' (1000000000 kWh) is beyond ±999 999 999 kWh"],
    ],
    [
      'an unknown quality',
      { quality: 'GOOD' },
      [
        "quality 'GOOD' is not one of OK, REVISED, ESTIMATED, UNCERTAIN, PARTIALLY_MISSING, MISSING, A01, A02, A03, A04, A05, A06",
      ],
    ],
    [
      'an empty quantity that is not missing',
      { quantity: '', quality: 'ESTIMATED' },
      ['quantity is empty (only a missing value, quality MISSING, may be empty)'],
    ],
    [
      'a quantity on a missing value',
      { quantity: '0,25', quality: 'MISSING' },
      ["quantity '0,25' on a missing value (expected empty or zero)"],
    ],
    [
      'several faults at once',
      { gsrn: '', resolution: 'PT5M', quantity: 'n/a' },
      [
        "metering point '' is not a GSRN (18 digits)",
        "resolution 'PT5M' is not one of PT15M, PT1H, PT60M, P1D",
        "quantity 'n/a' is not a number (digits with ',' or '.' as the decimal point)",
      ],
    ],
  ])('refuses %s', (_case, line, problems) => {
    const text = typeof line === 'string' ? line : datahubLine(line);
    expect(readDatahubLine(text, columns)).toEqual(problems);
  });
});

describe('docs/examples', () => {
  const example = async (name: string) => {
    const text = await readFile(new URL(`../../../../../docs/examples/${name}`, import.meta.url));
    return readLines(text.toString('utf8').trimEnd().split('\n'));
  };
  const counts = (values: DatahubValue[], key: (value: DatahubValue) => string) =>
    values.reduce<Record<string, number>>((tally, value) => {
      tally[key(value)] = (tally[key(value)] ?? 0) + 1;
      return tally;
    }, {});

  it('reads the Finnish consumption file: hours, then quarter-hours after the switch', async () => {
    const { values, problems } = await example('datahub-consumption-fi.csv');
    expect(problems).toEqual([]);
    expect(new Set(values.map((value) => value.gsrn))).toEqual(new Set([gsrn]));
    expect(counts(values, (value) => `${value.kind} ${value.minutes}`)).toEqual({
      'consumption 60': 24,
      'consumption 15': 96,
    });
    expect(counts(values, (value) => value.quality)).toEqual({
      measured: 118,
      estimated: 1,
      missing: 1,
    });
    expect(values.find((value) => value.quality === 'missing')?.value).toBeNull();
    const switchAt = values.find((value) => value.minutes === 15)!.start;
    expect(new Date(switchAt).toISOString()).toBe('2023-12-31T22:00:00.000Z');
  });

  it('reads the English file of a point with solar: consumption and production', async () => {
    const { values, problems } = await example('datahub-production-en.csv');
    expect(problems).toEqual([]);
    expect(counts(values, (value) => `${value.kind} ${value.minutes} ${value.quality}`)).toEqual({
      'consumption 15 measured': 96,
      'production 15 measured': 96,
    });
  });
});
