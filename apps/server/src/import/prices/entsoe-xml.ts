import { XMLParser, type XMLMetaData } from 'fast-xml-parser';
import { parseInstant } from '../instant';
import {
  alignmentProblem,
  CoveredQuarters,
  finerWins,
  priceProblem,
  zonesByEic,
  type PriceRow,
} from './price-rows';
import { xmlSyntaxProblem } from './xml-syntax';

// ENTSO-E Transparency Platform day-ahead prices: a Publication_MarketDocument of type A44 with
// TimeSeries (one bidding zone each) of Periods (a time interval, a resolution and its Points:
// position 1… and price.amount in EUR/MWh). Curve type A03 leaves out a point whose price
// repeats the previous one, up to the period's end; A01 lists every position. Where the
// platform has nothing to give, it answers an Acknowledgement_MarketDocument with its Reason.

/** A problem of the document, on the line where its element starts. */
export interface XmlProblem {
  line: number;
  /** Where on the line reading stopped, when the file is not well-formed XML. */
  column?: number;
  /** The TimeSeries (1-based) the problem is in; none for the document as a whole. */
  timeSeries?: number;
  reason: string;
}

/** The document's prices, or every problem it has; `timeSeries` counts its TimeSeries. */
export type EntsoeReadResult = { rows: PriceRow[]; problems: XmlProblem[]; timeSeries: number };

type XmlNode = { [name: string | symbol]: unknown };

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  captureMetaData: true,
  isArray: (name) => ['TimeSeries', 'Period', 'Point', 'Reason'].includes(name),
});
const metaData = XMLParser.getMetaDataSymbol() as unknown as symbol;

const resolutions: Record<string, 15 | 60> = { PT15M: 15, PT60M: 60 };
const resolutionOf = { 15: 'PT15M', 60: 'PT60M' } as const;
const zoneCodes = Object.entries(zonesByEic)
  .map(([eic, zone]) => `${eic} = ${zone}`)
  .join(', ');

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** The text of a child element; undefined when absent or not a simple element. */
const textOf = (node: XmlNode, name: string): string | undefined => {
  const value = node[name];
  return typeof value === 'string' ? value : undefined;
};
const nodesOf = (node: XmlNode, name: string): XmlNode[] => {
  const value = node[name];
  return Array.isArray(value) ? value.filter(isNode) : [];
};

