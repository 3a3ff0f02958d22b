import { open, stat } from 'node:fs/promises';
import { helsinkiDayOf, mergeBlocks, type DayBlock } from '../db/day-block';
import { putBlock, type DayBlocksByPoint } from '../db/meter-days-store';
import type { ByteRange } from './line-reader';
import {
  datahubFormat,
  DayBlockCollector,
  meterDataColumns,
  meterDataRule,
  type KnownMeteringPoint,
} from './meter-data-rules';
import { unpackBlocks, type PackedBlocks } from './packed-blocks';
import { stagedRows } from './staged-rows';
import { typeScriptWorker } from '../worker-thread';

// A large meter-data file is read in two halves at once, one in a worker thread: reading and
// checking the rows is most of an import's time, and the machine has a core for each half.
// Only a file without problems is read so: at the first problem in either half, or a point and
// interval given in both, the file is read again from the start in one piece, which reports
// every problem at its line as before.

/** Files smaller than this are read in one piece: starting a worker costs more than it saves. */
export const defaultPartedFromBytes = 16 << 20;

/** One half of a file, as the worker is given it. */
export interface FilePart {
  path: string;
  range: ByteRange;
  /** The file's header line, when the part starts after it. */
  headerLine?: string;
  points: readonly KnownMeteringPoint[];
}

export interface PartRead {
  rowsRead: number;
  /** False when the part has a problem. */
  ok: boolean;
}

/** Reads the rows of a part of a meter-data file into `collector`'s blocks. */
export async function readPart(part: FilePart, collector: DayBlockCollector): Promise<PartRead> {
  const tally = { rowsRead: 0, badRows: 0 };
  const rows = stagedRows({
    path: part.path,
    part: { range: part.range, headerLine: part.headerLine },
    label: part.path,
    columns: meterDataColumns,
    ruleFor: (positions) => meterDataRule(positions, part.points, collector),
    otherFormat: datahubFormat(part.points, collector),
    report: () => {},
    tally,
  });
  // The meter-data rules keep good rows in their blocks and give no COPY text.
  for (let next = await rows.next(); !next.done; next = await rows.next());
  return { rowsRead: tally.rowsRead, ok: tally.badRows === 0 };
}

const windowBytes = 1 << 16;

/** The header line and where the second half starts (a line's start), or null. */
async function halves(path: string, size: number) {
  const file = await open(path);
  try {
    const read = async (position: number) => {
      const buffer = Buffer.alloc(windowBytes);
      const { bytesRead } = await file.read(buffer, 0, windowBytes, position);
      return buffer.subarray(0, bytesRead);
    };
    const first = await read(0);
    const headerEnd = first.indexOf(10);
    const middle = Math.floor(size / 2);
    const newline = (await read(middle)).indexOf(10);
    if (headerEnd < 0 || newline < 0 || middle <= headerEnd) return null;
    const headerLine = first
      .subarray(0, headerEnd)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r$/, '');
    return { headerLine, secondStart: middle + newline + 1 };
  } finally {
    await file.close();
  }
}

interface WorkerAnswer extends PartRead {
  blocks: PackedBlocks;
}

function readPartInWorker(part: FilePart): { answer: Promise<WorkerAnswer>; stop(): void } {
  const worker = typeScriptWorker(new URL('./meter-data-part-worker.ts', import.meta.url), {
    workerData: part,
  });
  const answer = new Promise<WorkerAnswer>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`meter-data worker stopped (exit ${code})`)));
  });
  // Stopped early (the first half failed), the worker's answer is never awaited.
  answer.catch(() => {});
  return { answer, stop: () => void worker.terminate() };
}

/** Lays the second half's blocks into the first's; false when both give an interval. */
function joinHalves(first: DayBlocksByPoint, second: DayBlocksByPoint): boolean {
  for (const [pointId, days] of second) {
    const own = first.get(pointId);
    for (const block of days.values()) {
      const earlier = own?.get(block.dayStart);
      if (!earlier) {
        putBlock(first, block);
        continue;
      }
      if (overlaps(earlier, block)) return false;
      putBlock(first, mergeBlocks(earlier, block, helsinkiDayOf(block.dayStart)).block);
    }
  }
  return true;
}

function overlaps(a: DayBlock, b: DayBlock): boolean {
  for (let i = 0; i < a.holds.length; i++) if ((a.holds[i]! & b.holds[i]!) !== 0) return true;
  return false;
}

/**
 * Reads a meter-data file of at least `partedFromBytes` in two halves at once into
 * `collector`'s blocks and gives its rows read; null (and `collector` untouched) when the file
 * is small, or has any problem: then it is to be read in one piece.
 */
export async function readInHalves(
  path: string,
  points: readonly KnownMeteringPoint[],
  collector: DayBlockCollector,
  partedFromBytes = defaultPartedFromBytes,
): Promise<number | null> {
  const { size } = await stat(path);
  if (size < partedFromBytes) return null;
  const split = await halves(path, size);
  if (!split) return null;
  const worker = readPartInWorker({
    path,
    range: { start: split.secondStart, end: size - 1 },
    headerLine: split.headerLine,
    points,
  });
  try {
    const first = new DayBlockCollector();
    const own = await readPart(
      { path, range: { start: 0, end: split.secondStart - 1 }, points },
      first,
    );
    const second = await worker.answer;
    if (!own.ok || !second.ok || !joinHalves(first.blocks, unpackBlocks(second.blocks))) {
      return null;
    }
    for (const [pointId, days] of first.blocks) collector.blocks.set(pointId, days);
    return own.rowsRead + second.rowsRead;
  } finally {
    worker.stop();
  }
}
