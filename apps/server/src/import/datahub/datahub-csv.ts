import { periodContaining } from '@energiaportaali/domain';
import { malformedTimestamp, parseInstant } from '../instant';
import type { MeterQuality } from '../meter-quality';
import {
  activeEnergy,
  kindOf,
  kwhShiftOf,
  minutesOf,
  qualityCodes,
  qualityOf,
  resolutionCodes,
  unitCodes,
  type MeterKind,
  type Minutes,
} from './datahub-codes';
import { splitCsvFields } from '../csv-fields';
import { readQuantity } from './datahub-quantity';

// Fingrid Datahub's meter-data export (decision 0036): one value a line, ';'-separated,
// decimal commas, UTC start times. Pure: the import decides what to do with the values.

// The qualities are the import's own (meter-quality.ts); re-exported as this reader's interface.
export { meterQualities, type MeterQuality } from '../meter-quality';

/** One value of a Datahub file. */
export interface DatahubValue {
  /** The metering point's 18-digit GSRN, as in the file. */
  gsrn: string;
  /** Interval start, epoch ms. */
  start: number;
  minutes: Minutes;
  kind: MeterKind;
  /** kWh as a plain decimal with '.' (no exponent, no separators); null when missing. */
  value: string | null;
  quality: MeterQuality;
}

// The export's columns in their order, by their Finnish and English names. The English GSRN
// column is written MeteringPointGSRN in the exports seen; 'Metering point ID' is accepted too.
const datahubColumns = {
  gsrn: ['Mittauspisteen tunnus', 'MeteringPointGSRN', 'Metering point ID'],
  productType: ['Tuotteen tyyppi', 'Product Type'],
  resolution: ['Resoluutio', 'Resolution'],
  unitType: ['Yksikkötyyppi', 'Unit Type'],
  readingType: ['Lukeman tyyppi', 'Reading Type'],
  start: ['Alkuaika', 'Start Time'],
  quantity: ['Määrä', 'Quantity'],
  quality: ['Laatu', 'Quality'],
} as const;

type DatahubColumn = keyof typeof datahubColumns;

/** Where each of Datahub's columns is on a line, and how many fields a line has. */
export type DatahubColumns = Readonly<Record<DatahubColumn, number>> & { readonly count: number };

const columnKeys = Object.keys(datahubColumns) as DatahubColumn[];
const whitespace = /\s+/g;
// Names compared trimmed, case- and blank-insensitive; NFC so that a decomposed 'ä' matches.
const nameKey = (name: string) => name.normalize('NFC').toLowerCase().replace(whitespace, '');
const columnByName = new Map<string, DatahubColumn>(
  columnKeys.flatMap((key) => datahubColumns[key].map((name) => [nameKey(name), key] as const)),
);
const headerIn = (language: 0 | 1) => columnKeys.map((key) => datahubColumns[key][language]);
const expectedHeader =
  `expected Datahub's meter-data header ${headerIn(0).join(';')} ` +
  `(or in English ${headerIn(1).join(';')})`;

/**
 * The header's columns, when the line is Datahub's header; null when it is not Datahub's (no
 * ';', e.g. our own comma-separated files); problems when it has ';' but is not a header we can
 * read. A byte order mark in front is dropped.
 */