/** Reads the prices of an ENTSO-E A44 document, or every problem it has. */
export function readEntsoeDocument(xml: string): EntsoeReadResult {
  const syntax = xmlSyntaxProblem(xml);
  if (syntax) return { rows: [], problems: [syntax], timeSeries: 0 };
  const lineAt = (node: XmlNode) => {
    const start = (node[metaData] as XMLMetaData | undefined)?.startIndex ?? 0;
    let line = 1;
    for (let i = xml.indexOf('\n'); i !== -1 && i < start; i = xml.indexOf('\n', i + 1)) line++;
    return line;
  };
  let document: XmlNode;
  try {
    document = parser.parse(xml) as XmlNode;
  } catch (error) {
    // The validator skips <!DOCTYPE …>; the parser refuses one it does not read (entities).
    const reason = `tiedoston DOCTYPE-määrittelyä ei voi lukea (${(error as Error).message}): ENTSO-E:n dokumenteissa sitä ei ole`;
    return { rows: [], problems: [{ line: 1, reason }], timeSeries: 0 };
  }
  const documentProblems = (problems: XmlProblem[]) => ({ rows: [], problems, timeSeries: 0 });
  const acknowledgement = document.Acknowledgement_MarketDocument;
  if (isNode(acknowledgement)) {
    return documentProblems(acknowledgementReasons(acknowledgement, lineAt));
  }
  const root = document.Publication_MarketDocument;
  if (!isNode(root)) {
    const name = Object.keys(document).find((key) => !key.startsWith('?')) ?? 'nothing';
    const reason = `the document is ${name}, not a Publication_MarketDocument of day-ahead prices (type A44)`;
    return documentProblems([{ line: 1, reason }]);
  }
  const type = textOf(root, 'type');
  if (type !== 'A44') {
    const reason = `document type '${type ?? ''}' is not A44 (day-ahead prices)`;
    return documentProblems([{ line: lineAt(root), reason }]);
  }
  const timeSeries = nodesOf(root, 'TimeSeries');
  if (timeSeries.length === 0) {
    return documentProblems([{ line: lineAt(root), reason: 'the document has no TimeSeries' }]);
  }
  const problems: XmlProblem[] = [];
  const rows: PriceRow[] = [];
  // Overlaps are looked for within a resolution; across the two, the finer one wins below.
  const covered = { 15: new CoveredQuarters(), 60: new CoveredQuarters() };
  timeSeries.forEach((series, index) => {
    const at = (node: XmlNode, where: string, reason: string) =>
      problems.push({
        line: lineAt(node),
        timeSeries: index + 1,
        reason: `TimeSeries ${index + 1}${where}: ${reason}`,
      });
    const zone = seriesZone(series, (reason) => at(series, '', reason));
    if (zone === null) return;
    const curve = textOf(series, 'curveType') ?? 'A01';
    if (curve !== 'A01' && curve !== 'A03') {
      at(series, '', `curveType '${curve}' is not A01 or A03`);
      return;
    }
    const periods = nodesOf(series, 'Period');
    if (periods.length === 0) at(series, '', 'no Period');
    periods.forEach((period, p) => {
      const where = ` Period ${p + 1}`;
      const units = readPeriod(period, curve, zone, (node, reason, point) =>
        at(node, point === undefined ? where : `${where} Point ${point}`, reason),
      );
      if (units === null) return;
      const minutes = units[0]!.minutes;
      if (units.some((row) => !covered[minutes].add(row))) {
        at(period, where, `overlaps an earlier ${resolutionOf[minutes]} period of the document`);
        return;
      }
      rows.push(...units);
    });
  });
  return problems.length > 0
    ? { rows: [], problems, timeSeries: timeSeries.length }
    : { rows: finerWins(rows), problems, timeSeries: timeSeries.length };
}

/** ENTSO-E's own reasons for answering an acknowledgement instead of prices. */
function acknowledgementReasons(
  acknowledgement: XmlNode,
  lineAt: (node: XmlNode) => number,
): XmlProblem[] {
  const intro =
    'ENTSO-E answered with an acknowledgement (Acknowledgement_MarketDocument), not prices';
  const reasons = nodesOf(acknowledgement, 'Reason');
  if (reasons.length === 0) {
    return [{ line: lineAt(acknowledgement), reason: `${intro}, and gave no reason` }];
  }
  return reasons.map((reason) => {
    const code = textOf(reason, 'code');
    const text = textOf(reason, 'text')?.trim();
    return {
      line: lineAt(reason),
      reason: `${intro}: ${text ? `'${text}'` : 'no reason text'}${code ? ` (reason code ${code})` : ''}`,
    };
  });
}

/** The zone of a TimeSeries: in_Domain and out_Domain name the same known bidding zone. */
function seriesZone(series: XmlNode, problem: (reason: string) => void): string | null {
  const codes = ['in_Domain.mRID', 'out_Domain.mRID']
    .map((name) => [name, textOf(series, name)] as const)
    .filter((entry): entry is readonly [string, string] => entry[1] !== undefined);
  if (codes.length === 0) {
    problem('in_Domain.mRID is missing');
    return null;
  }
  for (const [name, code] of codes) {
    if (!(code in zonesByEic)) {
      problem(`${name} '${code}' is not a bidding zone the portal prices (${zoneCodes})`);
      return null;
    }
  }
  if (codes.length === 2 && codes[0]![1] !== codes[1]![1]) {
    problem(`in_Domain.mRID '${codes[0]![1]}' and out_Domain.mRID '${codes[1]![1]}' differ`);
    return null;
  }
  const currency = textOf(series, 'currency_Unit.name');
  const unit = textOf(series, 'price_Measure_Unit.name');
  if ((currency ?? 'EUR') !== 'EUR' || (unit ?? 'MWH') !== 'MWH') {
    problem(`prices in ${currency}/${unit}, not EUR/MWH`);
    return null;
  }
  return zonesByEic[codes[0]![1]]!;
}

