import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. On Node 20 a worker does not inherit the main
 * thread's tsx hooks: it registers tsx itself (tsx is how the server runs, decision 0001) and
 * then loads its entry.
 */
export function typeScriptWorker(entry: URL, options?: WorkerOptions): Worker {
  const bootstrap = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(entry.href)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
