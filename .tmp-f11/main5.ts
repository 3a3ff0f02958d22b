import { Worker } from 'node:worker_threads';
const entry = new URL('./w.ts', import.meta.url).href;
const code = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(entry)});`;
const w = new Worker(code, { eval: true, type: 'module' } as any);
w.on('message', (m) => { console.log('got5', m); void w.terminate(); });
w.on('error', (e) => console.log('err5', e.message));
