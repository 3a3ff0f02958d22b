import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import type { Database } from '../../db/connection';
import { queryRows } from '../../db/query';
import { exampleFile, importRegister } from '../register/test-support';
import { csvFolder, type CsvFolder } from '../test-csv';

let database: Database;
let files: CsvFolder;

beforeAll(async () => {
  database = await createTestDatabase();
  files = await csvFolder();
});
afterAll(async () => {
  await files.remove();
  await database.close();
});

const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(database.db, query);
const header = 'code,name,utility,kind,valid_from,price_cents,night_price_cents,monthly_fee_euros';

async function rates(code: string) {
  return rows<{ name: string; from: string; price: string; night: string | null; fee: string }>(sql`
    SELECT t.name, to_char(r.valid_from AT TIME ZONE 'Europe/Helsinki', 'YYYY-MM-DD HH24:MI') AS "from",
           r.price_cents::text AS price, r.night_price_cents::text AS night,
           r.monthly_fee_euros::text AS fee
    FROM tariffs t JOIN tariff_rates r ON r.tariff_id = t.id
    WHERE t.code = ${code} ORDER BY r.valid_from`);
}

async function contractTariff(identifier: string): Promise<string | null> {
  const [row] = await rows<{ code: string | null }>(sql`
    SELECT t.code FROM contracts c LEFT JOIN tariffs t ON t.id = c.tariff_id
    WHERE c.contract_identifier = ${identifier}`);
  return row!.code;
}

