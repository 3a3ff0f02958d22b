import { spotZone } from '../../cost/spot-zone';
import type { ColumnPositions } from '../csv-header';
import { malformedTimestamp, parseInstant } from '../instant';
import type { RowRule } from '../staged-rows';
import {
  alignmentProblem,
  CoveredQuarters,
  knownZones,
  priceCopyLine,
  priceProblem,
} from './price-rows';

export const priceColumns = {
  required: ['start', 'minutes', 'eur_per_mwh'],
  optional: ['zone'],
} as const;

export type PriceColumn = (typeof priceColumns)['required' | 'optional'][number];

/** The row rule of a price CSV file: a known zone, an aligned 15/60-minute unit, a price. */
export function priceCsvRule(positions: ColumnPositions<PriceColumn>): RowRule {
  const covered = new CoveredQuarters();
  return (fields) => {
    const problems: string[] = [];
    const zone =
      positions.zone === -1 || fields[positions.zone] === '' ? spotZone : fields[positions.zone]!;
    if (!knownZones.includes(zone)) {
      problems.push(`zone '${zone}' is not one of ${knownZones.join(', ')}`);
    }
    const startText = fields[positions.start]!;
    const start = parseInstant(startText);
    if (start === null) problems.push(malformedTimestamp(startText));
    const minutesText = fields[positions.minutes]!;
    const minutes: 15 | 60 | null = minutesText === '15' ? 15 : minutesText === '60' ? 60 : null;
    if (minutes === null) problems.push(`minutes '${minutesText}' is not 15 or 60`);
    if (start !== null && minutes !== null) {
      const misaligned = alignmentProblem(start, minutes, startText);
      if (misaligned) problems.push(misaligned);
    }
    const price = fields[positions.eur_per_mwh]!;
    const badPrice = priceProblem('eur_per_mwh', price);
    if (badPrice) problems.push(badPrice);
    if (problems.length > 0) return problems;
    const row = { zone, start: start!, minutes: minutes!, eurPerMwh: price };
    if (!covered.add(row)) {
      return [`duplicate: ${zone} ${startText} overlaps a market time unit on an earlier line`];
    }
    return priceCopyLine(row);
  };
}