type PeriodProblem = (node: XmlNode, reason: string, point?: string) => void;

/** The market time units of one Period, A03's left-out points filled forward; null if bad. */
function readPeriod(
  period: XmlNode,
  curve: 'A01' | 'A03',
  zone: string,
  problem: PeriodProblem,
): PriceRow[] | null {
  const interval = period.timeInterval;
  const startText = isNode(interval) ? textOf(interval, 'start') : undefined;
  const endText = isNode(interval) ? textOf(interval, 'end') : undefined;
  const start = startText === undefined ? null : parseInstant(startText);
  const end = endText === undefined ? null : parseInstant(endText);
  const resolutionText = textOf(period, 'resolution') ?? '';
  const minutes = resolutions[resolutionText];
  if (start === null || end === null || end <= start) {
    problem(
      period,
      `timeInterval '${startText ?? ''}' – '${endText ?? ''}' is not a start and a later end`,
    );
  }
  if (minutes === undefined)
    problem(period, `resolution '${resolutionText}' is not PT15M or PT60M`);
  if (start === null || end === null || end <= start || minutes === undefined) return null;
  const misaligned =
    alignmentProblem(start, minutes, startText!) ??
    ((end - start) % (minutes * 60_000) === 0
      ? null
      : `timeInterval ${startText} – ${endText} is not whole ${minutes}-minute units`);
  if (misaligned) {
    problem(period, misaligned);
    return null;
  }
  const count = (end - start) / (minutes * 60_000);
  const prices = readPoints(period, curve, count, problem);
  if (prices === null) return null;
  return prices.map((eurPerMwh, i) => ({
    zone,
    start: start + i * minutes * 60_000,
    minutes,
    eurPerMwh,
  }));
}

/** The price of each of the `count` positions, or null when a Point is bad. */
function readPoints(
  period: XmlNode,
  curve: 'A01' | 'A03',
  count: number,
  problem: PeriodProblem,
): string[] | null {
  const points = nodesOf(period, 'Point');
  const prices = Array.from({ length: count }, (): string | undefined => undefined);
  let bad = false;
  let last = 0;
  points.forEach((point, index) => {
    const positionText = textOf(point, 'position') ?? '';
    const position = /^\d{1,6}$/.test(positionText) ? Number(positionText) : NaN;
    const label = positionText === '' ? `#${index + 1}` : positionText;
    const price = textOf(point, 'price.amount') ?? '';
    const reasons: string[] = [];
    if (!(position >= 1 && position <= count)) {
      reasons.push(`position '${positionText}' is not 1…${count}`);
    } else if (position <= last) {
      reasons.push(`position ${position} does not follow position ${last}`);
    }
    const priceReason = priceProblem('price.amount', price);
    if (priceReason) reasons.push(priceReason);
    if (reasons.length > 0) {
      bad = true;
      problem(point, reasons.join('; '), label);
      return;
    }
    last = position;
    prices[position - 1] = price;
  });
  if (bad) return null;
  if (prices[0] === undefined) {
    problem(period, points.length === 0 ? 'no Point' : 'position 1 is missing');
    return null;
  }
  if (curve === 'A01') {
    const missing = prices.filter((price) => price === undefined).length;
    if (missing > 0 || points.length < count) {
      problem(
        period,
        `curve type A01 lists every position: ${count - points.length} of ${count} missing`,
      );
      return null;
    }
  }
  // A03: a left-out position repeats the price before it.
  for (let i = 1; i < count; i++) prices[i] ??= prices[i - 1];
  return prices as string[];
}
