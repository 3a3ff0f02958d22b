import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ConfigError } from '../config/config-error';
import { systemClock } from '../clock';

/** Inside the embedded database's folder; PostgreSQL ignores files it does not know. */
export const lockFileName = 'energiaportaali.lock';

/** Who holds a folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  hostname: string;
  /** When the holder took the lock (ISO 8601). */
  since: string;
}

/** The folder is open in another process (or already in this one). */
export class DataDirInUseError extends ConfigError {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.hostname === os.hostname() ? '' : ` on host ${holder.hostname}`;
    super(
      `the embedded database in ${dataDir} is open in another process ` +
        `(pid ${holder.pid}${where}, since ${holder.since}): stop that process first. ` +
        `If no such process exists any more, delete ${path.join(dataDir, lockFileName)}.`,
    );
  }
}

export interface DataDirLock {
  /** Deletes the lock file if it is still this process's. */
  release(): Promise<void>;
}

// Folders this process holds: a second open in the same process would corrupt the data as well.
const heldHere = new Map<string, LockHolder>();

// A lock file is written right after its exclusive create; one still empty (or cut short) this
// long after is left by a process that died in between.
const unfinishedGraceMs = 2_000;
// A takeover takes milliseconds; a guard older than this was left by a crash in the middle of one.
const takeoverGuardStaleMs = 10_000;
const retryDelayMs = 50;
const attemptsAtMost = 100;

/**
 * Takes the folder's lock for this process, or throws DataDirInUseError naming the live holder.
 * A lock of a process that is gone is taken over. Released by `release()` or at process exit.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, lockFileName);
  const holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    since: systemClock.now().toISOString(),
  };
  const mine = JSON.stringify(holder);
  const here = heldHere.get(dir);
  if (here) throw new DataDirInUseError(dir, here);
  // Reserved before the first await: two opens in this process must not both get through.
  heldHere.set(dir, holder);
  try {
    await mkdir(dir, { recursive: true });
    await acquire(dir, file, mine);
  } catch (error) {
    heldHere.delete(dir);
    throw error;
  }
  const releaseAtExit = () => removeIfMineSync(file, mine);
  process.on('exit', releaseAtExit);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      process.off('exit', releaseAtExit);
      try {
        await removeIfMine(file, mine);
      } finally {
        heldHere.delete(dir);
      }
    },
  };
}

async function acquire(dir: string, file: string, mine: string): Promise<void> {
  for (let attempt = 1; !(await createExclusive(file, mine)); attempt++) {
    if (attempt >= attemptsAtMost) {
      throw new ConfigError(
        `could not lock the embedded database in ${dir}: ${file} keeps changing`,
      );
    }
    const current = await readLock(file);
    if (current === undefined) continue;
    const holder = parseHolder(current.text);
    if (holder && isAlive(holder)) throw new DataDirInUseError(dir, holder);
    // File times are the system's: so are the ages measured from them.
    if (!holder && systemClock.now().getTime() - current.modifiedAt < unfinishedGraceMs) {
      await delay(retryDelayMs);
      continue;
    }
    await removeStale(file, current.text);
  }
}

/** Creates the file with this content unless it exists (O_CREAT | O_EXCL). */
async function createExclusive(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } catch (error) {
    // A lock file without its holder would keep newcomers guessing.
    await unlinkIfPresent(file).catch(() => undefined);
    throw error;
  } finally {
    await handle.close();
  }
  return true;
}

async function readLock(file: string): Promise<{ text: string; modifiedAt: number } | undefined> {
  try {
    const [text, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { text, modifiedAt: stats.mtimeMs };
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    const valid =
      Number.isInteger(value.pid) &&
      typeof value.hostname === 'string' &&
      typeof value.since === 'string';
    return valid ? (value as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder): boolean {
  // Another machine's (or container's) processes cannot be seen from here: assume it runs.
  if (holder.hostname !== os.hostname()) return true;
  // This process's own locks are in heldHere; a lock with our pid was left by an earlier process
  // that had the same pid (a restarted container is pid 1 every time).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Deletes a stale lock, but only the one that was read: two newcomers that both saw it stale
 * must not delete the lock the quicker one has created since. The guard file (itself created
 * exclusively) lets one of them check and delete at a time.
 */
async function removeStale(file: string, staleText: string): Promise<void> {
  const guard = `${file}.takeover`;
  if (!(await createExclusive(guard, String(process.pid)))) {
    const left = await readLock(guard);
    const age = left ? systemClock.now().getTime() - left.modifiedAt : 0;
    if (age > takeoverGuardStaleMs) await unlinkIfPresent(guard);
    await delay(retryDelayMs);
    return;
  }
  try {
    const current = await readLock(file);
    if (current?.text === staleText) await unlinkIfPresent(file);
  } finally {
    await unlinkIfPresent(guard);
  }
}

async function removeIfMine(file: string, mine: string): Promise<void> {
  const current = await readLock(file);
  if (current?.text === mine) await unlinkIfPresent(file);
}

// At exit only synchronous work runs.
function removeIfMineSync(file: string, mine: string): void {
  try {
    if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
  } catch {
    // Gone already, or the folder with it: nothing to release.
  }
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;
