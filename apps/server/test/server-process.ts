import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/config/env';

const entryPoints = {
  server: 'apps/server/src/main.ts',
  import: 'apps/server/src/import/main.ts',
};

/** What a test's own process of the portal needs; overrides add DATA_DIR or DATABASE_URL. */
function processEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    // A short drain on SIGTERM: tests that stop a server wait on its exit.
    SHUTDOWN_DRAIN_MS: '100',
    // No web build there: the API alone.
    WEB_DIST_DIR: path.join(repoRoot, 'apps/server/test/no-web-build'),
    ...overrides,
  };
}

function spawnEntry(entry: keyof typeof entryPoints, args: string[], env: Record<string, string>) {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, entryPoints[entry]), ...args],
    { cwd: repoRoot, env: processEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const finished = new Promise<Finished>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, ...output }));
  });
  return { output, finished };
}

/** Runs the server or the import to its end. */
export function runToEnd(
  entry: keyof typeof entryPoints,
  args: string[],
  env: Record<string, string>,
): Promise<Finished> {
  return collect(spawnEntry(entry, args, env)).finished;
}

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Everything it has logged so far (pino JSON lines and stderr). */
  log(): string;
  finished: Promise<Finished>;
  /** Whether the process is still running. */
  alive(): boolean;
}

/** Starts `tsx apps/server/src/main.ts`; resolves once it listens, rejects if it ends first. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return listening(spawnEntry('server', [], env));
}

/** A server process just spawned (stdout and stderr piped): resolves once it listens. */
export async function listening(child: ChildProcess): Promise<ServerProcess> {
  const { output, finished } = collect(child);
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output.stdout);
      if (listening) {
        child.stdout!.off('data', onData);
        resolve(listening[1]!);
      }
    };
    child.stdout!.on('data', onData);
    void finished.then(({ code, stderr }) =>
      reject(new Error(`the server ended with ${code} before listening: ${stderr}`)),
    );
  });
  return {
    child,
    origin,
    log: () => output.stdout + output.stderr,
    finished,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}
