import type { QualityLabel } from '@energiaportaali/domain';
import type { UsageRow } from './usage-rows';

/** How a bar is drawn apart from a measured one: striped, cross-hatched or partly empty. */
export type BarMark = 'estimated' | 'suspect' | 'partial';

const marks: Partial<Record<QualityLabel, BarMark>> = {
  estimated: 'estimated',
  containsEstimated: 'estimated',
  suspect: 'suspect',
  containsSuspect: 'suspect',
  containsMissing: 'partial',
};

/** The mark of a bar of this quality; null for a measured bar or a gap (no bar to mark). */
export function barMark(quality: QualityLabel | null): BarMark | null {
  return quality === null ? null : (marks[quality] ?? null);
}

/** A legend entry: the mark and the quality it stands for in this period. */
export interface QualityLegendEntry {
  mark: BarMark;
  quality: QualityLabel;
}

const markOrder: readonly BarMark[] = ['estimated', 'suspect', 'partial'];

/**
 * The legend entries of the marks the rows have, in a fixed order; each named by the quality of
 * its first row (a period's buckets are all single values or all larger, so they agree).
 */
export function qualityLegend(rows: readonly UsageRow[]): QualityLegendEntry[] {
  return markOrder.flatMap((mark) => {
    const row = rows.find((candidate) => barMark(candidate.quality) === mark);
    return row?.quality ? [{ mark, quality: row.quality }] : [];
  });
}

/** Whether any bucket of the rows lacks some or all of its values (its sum skips them). */
export function hasMissingValues(rows: readonly UsageRow[]): boolean {
  return rows.some((row) => row.quality === 'missing' || row.quality === 'containsMissing');
}
