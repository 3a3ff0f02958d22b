import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const quarterHourMs = 15 * 60_000;
const variants = 8;

/** Helsinki midnight of 1 January (UTC+2 in winter). */
const helsinkiNewYear = (year: number) => Date.UTC(year, 0, 1) - 2 * 3_600_000;

/** Quarter-hours of the Helsinki calendar `year`: 35 040, or 35 136 in a leap year. */
export const quarterHoursOf = (year: number) =>
  (helsinkiNewYear(year + 1) - helsinkiNewYear(year)) / quarterHourMs;

/** How a file lays out its lines: our own CSV or Datahub's export. */
export interface YearLayout {
  header: string;
  /** A value as the file writes it; made once per variant and quarter-hour, not per line. */
  valueText(kwh: number): string;
  /** One line; `slot` is the value's place in its variant (the same for every point). */
  line(point: string, timestamp: string, value: string, slot: number): string;
}

/** metering_point,timestamp,value: the point's identifier and kWh with a decimal point. */
export const ownCsv: YearLayout = {
  header: 'metering_point,timestamp,value\n',
  valueText: (kwh) => kwh.toFixed(3),
  line: (point, timestamp, value) => `${point},${timestamp},${value}\n`,
};

// Datahub's export (decision 0036; apps/server/src/import/datahub/datahub-csv.ts): active energy,
// consumption, kWh with a decimal comma and six places, as the example files have it.
const datahubFixed = ';8716867000030;PT15M;kWh;BN01;';
// About one value in a thousand is estimated (quality ESTIMATED), the others measured (OK).
const estimatedEvery = 1000;

/**
 * Fingrid Datahub's meter-data export, in Finnish with the byte order mark its files start
 * with: the point's GSRN, UTC start times, ';'-separated.
 */
export const datahubCsv: YearLayout = {
  header:
    '\ufeffMittauspisteen tunnus;Tuotteen tyyppi;Resoluutio;Yksikkötyyppi;Lukeman tyyppi;' +
    'Alkuaika;Määrä;Laatu\n',
  valueText: (kwh) => kwh.toFixed(6).replace('.', ','),
  line: (point, timestamp, value, slot) =>
    `${point}${datahubFixed}${timestamp};${value};${slot % estimatedEvery === 7 ? 'ESTIMATED' : 'OK'}\n`,
};

// A household-like day (night low, evening peak) with a winter high, as text once per variant:
// formatting 35 million numbers would take longer than the import being measured.
function valueTexts(slots: number, variant: number, layout: YearLayout): string[] {
  return Array.from({ length: slots }, (_, i) => {
    const hour = ((i % 96) / 4 + 2) % 24;
    const season = 1 + 0.6 * Math.cos((2 * Math.PI * i) / slots);
    const daily = 0.08 + 0.12 * Math.max(0, Math.sin((Math.PI * (hour - 6)) / 16));
    return layout.valueText(Number((daily * season * (0.7 + variant * 0.08)).toFixed(3)));
  });
}

/**
 * Writes a meter-data file of every quarter-hour of the Helsinki calendar `year` for each
 * point (named as the layout names them: identifier or GSRN), point after point (as metering
 * systems export them); returns the number of values.
 */
export async function writeYearFile(
  file: string,
  points: readonly string[],
  year: number,
  layout: YearLayout,
) {
  const start = helsinkiNewYear(year);
  const slots = quarterHoursOf(year);
  const timestamps = Array.from({ length: slots }, (_, i) =>
    new Date(start + i * quarterHourMs).toISOString().replace('.000Z', 'Z'),
  );
  const values = Array.from({ length: variants }, (_, variant) =>
    valueTexts(slots, variant, layout),
  );
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(layout.header);
  for (const [p, point] of points.entries()) {
    const pointValues = values[p % variants]!;
    const shift = (p * 13) % 96;
    let chunk = '';
    for (let i = 0; i < slots; i++) {
      const slot = (i + shift) % slots;
      chunk += layout.line(point, timestamps[i]!, pointValues[slot]!, slot);
      if (chunk.length > 1 << 20) {
        await write(chunk);
        chunk = '';
      }
    }
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return points.length * slots;
}
