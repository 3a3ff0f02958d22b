import { it, expect } from 'vitest';
import { Worker } from 'node:worker_threads';
it('resolves', async () => {
  const api = import.meta.resolve('tsx/esm/api');
  console.log(api);
  const entry = new URL('./w.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(entry)});`;
  const w = new Worker(code, { eval: true });
  const m = await new Promise((res, rej) => { w.on('message', res); w.on('error', rej); });
  await w.terminate();
  expect(m).toBe(42);
});
