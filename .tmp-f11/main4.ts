import { Worker } from 'node:worker_threads';
const entry = new URL('./w.ts', import.meta.url).href;
const code = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(entry)});`;
const w = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
w.on('message', (m) => { console.log('got', m); void w.terminate(); });
w.on('error', (e) => console.log('err', e.message));
