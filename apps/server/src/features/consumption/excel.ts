import ExcelJS from 'exceljs';
import {
  bucketQualityLabel,
  helsinkiDay,
  helsinkiWallClock,
  holdsSingleValue,
  type UsageAnswer,
  type UsagePoint,
  type UsageType,
} from '@energiaportaali/domain';
import { messages } from '../../messages';
import type { Bucket } from '../../usage-periods/buckets';
import type { UsagePointFacts } from './repo';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface UsageWorkbook {
  answer: UsageAnswer;
  point: UsagePointFacts;
  bucket: Bucket;
  /** The company layout of spec 02 §9 (a company or housing-company view asked). */
  forCompany: boolean;
  /** cost=true: the cost columns after the consumption ones. */
  cost: boolean;
}

interface Column {
  header: string;
  width: number;
  numFmt?: string;
  value: (point: UsagePoint) => ExcelJS.CellValue;
}

// Excel cells have no time zone: exceljs writes a Date's UTC fields, so a time cell gets the
// Helsinki wall-clock time of the instant as UTC fields.
const timeCell = (iso: string) => helsinkiWallClock(new Date(iso));

const timeFormat = (bucket: Bucket) =>
  bucket === 'hour' || bucket === 'quarterhour' ? 'd.m.yyyy h:mm' : 'd.m.yyyy';

// MWh values have six decimals, so kWh keep three; rounding drops binary noise (1.1 × 1000).
const toKwh = (value: number, unit: UsageAnswer['unit']) =>
  unit === 'MWh' ? Math.round(value * 1_000_000) / 1000 : value;

/** The quality of each bucket's consumption, named as on the page (a missing value stays empty). */
function qualityColumn({ answer, bucket }: UsageWorkbook): Column {
  const single = holdsSingleValue(bucket, answer.maximumResolution);
  return {
    header: messages.usageQualityHeader,
    width: 26,
    value: (p) => messages.usageQualities[bucketQualityLabel(p, single)],
  };
}

function consumerColumns(input: UsageWorkbook): Column[] {
  const { answer, bucket } = input;
  const columns: Column[] = [
    {
      header: 'Aika',
      width: 18,
      numFmt: timeFormat(bucket),
      value: (p) => timeCell(p.ts),
    },
    { header: `Kulutus (${answer.unit})`, width: 16, value: (p) => p.v ?? null },
    qualityColumn(input),
  ];
  if (answer.data.some((point) => point.vp !== undefined)) {
    columns.push({ header: `Tuotanto (${answer.unit})`, width: 16, value: (p) => p.vp ?? null });
  }
  return columns;
}

function companyColumns(input: UsageWorkbook): Column[] {
  const { answer, point, bucket } = input;
  const consumptionHeader = answer.unit === 'm3' ? 'Kulutus m3' : 'Kulutus kWh';
  return [
    // GSRNs are 18 digits: text, so Excel keeps every digit.
    { header: 'GSRN tai käyttöpaikka', width: 22, value: () => point.gsrn || point.identifier },
    { header: 'Osoite', width: 24, value: () => point.street },
    { header: 'Postinumero', width: 12, value: () => point.postalCode },
    { header: 'Postitoimipaikka', width: 18, value: () => point.city },
    {
      header: 'Aika',
      width: 18,
      numFmt: timeFormat(bucket),
      value: (p) => timeCell(p.ts),
    },
    {
      header: consumptionHeader,
      width: 14,
      value: (p) => (p.v === undefined ? null : toKwh(p.v, answer.unit)),
    },
    qualityColumn(input),
  ];
}

// Euros shown with cents; the cells hold the unrounded figures, so their sums match the page's.
const euros = '#,##0.00';

/** cost=true: the bucket's cost split, its total and, for hours and quarters of electricity, the price. */
function costColumns({ point, bucket }: UsageWorkbook): Column[] {
  const columns: Column[] = [
    { header: 'Energia (€, alv 0 %)', width: 18, numFmt: euros, value: (p) => p.ce ?? null },
    { header: 'Siirto (€, alv 0 %)', width: 18, numFmt: euros, value: (p) => p.cd ?? null },
    { header: 'Sähkövero (€, alv 0 %)', width: 20, numFmt: euros, value: (p) => p.ct ?? null },
    { header: 'ALV (€)', width: 12, numFmt: euros, value: (p) => p.cv ?? null },
    { header: 'Kustannus (€, sis. alv)', width: 20, numFmt: euros, value: (p) => p.c ?? null },
  ];
  if (point.utility === 'electricity' && (bucket === 'hour' || bucket === 'quarterhour')) {
    columns.push({
      header: 'Spot-hinta (c/kWh, sis. alv)',
      width: 24,
      numFmt: '0.00',
      value: (p) => p.p ?? null,
    });
  }
  return columns;
}

/** The .xlsx file of a usage answer: one row per bucket, numbers as numbers, times as dates. */
export async function usageWorkbook(input: UsageWorkbook): Promise<Buffer> {
  const columns = [
    ...(input.forCompany ? companyColumns(input) : consumerColumns(input)),
    ...(input.cost ? costColumns(input) : []),
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kulutus');
  sheet.columns = columns.map(({ header, width, numFmt }) => ({
    header,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const point of input.answer.data) sheet.addRow(columns.map((column) => column.value(point)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** What a worker thread needs to build a file: the answer still as JSON text, parsed there. */
export interface UsageWorkbookJob extends Omit<UsageWorkbook, 'answer'> {
  answerJson: string;
}

export function usageWorkbookOfJob({ answerJson, ...rest }: UsageWorkbookJob): Promise<Buffer> {
  return usageWorkbook({ ...rest, answer: JSON.parse(answerJson) as UsageAnswer });
}

/** `kulutus_{mp}_{type}_{YYYY-MM-DD}.xlsx`, dated by the period's first day in Helsinki. */
export function usageFileName(identifier: string, type: UsageType, start: Date): string {
  return `kulutus_${identifier}_${type}_${helsinkiDay(start)}.xlsx`;
}
