// `npm run check`: lint, the format check and the type checks at once (each is one process on
// one core, and CI waits for all of them anyway). Each one's output is printed when it ends,
// whole; the exit code is 1 when any failed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scripts = ['lint', 'format:check', 'typecheck'];

function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', script], { cwd: root });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(Buffer.concat(output));
      console.log(`check: ${script} ${code === 0 ? 'passed' : `failed (${code})`} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
