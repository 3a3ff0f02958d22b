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
import { findUsage, type UsagePointFacts } from './repo';

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

export interface UsageResult {
  /** The answer as JSON text: the buckets come from PostgreSQL already as JSON. */
  json: string;
  /** The point and period as the Excel file describes them. */
  point: UsagePointFacts;
  range: UsageRange;
}

const usageNotFound = () => notFound({ message: messages.usageNotFound });
const noFinerData = () => notFound({ code: 'NO_FINER_DATA', message: messages.usageNoFinerData });

/**
 * Consumption buckets of one metering point (spec 01 §7): 400 for a bad period, 403 for a point
 * the user may not read, 404 for a point of another utility, a quarter-hour query where the
 * period is stored coarser, or no data.
 */
export async function usage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  user: SessionUser,
  request: UsageRequest,
): Promise<UsageResult> {
  const range = usageRange(request);
  return readUsage(database, user, request, range, [range]);
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
  const file = await excelFiles.make(user.id, async () => {
    const result = await readUsage(database, user, request, range, piecesOf(range, bucket));
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

/** The resolutions in force over two adjacent pieces of a period. */
const mergeFacts = (a: UsagePointFacts, b: UsagePointFacts): UsagePointFacts => ({
  ...a,
  finestMinutes: Math.min(a.finestMinutes, b.finestMinutes),
  coarsestMinutes: Math.max(a.coarsestMinutes, b.coarsestMinutes),
});

async function readUsage(
  database: Pick<Database, 'db' | 'pool' | 'pglite'>,
  user: SessionUser,
  request: UsageRequest,
  range: UsageRange,
  pieces: UsageRange[],
): Promise<UsageResult> {
  const bucket = bucketOfLevel[request.level];
  let point: UsagePointFacts | undefined;
  const parts: string[] = [];
  for (const piece of pieces) {
    // With companyid the point must belong to that (visible) customer; nonexistent is 403 too.
    const rows = await findUsage(database, {
      mp: request.mp,
      user,
      companyId: request.companyid,
      utility: productOfUsageType[request.type],
      bucket,
      range: piece,
      comparison: request.comparison ?? false,
      cost: request.cost ?? false,
    });
    if (!rows.point) throw forbidden();
    if (rows.point.utility !== productOfUsageType[request.type]) throw usageNotFound();
    point = point ? mergeFacts(point, rows.point) : rows.point;
    if (rows.data !== null) parts.push(rows.data.slice(1, -1));
  }
  if (bucket === 'quarterhour' && point!.coarsestMinutes > 15) throw noFinerData();
  if (parts.length === 0) throw usageNotFound();
  const maximumResolution: UsageAnswer['maximumResolution'] =
    resolutionOfMinutes[point!.finestMinutes] ?? 'day';
  const json = `{"data":[${parts.join(',')}],"unit":${JSON.stringify(point!.unit)},"maximumResolution":"${maximumResolution}"}`;
  return { json, point: point!, range };
}
