import type { ColumnPositions } from './csv-header';
import { checkDecimal, type DecimalLimits } from './decimal';
import { malformedTimestamp, parseInstant } from './instant';
import { SlotSet } from './slot-set';
import type { RowRule } from './staged-rows';

export const temperatureColumns = {
  required: ['area', 'timestamp', 'celsius'],
  optional: [],
} as const;

export type TemperatureColumn = (typeof temperatureColumns.required)[number];

/** numeric(4,1): one decimal, as the weather service publishes them. */
const celsiusLimits: DecimalLimits = { integerDigits: 3, fractionDigits: 1, allowNegative: true };
// Beyond the world records: a value outside is a unit or column mix-up, not weather.
const lowestCelsius = -90;
const highestCelsius = 60;

const hourMs = 3_600_000;

// COPY text: area names come from our own database, but may in principle hold any character.
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const copyEscape = (text: string) => text.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c]!);

/** The row rule of a temperature file: known area, whole hour, plausible °C, no repeats. */
export function temperatureRule(
  positions: ColumnPositions<TemperatureColumn>,
  knownAreas: readonly string[],
): RowRule {
  const areaGroups = new Map(knownAreas.map((area, index) => [area, index]));
  const seen = new SlotSet();
  return (fields) => {
    const problems: string[] = [];
    const area = fields[positions.area]!;
    const group = areaGroups.get(area);
    if (group === undefined) {
      problems.push(
        area === ''
          ? 'area is empty'
          : `unknown area '${area}' (known: ${knownAreas.join(', ') || 'none'})`,
      );
    }
    const timestamp = fields[positions.timestamp]!;
    const instant = parseInstant(timestamp);
    if (instant === null) {
      problems.push(malformedTimestamp(timestamp));
    } else if (instant % hourMs !== 0) {
      problems.push(`timestamp ${timestamp} is not a whole hour (temperatures are hourly)`);
    }
    const celsius = fields[positions.celsius]!;
    const celsiusProblem = checkDecimal('celsius', celsius, celsiusLimits);
    if (celsiusProblem) {
      problems.push(celsiusProblem);
    } else if (Number(celsius) < lowestCelsius || Number(celsius) > highestCelsius) {
      problems.push(`celsius ${celsius} is outside ${lowestCelsius}…${highestCelsius}`);
    }
    if (problems.length > 0) return problems;
    if (!seen.add(group!, instant!)) {
      return [`duplicate: area ${area} at ${timestamp} is already on an earlier line`];
    }
    return `${copyEscape(area)}\t${instant! / 1000}\t${celsius}\n`;
  };
}