describe('tariffs import', () => {
  it('imports the example next to the demo world, rates from Helsinki month starts', async () => {
    const first = await importRegister(database, 'tariffs', exampleFile('tariffs'));
    expect(first.problems).toEqual([]);
    expect(first.result).toMatchObject({
      status: 'imported',
      summary: { rowsRead: 11, inserted: 11, updated: 0, unchanged: 0 },
    });
    expect(await rates('TUONTI-AIKA')).toEqual([
      {
        name: 'Aikasiirto',
        from: '2021-01-01 00:00',
        price: '4.90000',
        night: '2.80000',
        fee: '10.90',
      },
    ]);

    const again = await importRegister(database, 'tariffs', exampleFile('tariffs'));
    expect(again.result).toMatchObject({ summary: { inserted: 0, updated: 0, unchanged: 11 } });
  });

  it('updates a changed rate and a renamed tariff, adds a new rate', async () => {
    const file = await files.write('tariffs.csv', [
      header,
      'TUONTI-VESI,Vesihuolto,water,unit,2019-06-01,430,,5.50',
      'TUONTI-VESI,Vesihuolto,water,unit,2024-01-01,575,,7.00',
      'TUONTI-VESI,Vesihuolto,water,unit,2026-07-01,600,,7.50',
      'TUONTI-PORSSI,Pörssisähkö Plus,electricity,spot,2021-01-01,0.39,,3.90',
    ]);
    const { result, problems } = await importRegister(database, 'tariffs', file);
    expect(problems).toEqual([]);
    expect(result).toMatchObject({
      summary: { rowsRead: 4, inserted: 1, updated: 2, unchanged: 1 },
    });
    expect((await rates('TUONTI-VESI')).map((rate) => [rate.from, rate.price])).toEqual([
      ['2019-06-01 00:00', '430.00000'],
      ['2024-01-01 00:00', '575.00000'],
      ['2026-07-01 00:00', '600.00000'],
    ]);
    expect((await rates('TUONTI-PORSSI')).map((rate) => rate.name)).toEqual([
      'Pörssisähkö Plus',
      'Pörssisähkö Plus',
    ]);
  });

  it('reports every bad row and imports none of them', async () => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM tariff_rates`);
    const file = await files.write('bad.csv', [
      header,
      'UUSI,Uusi siirto,electricity,distribution,2026-01-01,4.5,2.5,6.90',
      'UUSI,Uusi siirto,electricity,distribution,2026-02-15,4.5,2.5,6.90',
      'UUSI,Toinen nimi,electricity,distribution,2026-03-01,4.5,2.5,6.90',
      'UUSI,Uusi siirto,electricity,distribution,2026-01-01,4.6,2.5,6.90',
      'LAMPO,Lämpö,districtheat,fixed,2026-01-01,9,,0',
      'PORSSI2,Pörssi,electricity,spot,2026-01-01,0.4,0.2,3',
      'VESI2,Vesi,water,unit,2026-01-01,-5,,1.234',
      'YLEISSIIRTO,Yleissiirto,water,unit,2026-01-01,500,,5',
      'väärä koodi,Nimi,gas,unit,2026-01-01,1,,',
    ]);

    const { result, problems } = await importRegister(database, 'tariffs', file);

    expect(problems).toEqual([
      'bad.csv:3: valid_from 2026-02-15 is not the first day of a month',
      'bad.csv:4: tariff UUSI is Uusi siirto (electricity, distribution) on an earlier line',
      'bad.csv:5: tariff UUSI from 2026-01-01 is already on an earlier line',
      "bad.csv:6: kind fixed is not one of districtheat's: unit",
      'bad.csv:7: night_price_cents must be empty for kind spot (distribution only)',
      "bad.csv:8: price_cents '-5' is negative; monthly_fee_euros '1.234' has more than 2 decimals",
      'bad.csv:9: tariff YLEISSIIRTO prices contracts as electricity, distribution: its utility and kind cannot change',
      "bad.csv:10: code 'väärä koodi' is not letters, digits, '-' and '_' (at most 40); utility 'gas' is not one of electricity, districtheat, water",
    ]);
    expect(result).toEqual({ status: 'rejected', rowsRead: 9, badRows: 8 });
    expect(await rows(sql`SELECT count(*)::int AS n FROM tariff_rates`)).toEqual(before);
  });
});

describe('contracts import: tariff column', () => {
  // Matti's water contract of the demo world, restated with a tariff.
  const water = '3100006,6400100004,,water,Vesihuolto,2014-03-01,,';

  it('sets the tariff by code, keeps it when the column is absent, clears it when empty', async () => {
    expect(await contractTariff('3100006')).toBe('VESI');
    const header =
      'contract_identifier,metering_point,customer,contract_type,contract_product,start_date,end_date,yearly_estimate_kwh';
    const set = await importRegister(
      database,
      'contracts',
      await files.write('set.csv', [`${header},tariff`, `${water},TUONTI-VESI`]),
    );
    expect(set.problems).toEqual([]);
    expect(set.result).toMatchObject({ summary: { updated: 1 } });
    expect(await contractTariff('3100006')).toBe('TUONTI-VESI');

    const without = await importRegister(
      database,
      'contracts',
      await files.write('without.csv', [header, water]),
    );
    expect(without.result).toMatchObject({ summary: { updated: 0, unchanged: 1 } });
    expect(await contractTariff('3100006')).toBe('TUONTI-VESI');

    const cleared = await importRegister(
      database,
      'contracts',
      await files.write('cleared.csv', [`${header},tariff`, `${water},`]),
    );
    expect(cleared.result).toMatchObject({ summary: { updated: 1 } });
    expect(await contractTariff('3100006')).toBeNull();
  });

  it("prices the point's stored costs again when its contract or its tariff's rates change", async () => {
    const contractsHeader = (await readFile(exampleFile('contracts'), 'utf8')).split('\n')[0]!;
    // Water's energy part of a month by hand: c/m³ × m³ + the monthly fee × the share of the
    // month's 744 hours that the daily readings hold (24 h each).
    const expectWaterMonth = async (month: string, cents: number, fee: number) => {
      const [row] = await rows<{
        v: number;
        hours: number;
        ce: number;
        c: number;
        days: number;
      }>(sql`
        SELECT m.value::float8 AS v, m.hours, m.energy_cost AS ce, m.cost AS c,
               (SELECT sum(d.cost) FROM meter_data_day d
                WHERE d.metering_point_id = m.metering_point_id
                  AND date_trunc('month', d.bucket_start, 'Europe/Helsinki') = m.bucket_start) AS days
        FROM meter_data_month m JOIN metering_points mp ON mp.id = m.metering_point_id
        WHERE mp.identifier = '6400100004'
          AND m.bucket_start = (${month}::timestamp AT TIME ZONE 'Europe/Helsinki')`);
      expect(row!.hours).toBeGreaterThan(0);
      expect(row!.ce).toBeCloseTo((cents * row!.v) / 100 + (fee * row!.hours * 24) / 744, 6);
      expect(row!.c).toBeCloseTo(row!.ce * 1.255, 6);
      expect(row!.days).toBeCloseTo(row!.c, 6);
    };
    const setTariff = (code: string) =>
      files.write('water.csv', [contractsHeader, `${water},${code}`]);

    // The test world's meter data covers the last 12 months: May and August 2026 have 744 h.
    await importRegister(database, 'contracts', await setTariff('TUONTI-VESI'));
    await expectWaterMonth('2026-05-01', 575, 7);
    await expectWaterMonth('2026-08-01', 600, 7.5);

    const raised = await importRegister(
      database,
      'tariffs',
      await files.write('raised.csv', [
        header,
        'TUONTI-VESI,Vesihuolto,water,unit,2026-07-01,620,,7.50',
      ]),
    );
    expect(raised.result).toMatchObject({ summary: { updated: 1 } });
    await expectWaterMonth('2026-05-01', 575, 7);
    await expectWaterMonth('2026-08-01', 620, 7.5);

    await importRegister(database, 'contracts', await setTariff(''));
    const [unpriced] = await rows<{ months: number; priced: number }>(sql`
      SELECT count(*)::int AS months, count(m.cost)::int AS priced
      FROM meter_data_month m JOIN metering_points mp ON mp.id = m.metering_point_id
      WHERE mp.identifier = '6400100004'`);
    expect(unpriced).toEqual({ months: expect.any(Number), priced: 0 });
    expect(unpriced!.months).toBeGreaterThan(12);
  });

  it("refuses an unknown tariff and one of another utility than the point's", async () => {
    const header = (await readFile(exampleFile('contracts'), 'utf8')).split('\n')[0]!;
    const { result, problems } = await importRegister(
      database,
      'contracts',
      await files.write('bad.csv', [
        header,
        `${water},EI-OLE`,
        `${water.replace('3100006', '3100099')},PORSSI`,
      ]),
    );
    expect(problems).toEqual([
      'bad.csv:2: tariff EI-OLE: no such tariff in the database',
      'bad.csv:3: tariff PORSSI is for electricity, the point is water',
    ]);
    expect(result).toMatchObject({ status: 'rejected', badRows: 2 });
  });
});
