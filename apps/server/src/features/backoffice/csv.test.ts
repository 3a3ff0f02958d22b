import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';

// What a spreadsheet reads back from our lines: exceljs's CSV reader (fast-csv), every value
// kept as the text it was.
async function readBack(text: string, delimiter: string): Promise<string[][]> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([text]), {
    parserOptions: { delimiter },
    map: (value: string) => value,
  });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as string[]).slice(1)));
  return rows;
}

const hostile = [
  "x,=cmd|' /C calc'!A0",
  '=1+1',
  '+358 40 123',
  '-2',
  '@SUM(A1)',
  '\t=1',
  '\r=1',
  'a;=1',
  'say "hi"',
  'line\nbreak',
  'x, y',
];

describe('CSV cells', () => {
  it('quotes every text cell, so neither ; nor , inside it starts another cell', () => {
    for (const value of hostile) {
      const line = csvLine([value]);
      expect(line, value).toMatch(/^"[^]*"\r\n$/);
    }
    expect(csvLine([12.5, null, 'a'])).toBe('12,5;;"a"\r\n');
  });

  it('reads back as the same cells, a formula start guarded with an apostrophe', async () => {
    const text = hostile.map((value) => csvLine(['teksti', value])).join('');
    const rows = await readBack(text, ';');
    expect(rows).toEqual(
      hostile.map((value) => ['teksti', /^[=+\-@\t\r]/.test(value) ? `'${value}` : value]),
    );
    for (const [, cell] of rows) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('keeps a text cell whole for a reader splitting at commas', async () => {
    const rows = await readBack(csvLine(["x,=cmd|' /C calc'!A0"]), ',');
    expect(rows).toEqual([["x,=cmd|' /C calc'!A0"]]);
  });
});
