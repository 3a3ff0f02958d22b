import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../src/config/env';
import { openDatabase } from '../src/db/connection';
import { DataDirInUseError, lockDataDir, lockFileName } from '../src/db/data-dir-lock';
import { runToEnd, startServer } from './server-process';
import { currentTemplate } from './template-of-the-day';
import { systemClock } from '../src/clock';

/** The pid of a process that has ended (a moment ago). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

const holderText = (pid: number, hostname = os.hostname()) =>
  JSON.stringify({ pid, hostname, since: '2026-01-02T03:04:05.000Z' });

// Nothing here depends on the database engine; the PostgreSQL project skips it.
describe.runIf(inject('testDatabase').kind === 'pglite')('the data folder lock', () => {
  let root: string;
  let next = 0;
  const freshDir = async () => {
    const dir = path.join(root, `data-${++next}`);
    await mkdir(dir);
    return dir;
  };
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'ep-data-lock-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is held once: a second open in this process is refused until the first is released', async () => {
    const dir = await freshDir();
    const lock = await lockDataDir(dir);
    const holder = JSON.parse(await readFile(path.join(dir, lockFileName), 'utf8'));
    expect(holder).toEqual({
      pid: process.pid,
      hostname: os.hostname(),
      since: expect.any(String),
    });

    const refusal = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as Error).message).toContain(`in ${dir} is open in another process`);
    expect((refusal as Error).message).toContain(`(pid ${process.pid}, since ${holder.since})`);

    await lock.release();
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('refuses a live holder of another process, naming it', async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, lockFileName), holderText(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(
      `the embedded database in ${dir} is open in another process (pid ${process.ppid}, since 2026-01-02T03:04:05.000Z)`,
    );
    expect(await readFile(path.join(dir, lockFileName), 'utf8')).toBe(holderText(process.ppid));
  });

  it('takes over the lock of a process that is gone', async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, lockFileName), holderText(await deadPid()));
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(path.join(dir, lockFileName), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock left with this pid by an earlier process (a restarted container)', async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, lockFileName), holderText(process.pid));
    await (await lockDataDir(dir)).release();
  });

  it("leaves another host's lock alone: its processes cannot be seen from here", async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, lockFileName), holderText(await deadPid(), 'toinen-kone'));
    await expect(lockDataDir(dir)).rejects.toThrow(/\(pid \d+ on host toinen-kone, since /);
  });

  it('takes over a lock file left empty by a process that died while creating it', async () => {
    const dir = await freshDir();
    const file = path.join(dir, lockFileName);
    await writeFile(file, '');
    // File times are the system's.
    const minuteAgo = new Date(systemClock.now().getTime() - 60_000);
    await utimes(file, minuteAgo, minuteAgo);
    await (await lockDataDir(dir)).release();
  });

  // Each newcomer is a process of its own: they all see the same stale lock at once.
  it('lets exactly one of several racing newcomers take over a stale lock', async () => {
    const dir = await freshDir();
    await writeFile(path.join(dir, lockFileName), holderText(await deadPid()));
    const script = path.join(root, 'contender.mts');
    const lockModule = path.join(repoRoot, 'apps/server/src/db/data-dir-lock.ts');
    await writeFile(
      script,
      `import { lockDataDir } from ${JSON.stringify(lockModule)};
       const start = Number(process.argv[2]);
       await new Promise((resolve) => setTimeout(resolve, Math.max(0, start - Date.now() - 200)));
       while (Date.now() < start);
       try {
         await lockDataDir(${JSON.stringify(dir)});
         process.stdout.write('won');
         await new Promise((resolve) => setTimeout(resolve, 3000));
       } catch (error) {
         process.stdout.write(error.constructor.name);
       }`,
    );
    const start = String(systemClock.now().getTime() + 4000);
    const outcomes = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<string>((resolve, reject) => {
            const child = spawn(process.execPath, ['--import', 'tsx', script, start], {
              cwd: repoRoot,
            });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.on('error', reject);
            child.on('close', () => resolve(out));
          }),
      ),
    );
    expect(outcomes.sort()).toEqual([
      'DataDirInUseError',
      'DataDirInUseError',
      'DataDirInUseError',
      'DataDirInUseError',
      'won',
    ]);
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  }, 60_000);

  it('keeps a second server and an import off a folder in use; after a SIGKILL the folder opens', async () => {
    const dir = await freshDir();
    // The test world, so that a start only migrates (no demo world to build).
    const source = await currentTemplate();
    if (source.kind !== 'pglite') throw new Error('runs on the embedded database only');
    const dump = await readFile(source.dumpFile);
    await (
      await openDatabase({ kind: 'pglite', dataDir: dir, loadDataDir: new Blob([dump]) })
    ).close();
    const env = { DATA_DIR: dir, INIT_CWD: root };
    await writeFile(path.join(root, 'temperatures.csv'), 'area,timestamp,temperature\n');

    const first = await startServer(env);
    try {
      const inUse = new RegExp(
        `the embedded database in ${dir} is open in another process \\(pid ${first.child.pid}, since [0-9T:.-]+Z\\)`,
      );
      const [second, importRun] = await Promise.all([
        runToEnd('server', [], env),
        runToEnd('import', ['temperatures', 'temperatures.csv'], env),
      ]);
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(inUse);
      expect(second.stderr).not.toMatch(/\n\s+at /);
      expect(importRun.code).toBe(1);
      expect(importRun.stderr).toMatch(new RegExp(`^import failed: ${inUse.source}`));
      expect(first.alive()).toBe(true);
      expect((await fetch(`${first.origin}/api/health`)).status).toBe(200);
    } finally {
      first.child.kill('SIGKILL');
      await first.finished;
    }
    expect(JSON.parse(await readFile(path.join(dir, lockFileName), 'utf8')).pid).toBe(
      first.child.pid,
    );

    const after = await startServer(env);
    expect((await fetch(`${after.origin}/api/health`)).status).toBe(200);
    after.child.kill('SIGTERM');
    expect((await after.finished).code).toBe(0);
    expect(existsSync(path.join(dir, lockFileName))).toBe(false);
  }, 180_000);
});