export function readDatahubHeader(
  line: string,
): { ok: true; columns: DatahubColumns } | { ok: false; problems: string[] } | null {
  const text = line.charCodeAt(0) === 0xfeff ? line.slice(1) : line;
  if (!text.includes(';')) return null;
  const fields = splitCsvFields(text, ';');
  if (fields === null) return { ok: false, problems: [`malformed header row (${expectedHeader})`] };
  const known = fields.map((field) => columnByName.get(nameKey(field)));
  if (known.every((key) => key === undefined)) {
    return { ok: false, problems: [`not a header of Datahub's export (${expectedHeader})`] };
  }
  const positions: Partial<Record<DatahubColumn, number>> = {};
  const problems: string[] = [];
  known.forEach((key, index) => {
    if (key === undefined) problems.push(`unknown column '${fields[index]}' (${expectedHeader})`);
    else if (positions[key] !== undefined) problems.push(`column '${fields[index]}' appears twice`);
    else positions[key] = index;
  });
  for (const key of columnKeys) {
    if (positions[key] === undefined) {
      const [finnish, english] = datahubColumns[key];
      problems.push(`missing column '${finnish}' ('${english}') (${expectedHeader})`);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    columns: { ...(positions as Record<DatahubColumn, number>), count: fields.length },
  };
}

/**
 * One data line: the value, or every problem of the line. Allocates little beyond the value:
 * it runs for every line of files of tens of millions of lines.
 */
export function readDatahubLine(line: string, columns: DatahubColumns): DatahubValue | string[] {
  const fields = splitCsvFields(line, ';');
  if (fields === null) return ['malformed quoted field'];
  if (fields.length !== columns.count) {
    return [`expected ${columns.count} columns, found ${fields.length}`];
  }
  const problems: string[] = [];

  const gsrn = fields[columns.gsrn]!;
  if (!isGsrn(gsrn)) problems.push(`metering point '${gsrn}' is not a GSRN (18 digits)`);
  const product = fields[columns.productType]!;
  if (product !== activeEnergy) {
    problems.push(`product type '${product}' is not ${activeEnergy} (active energy)`);
  }
  const kind = kindOf(fields[columns.readingType]!);
  if (kind === undefined) {
    problems.push(
      `reading type '${fields[columns.readingType]}' is not BN01 (consumption) or BN02 (production)`,
    );
  }
  const resolution = fields[columns.resolution]!;
  const minutes = minutesOf(resolution);
  if (minutes === undefined) {
    problems.push(`resolution '${resolution}' is not one of ${resolutionCodes.join(', ')}`);
  }
  const startText = fields[columns.start]!;
  const start = parseInstant(startText);
  if (start === null) problems.push(malformedTimestamp(startText));
  else if (minutes !== undefined) {
    const offGrid = gridProblem(start, minutes, startText);
    if (offGrid) problems.push(offGrid);
  }
  const unit = fields[columns.unitType]!;
  const shift = kwhShiftOf(unit);
  if (shift === undefined) {
    problems.push(`unit type '${unit}' is not one of ${unitCodes.join(', ')}`);
  }
  const qualityText = fields[columns.quality]!;
  const quality = qualityOf(qualityText);
  if (quality === undefined) {
    problems.push(`quality '${qualityText}' is not one of ${qualityCodes.join(', ')}`);
  }

  const value = quantityValue(fields[columns.quantity]!, shift ?? 0, quality, problems);
  if (problems.length > 0) return problems;
  return { gsrn, start: start!, minutes: minutes!, kind: kind!, value, quality: quality! };
}

/** The value in kWh of a quantity cell (null for a missing value), adding its problems. */
function quantityValue(
  text: string,
  shift: number,
  quality: MeterQuality | undefined,
  problems: string[],
): string | null {
  if (text === '') {
    if (quality !== undefined && quality !== 'missing') {
      problems.push('quantity is empty (only a missing value, quality MISSING, may be empty)');
    }
    return null;
  }
  const read = readQuantity(text, shift);
  if ('problem' in read) problems.push(read.problem);
  else if (quality !== 'missing') return read.kwh;
  else if (!read.zero)
    problems.push(`quantity '${text}' on a missing value (expected empty or zero)`);
  return null;
}

const zero = 48;
const nine = 57;

function isGsrn(text: string): boolean {
  if (text.length !== 18) return false;
  for (let i = 0; i < 18; i++) {
    const c = text.charCodeAt(i);
    if (c < zero || c > nine) return false;
  }
  return true;
}

/** Why `start` cannot begin a value of `minutes`, or null. */
function gridProblem(start: number, minutes: Minutes, text: string): string | null {
  // Helsinki's offsets are whole hours, so UTC quarter-hours and hours are Helsinki ones too.
  if (minutes < 1440) {
    return start % (minutes * 60_000) === 0
      ? null
      : `start time ${text} is not on the ${minutes}-minute grid`;
  }
  return Number.isInteger(start) && isHelsinkiMidnight(start)
    ? null
    : `start time ${text} of a daily value is not a midnight in Helsinki`;
}

const isHelsinkiMidnight = (instant: number) =>
  periodContaining('day', new Date(instant)).start.getTime() === instant;
