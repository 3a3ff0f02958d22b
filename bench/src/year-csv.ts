import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const quarterHourMs = 15 * 60_000;
const variants = 8;

/** Helsinki midnight of 1 January (UTC+2 in winter). */
const helsinkiNewYear = (year: number) => Date.UTC(year, 0, 1) - 2 * 3_600_000;

// A household-like day (night low, evening peak) with a winter high, as text once per variant:
// formatting 35 million numbers would take longer than the import being measured.
function valueTexts(slots: number, variant: number): string[] {
  return Array.from({ length: slots }, (_, i) => {
    const hour = ((i % 96) / 4 + 2) % 24;
    const season = 1 + 0.6 * Math.cos((2 * Math.PI * i) / slots);
    const daily = 0.08 + 0.12 * Math.max(0, Math.sin((Math.PI * (hour - 6)) / 16));
    return (daily * season * (0.7 + variant * 0.08)).toFixed(3);
  });
}

/**
 * Writes a meter-data CSV of every quarter-hour of the Helsinki calendar `year` for each
 * point, point after point (as metering systems export them); returns the number of rows.
 */
export async function writeYearCsv(file: string, identifiers: readonly string[], year: number) {
  const start = helsinkiNewYear(year);
  const slots = (helsinkiNewYear(year + 1) - start) / quarterHourMs;
  const timestamps = Array.from({ length: slots }, (_, i) =>
    new Date(start + i * quarterHourMs).toISOString().replace('.000Z', 'Z'),
  );
  const values = Array.from({ length: variants }, (_, variant) => valueTexts(slots, variant));
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write('metering_point,timestamp,value\n');
  for (const [p, identifier] of identifiers.entries()) {
    const pointValues = values[p % variants]!;
    const shift = (p * 13) % 96;
    let chunk = '';
    for (let i = 0; i < slots; i++) {
      chunk += `${identifier},${timestamps[i]},${pointValues[(i + shift) % slots]}\n`;
      if (chunk.length > 1 << 20) {
        await write(chunk);
        chunk = '';
      }
    }
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return identifiers.length * slots;
}
