// `npm run dev`: the API server (tsx watch, port 3000) and the Vite dev server (port 5173,
// proxying /api, /oidc, /oauth and the PDFs to the API) together; Ctrl-C ends both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps', 'web'), stdio: 'inherit' }),
];

let exitCode = 0;
let stopping = false;

function stop(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

// Ctrl-C reaches the children directly (same process group); we only wait for them.
// SIGTERM from a supervisor is passed on.
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

let running = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    running -= 1;
    if (!stopping && code !== 0) exitCode = code ?? 1;
    // One of them ended on its own: the other is no use alone.
    stop('SIGTERM');
    if (running === 0) process.exit(exitCode);
  });
}
