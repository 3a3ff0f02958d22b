import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPortalConfigInput } from '../test/app';
import { repoRoot } from './config/env';

function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('main with bad configuration', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ep-main-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stops with exit code 1 and names the field, without a stack trace', async () => {
    const file = path.join(dir, 'portal.config.json');
    const contact = { ...testPortalConfigInput.contact, email: 'ei-osoite' };
    await writeFile(file, JSON.stringify({ ...testPortalConfigInput, contact }));
    const { code, stderr } = await runMain({ PORTAL_CONFIG: file, DATA_DIR: dir });
    expect(code).toBe(1);
    expect(stderr).toContain('portal.config.json: contact.email: Invalid email address');
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('stops on a bad environment variable', async () => {
    const { code, stderr } = await runMain({ PORT: 'kolmetuhatta', DATA_DIR: dir });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^environment: PORT: /);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
