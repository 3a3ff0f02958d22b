import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksIn, type DayBlocksByPoint } from '../db/meter-days-store';
import { readInHalves, readPart } from './meter-data-parts';
import { DayBlockCollector, type KnownMeteringPoint } from './meter-data-rules';
import { csvFolder, helsinkiIso, instants, type CsvFolder } from './test-csv';

// A file read in two halves at once must give exactly the blocks of reading it in one piece;
// anything the halves cannot settle between them sends the file back to be read in one piece.

const home: KnownMeteringPoint = {
  id: 1,
  identifier: '6400100001',
  gsrn: '643006966000100016',
  productionGsrn: '643006966000200013',
  // Hourly until 1.1.2024, quarter-hourly since (as the demo world's register has it).
  periods: [
    { validFrom: Date.parse('2020-12-31T22:00:00Z'), minutes: 60 },
    { validFrom: Date.parse('2023-12-31T22:00:00Z'), minutes: 15 },
  ],
  currentMinutes: 15,
};
const cabin: KnownMeteringPoint = {
  id: 2,
  identifier: '6400100002',
  gsrn: '643006966000100023',
  productionGsrn: null,
  periods: [],
  currentMinutes: 60,
};
const points = [home, cabin];

let files: CsvFolder;
beforeAll(async () => {
  files = await csvFolder();
});
afterAll(() => files.remove());

const example = (name: string) =>
  fileURLToPath(new URL(`../../../../docs/examples/${name}`, import.meta.url));
const datahubExample = example('datahub-consumption-fi.csv');
const datahubProduction = example('datahub-production-en.csv');

/** Blocks as plain data, in a fixed order, to compare. */
const contents = (blocks: DayBlocksByPoint) =>
  [...blocksIn(blocks)]
    .map((block) => ({
      ...block,
      value: [...block.value],
      quality: [...block.quality],
      holds: [...block.holds],
      production: block.production && [...block.production],
      productionQuality: block.productionQuality && [...block.productionQuality],
      reading: block.reading && [...block.reading],
    }))
    .sort((a, b) => a.pointId - b.pointId || a.dayStart - b.dayStart);

async function inOnePiece(path: string) {
  const collector = new DayBlockCollector();
  const read = await readPart({ path, range: { start: 0, end: Infinity }, points }, collector);
  expect(read.ok).toBe(true);
  return { rowsRead: read.rowsRead, blocks: contents(collector.blocks) };
}

async function inHalves(path: string) {
  const collector = new DayBlockCollector();
  const rowsRead = await readInHalves(path, points, collector, 1);
  return { rowsRead, blocks: contents(collector.blocks) };
}

const days = (from: string, to: string) => [new Date(from), new Date(to)] as const;

/** Our own CSV: both points, qualities, production and readings, days split by the middle. */
function ownLines(): string[] {
  const lines = ['metering_point,timestamp,value,production,reading,quality'];
  instants(...days('2024-03-29T22:00:00Z', '2024-04-01T21:00:00Z'), 15).forEach((t, i) => {
    const quality = ['', 'estimated', 'suspect'][i % 3];
    lines.push(
      `${home.identifier},${helsinkiIso(t)},${(i % 9) * 0.125},${i % 2 ? '0.5' : ''},,${quality}`,
    );
  });
  instants(...days('2024-03-29T22:00:00Z', '2024-04-01T21:00:00Z'), 60).forEach((t, i) => {
    lines.push(`${cabin.gsrn},${helsinkiIso(t)},${(i / 1000).toFixed(3)},,${1000 + i},`);
  });
  return lines;
}

describe('a meter-data file read in halves', () => {
  it('gives the blocks and rows of reading it in one piece (own CSV, over a DST change)', async () => {
    const file = await files.write('own.csv', ownLines());
    const halves = await inHalves(file);
    expect(halves.rowsRead).toBe(ownLines().length - 1);
    expect(halves).toEqual(await inOnePiece(file));
  });

  it('reads a Datahub export with its byte order mark and Finnish header the same way', async () => {
    const halves = await inHalves(datahubExample);
    expect(halves.rowsRead).toBe(120);
    expect(halves).toEqual(await inOnePiece(datahubExample));
  });

  it('joins a day whose consumption is in one half and production in the other', async () => {
    const halves = await inHalves(datahubProduction);
    expect(halves.rowsRead).toBe(192);
    expect(halves.blocks).toHaveLength(1);
    expect(halves).toEqual(await inOnePiece(datahubProduction));
  });

  it('leaves a file with a problem in either half to the one-piece read', async () => {
    const lines = ownLines();
    const secondHalf = [...lines];
    secondHalf[lines.length - 2] = `${cabin.identifier},not-a-time,1,,,`;
    const firstHalf = [...lines];
    firstHalf[2] = `unknown-point,${helsinkiIso(Date.parse('2024-03-30T00:00:00Z'))},1,,,`;
    for (const [name, content] of [
      ['second.csv', secondHalf],
      ['first.csv', firstHalf],
      // The first data line again at the end: each half alone has it once.
      ['repeated.csv', [...lines, lines[1]!]],
    ] as const) {
      const collector = new DayBlockCollector();
      const file = await files.write(name, content);
      expect(await readInHalves(file, points, collector, 1)).toBeNull();
      expect(collector.blocks.size).toBe(0);
    }
  });

  it('reads a file smaller than the threshold in one piece', async () => {
    const collector = new DayBlockCollector();
    const file = await files.write('small.csv', ownLines());
    expect(await readInHalves(file, points, collector)).toBeNull();
  });
});
