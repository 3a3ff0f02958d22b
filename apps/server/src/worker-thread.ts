import { Worker, type WorkerOptions } from 'node:worker_threads';

// The production build (scripts/build-server.mjs, decision 0048) puts each module at the same
// place under dist/ as `.js`; there is no tsx then.
const runsBuilt = import.meta.url.endsWith('.js');

/**
 * A worker thread running a TypeScript module (`entry`, a `.ts` URL beside its caller). Built,
 * it runs the module's built `.js`. From source on Node 20 a worker does not inherit the main
 * thread's tsx hooks: it registers tsx itself (decision 0001) and then loads its entry.
 */
export function typeScriptWorker(entry: URL, options?: WorkerOptions): Worker {
  if (runsBuilt) return new Worker(new URL(entry.href.replace(/\.ts$/, '.js')), options);
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
