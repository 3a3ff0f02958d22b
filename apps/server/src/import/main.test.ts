import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../config/env';
import { openDatabase } from '../db/connection';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/import/main.ts'), ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// The command line on the embedded database (the import itself runs on both engines in the
// other suites); once is enough, so the PostgreSQL project skips it.
describe.runIf(inject('testDatabase').kind === 'pglite')('npm run import', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ep-import-cli-'));
    env = { DATA_DIR: path.join(dir, 'data'), INIT_CWD: dir };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('explains its usage', async () => {
    const run = await runCli(['meterdata'], env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('usage: npm run import -- meter-data FILE.csv');
  });

  // Three process starts, the first one creating and migrating the embedded database.
  it('refuses a file with bad rows with exit code 1, then imports a good one', async () => {
    await writeFile(
      path.join(dir, 'points.csv'),
      'metering_point,timestamp,value\n640019999,2025-01-01T00:00:00Z,1.5\n',
    );
    const refused = await runCli(['meter-data', 'points.csv'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      "points.csv:2: unknown metering point '640019999'\npoints.csv: 1 bad rows: nothing was imported\n",
    );

    const database = await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
    await database.exec(`
      INSERT INTO customers (id, kind, name, business_id) VALUES (1, 'company', 'Testi Oy', '1234567-1');
      INSERT INTO metering_points (customer_id, identifier, gsrn, utility, street, postal_code, city, unit,
                                   resolution_minutes, temperature_area)
      VALUES (1, '640019999', '643006966000199990', 'electricity', 'Testitie 1', '00100', 'Helsinki', 'kWh',
              15, 'Helsinki');`);
    const whileOpen = await runCli(['meter-data', 'points.csv'], env);
    expect(whileOpen.code).toBe(1);
    expect(whileOpen.stderr).toContain('is open in another process');
    await database.close();

    const imported = await runCli(['meter-data', 'points.csv'], env);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(
      /^points\.csv: 1 rows read: 1 inserted, 0 updated, 0 unchanged\n[\d.]+ s, [\d,]+ rows\/s \(read, check and stage [\d.]+ s, merge into meter_days [\d.]+ s, rollups [\d.]+ s\)\n$/,
    );
  }, 180_000);

  // The register's example files in their order, into a database of their own.
  it('imports the register examples and queues the invitations', async () => {
    const registerEnv = { ...env, DATA_DIR: path.join(dir, 'register'), INIT_CWD: repoRoot };
    const counts = {
      customers: 4,
      offices: 1,
      'metering-points': 6,
      tariffs: 11,
      contracts: 8,
      users: 4,
    };
    for (const [kind, rows] of Object.entries(counts)) {
      const run = await runCli([kind, `docs/examples/${kind}.csv`], registerEnv);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(
          `^docs/examples/${kind}\\.csv: ${rows} rows read: ${rows} inserted, 0 updated, 0 unchanged\\n`,
        ),
      );
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: registerEnv.DATA_DIR });
    try {
      const mails = await database.pglite!.query<{ recipient: string }>(
        'SELECT recipient FROM email_outbox ORDER BY id',
      );
      expect(mails.rows.map((mail) => mail.recipient)).toHaveLength(4);
    } finally {
      await database.close();
    }
  }, 300_000);
});
