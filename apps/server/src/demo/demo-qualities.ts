import { qualityCode } from '../import/meter-quality';
import { helsinkiFields } from '@energiaportaali/domain';
import type { MeterSeries, Window } from './series';

/** The point whose demo data shows what a metering system's gaps look like. */
export const pointWithGaps = 'matti-home-electricity';

const dayMs = 24 * 3_600_000;

/**
 * The quality of each value of the demo point with gaps: five days before the window's end the
 * meter lost its connection from 10 to 14 and those hours are estimated; two days before its
 * end the quarter-hour from 3:00 is missing and the next one suspect. Every other value, and
 * every other point's, is measured.
 */
export function demoQualities(series: Pick<MeterSeries, 'ts'>, window: Window): number[] {
  const estimatedDay = helsinkiFields(window.to - 5 * dayMs).dayOfYear;
  const gapDay = helsinkiFields(window.to - 2 * dayMs).dayOfYear;
  const recent = window.to - 6 * dayMs;
  return series.ts.map((iso) => {
    const instant = Date.parse(iso);
    if (instant < recent) return qualityCode.measured;
    const { dayOfYear, hour } = helsinkiFields(instant);
    if (dayOfYear === estimatedDay && hour >= 10 && hour < 14) return qualityCode.estimated;
    if (dayOfYear === gapDay && hour === 3) return qualityCode.missing;
    if (dayOfYear === gapDay && hour === 3.25) return qualityCode.suspect;
    return qualityCode.measured;
  });
}
