// The codes of Datahub's meter-data export and what they mean to us (decision 0036). Each lookup
// tries the text as written first: the files write the codes in one case, so the hot path
// allocates nothing, and only an odd spelling pays for a case fold.
import type { MeterQuality } from '../meter-quality';

export type MeterKind = 'consumption' | 'production';
export type Minutes = 15 | 60 | 1440;

/** Tuotteen tyyppi of active energy (GS1 product code), the only product we store. */
export const activeEnergy = '8716867000030';

// Datahub's words as its exports write them, then the IEC 62325 (CIM) quality codes A01–A06 of
// the market messages, in case a file carries those.
const qualityByCode = new Map<string, MeterQuality>([
  ['OK', 'measured'],
  ['REVISED', 'measured'],
  ['ESTIMATED', 'estimated'],
  ['UNCERTAIN', 'suspect'],
  ['PARTIALLY_MISSING', 'suspect'],
  ['MISSING', 'missing'],
  ['A01', 'measured'],
  ['A02', 'missing'],
  ['A03', 'estimated'],
  ['A04', 'measured'],
  ['A05', 'suspect'],
  ['A06', 'estimated'],
]);
export const qualityCodes: readonly string[] = [...qualityByCode.keys()];

const blanks = /[\s-]+/g;

/** Our quality of a Datahub quality code (any case; 'partially missing' with any separator). */
export function qualityOf(code: string): MeterQuality | undefined {
  return qualityByCode.get(code) ?? qualityByCode.get(code.toUpperCase().replace(blanks, '_'));
}

const minutesByResolution = new Map<string, Minutes>([
  ['PT15M', 15],
  ['PT1H', 60],
  ['PT60M', 60],
  ['P1D', 1440],
]);
export const resolutionCodes: readonly string[] = [...minutesByResolution.keys()];

/** The length of a value of an ISO 8601 duration (Resoluutio), if it is one we store. */
export function minutesOf(resolution: string): Minutes | undefined {
  return minutesByResolution.get(resolution) ?? minutesByResolution.get(resolution.toUpperCase());
}

// Lukeman tyyppi: the exports write BN01 on a consumption point's rows and BN02 on a production
// point's, while Tuotteen tyyppi is active energy on both.
const kindByReadingType = new Map<string, MeterKind>([
  ['BN01', 'consumption'],
  ['BN02', 'production'],
]);

export function kindOf(readingType: string): MeterKind | undefined {
  return kindByReadingType.get(readingType) ?? kindByReadingType.get(readingType.toUpperCase());
}

// Yksikkötyyppi → how many places the decimal point moves to make kWh. Matched as written, not
// case-folded, so that milliwatt-hours could never pass for megawatt-hours; KWH, WHR and MWH are
// the UN/CEFACT codes of the market messages.
const shiftByUnit = new Map<string, number>([
  ['kWh', 0],
  ['KWH', 0],
  ['Wh', -3],
  ['WHR', -3],
  ['MWh', 3],
  ['MWH', 3],
]);
export const unitCodes: readonly string[] = ['kWh', 'Wh', 'MWh'];

export function kwhShiftOf(unit: string): number | undefined {
  return shiftByUnit.get(unit);
}
