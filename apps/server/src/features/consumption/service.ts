import {
  productOfUsageType,
  type Resolution,
  type UsageAnswer,
  type UsageApiLevel,
  type UsageType,
} from '@energiaportaali/domain';
import type { SessionUser } from '../../auth/session-user';
import type { Database } from '../../db/connection';
import { forbidden, notFound } from '../../errors';
import { messages } from '../../messages';
import { usageFileName } from './excel';
import type { ExcelFiles } from './excel-files';
import { bucketOfLevel, type Bucket, type PointReference } from '../../usage-periods/buckets';
import { usageRange, type UsageRange } from '../../usage-periods/range';
import { findMeterDataExtent } from './meter-data-extent';
import { noDataYetOf } from './no-data-yet';
import { findUsage, type UsagePointBasics, type UsageRows, type UsageSelection } from './repo';

const resolutionOfMinutes: Record<number, Resolution> = {
  15: 'quarterhour',
  60: 'hour',
  1440: 'day',
};

export interface UsageRequest extends PointReference {
  type: UsageType;
  level: UsageApiLevel;
  start: string;
  end: string;
  comparison?: boolean;
  /** Each bucket with its cost in euros (issue #14). */
  cost?: boolean;
}

interface UsageResult<Point extends UsagePointBasics> {
  /**
   * The answer as JSON text, around the buckets as the statement gave them (repo.ts); null when
   * the period holds no bucket.
   */
  json: string | null;
  point: Point;
  maximumResolution: UsageAnswer['maximumResolution'];
}

const usageNotFound = () => notFound({ message: messages.usageNotFound });
const noFinerData = () => notFound({ code: 'NO_FINER_DATA', message: messages.usageNoFinerData });

/**
 * Consumption buckets of one metering point (spec 01 §7), as the answer's JSON text: 400 for a
 * bad period, 403 for a point the user may not read, 404 for a point of another utility, a
 * quarter-hour query where the period is stored coarser, or missing data. A period whose data
 * has not come yet is no error: 200 with no buckets and `noDataYet` (decision 0043).
 */
export async function usage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  user: SessionUser,
  request: UsageRequest,
  now: Date,
): Promise<string> {
  const range = usageRange(request);
  const read = (piece: UsageRange) => findUsage(database, selectionOf(user, request, piece, false));
  const result = await readUsage(read, request, [range]);
  if (result.json !== null) return result.json;
  const noDataYet = noDataYetOf(await findMeterDataExtent(database, request.mp), range, now);
  if (!noDataYet) throw usageNotFound();
  return answerJson('', result.point, result.maximumResolution, noDataYet);
}

/** The consumption file of a usage call (download=true): the same answer, as .xlsx. */
export interface UsageFile {
  file: Buffer;
  fileName: string;
}

/**
 * The usage answer as an Excel file (spec 01 §8 'Excel'), with the same refusals as `usage`.
 * The data is read in pieces: a year of quarter-hours in one statement would hold the embedded
 * database (one connection, on the event loop) for a fifth of a second, and every other request
 * behind it.
 */
export async function usageFile(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  excelFiles: ExcelFiles,
  user: SessionUser,
  request: UsageRequest,
): Promise<UsageFile> {
  const range = usageRange(request);
  const bucket = bucketOfLevel[request.level];
  let identifier = request.mp;
  const read = (piece: UsageRange) => findUsage(database, selectionOf(user, request, piece, true));
  const file = await excelFiles.make(user.id, async () => {
    const result = await readUsage(read, request, piecesOf(range, bucket));
    // No file of nothing: a period without data, yet or at all, stays 404 here.
    if (result.json === null) throw usageNotFound();
    identifier = result.point.identifier;
    return {
      answerJson: result.json,
      point: result.point,
      bucket,
      forCompany: request.companyid !== undefined,
      cost: request.cost ?? false,
    };
  });
  return { file, fileName: usageFileName(identifier, request.type, range.start) };
}

const dayMs = 86_400_000;
// About a thousand rows a piece: a week of quarter-hours, a month of hours.
const pieceMs: Partial<Record<Bucket, number>> = { quarterhour: 7 * dayMs, hour: 31 * dayMs };

/** The range cut into consecutive pieces (start inclusive, end exclusive), in order. */
function piecesOf(range: UsageRange, bucket: Bucket): UsageRange[] {
  const length = pieceMs[bucket];
  if (!length) return [range];
  const pieces: UsageRange[] = [];
  for (let start = range.start.getTime(); start < range.end.getTime(); start += length) {
    pieces.push({
      start: new Date(start),
      end: new Date(Math.min(start + length, range.end.getTime())),
    });
  }
  return pieces;
}

/** What the statement of one piece of the request reads. */
function selectionOf<Details extends boolean>(
  user: SessionUser,
  request: UsageRequest,
  range: UsageRange,
  details: Details,
): UsageSelection & { details: Details } {
  return {
    mp: request.mp,
    user,
    companyId: request.companyid,
    utility: productOfUsageType[request.type],
    bucket: bucketOfLevel[request.level],
    range,
    comparison: request.comparison ?? false,
    cost: request.cost ?? false,
    details,
  };
}

/** The resolutions in force over two adjacent pieces of a period. */
const mergeFacts = <Point extends UsagePointBasics>(a: Point, b: Point): Point => ({
  ...a,
  finestMinutes: Math.min(a.finestMinutes, b.finestMinutes),
  coarsestMinutes: Math.max(a.coarsestMinutes, b.coarsestMinutes),
});

async function readUsage<Point extends UsagePointBasics>(
  read: (piece: UsageRange) => Promise<UsageRows<Point>>,
  request: UsageRequest,
  pieces: UsageRange[],
): Promise<UsageResult<Point>> {
  const bucket = bucketOfLevel[request.level];
  let point: Point | undefined;
  const parts: string[] = [];
  for (const piece of pieces) {
    // With companyid the point must belong to that (visible) customer; nonexistent is 403 too.
    const rows = await read(piece);
    if (!rows.point) throw forbidden();
    if (rows.point.utility !== productOfUsageType[request.type]) throw usageNotFound();
    point = point ? mergeFacts(point, rows.point) : rows.point;
    if (rows.data !== null) parts.push(rows.data.slice(1, -1));
  }
  if (bucket === 'quarterhour' && point!.coarsestMinutes > 15) throw noFinerData();
  const maximumResolution: UsageAnswer['maximumResolution'] =
    resolutionOfMinutes[point!.finestMinutes] ?? 'day';
  const json =
    parts.length === 0 ? null : answerJson(parts.join(','), point!, maximumResolution, undefined);
  return { json, point: point!, maximumResolution };
}

/** The answer's JSON text around the buckets' text (`data` without its brackets). */
function answerJson(
  buckets: string,
  point: UsagePointBasics,
  maximumResolution: UsageAnswer['maximumResolution'],
  noDataYet: UsageAnswer['noDataYet'],
): string {
  const state = noDataYet ? `,"noDataYet":${JSON.stringify(noDataYet)}` : '';
  return `{"data":[${buckets}],"unit":${JSON.stringify(point.unit)},"maximumResolution":"${maximumResolution}"${state}}`;
}
