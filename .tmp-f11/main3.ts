import { Worker } from 'node:worker_threads';
const w = new Worker(new URL('./w.ts', import.meta.url), { execArgv: [...process.execArgv, '--import', 'tsx'] });
w.on('message', (m) => { console.log('got', m, process.execArgv); void w.terminate(); });
w.on('error', (e) => console.log('err', e.message));
