import type { Worker } from 'node:worker_threads';
import { typeScriptWorker } from '../../worker-thread';
import type { UsageWorkbookJob } from './excel';
import type { ExcelWorkerAnswer } from './excel-worker';

/** Worker threads that build Excel files, so that a big file never stalls other requests. */
export interface ExcelWorkers {
  /** Builds the file in a free worker; waits for one when all of them are busy. */
  run(job: UsageWorkbookJob): Promise<Buffer>;
  /** Ends every worker; jobs still running or waiting fail. */
  close(): Promise<void>;
}

interface Pooled {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
  job?: Settle<Buffer>;
}

interface Settle<T> {
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

const excelWorker = new URL('./excel-worker.ts', import.meta.url);

const fileOf = ({ buffer, byteOffset, byteLength }: Uint8Array) =>
  Buffer.from(buffer, byteOffset, byteLength);

export function createExcelWorkers({
  size,
  idleMs = 60_000,
}: {
  /** The most workers at a time. */
  size: number;
  /** A worker unused this long ends (each holds tens of MB); the next file starts a new one. */
  idleMs?: number;
}): ExcelWorkers {
  const all = new Set<Pooled>();
  const idle: Pooled[] = [];
  const waiting: Settle<Pooled>[] = [];
  let closed = false;

  function spawn(): Pooled {
    const pooled: Pooled = { worker: typeScriptWorker(excelWorker) };
    // Idle workers never keep the process alive.
    pooled.worker.unref();
    pooled.worker.on('message', (answer: ExcelWorkerAnswer) => {
      const job = pooled.job;
      pooled.job = undefined;
      if (answer.ok) job?.resolve(fileOf(answer.file));
      else job?.reject(new Error(`Excel worker: ${answer.message}`));
      release(pooled);
    });
    pooled.worker.on('error', (error) => retire(pooled, error));
    pooled.worker.on('exit', (code) => retire(pooled, new Error(`Excel worker exited (${code})`)));
    all.add(pooled);
    return pooled;
  }

  function retire(pooled: Pooled, error: Error) {
    if (!all.delete(pooled)) return;
    clearTimeout(pooled.idleTimer);
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
    pooled.job?.reject(error);
    // A waiting job takes the place of the worker that went.
    if (!closed && waiting.length > 0) waiting.shift()!.resolve(spawn());
  }

  function release(pooled: Pooled) {
    const next = waiting.shift();
    if (next) return next.resolve(pooled);
    idle.push(pooled);
    pooled.idleTimer = setTimeout(() => end(pooled), idleMs).unref();
  }

  // Out of the pool first, so that no job is handed to a worker on its way out.
  function end(pooled: Pooled) {
    all.delete(pooled);
    idle.splice(idle.indexOf(pooled), 1);
    void pooled.worker.terminate();
  }

  function acquire(): Promise<Pooled> {
    const free = idle.pop();
    if (free) {
      clearTimeout(free.idleTimer);
      return Promise.resolve(free);
    }
    if (all.size < size) return Promise.resolve(spawn());
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  return {
    async run(job) {
      if (closed) throw new Error('Excel workers are closed');
      const pooled = await acquire();
      return new Promise<Buffer>((resolve, reject) => {
        pooled.job = { resolve, reject };
        pooled.worker.postMessage(job);
      });
    },
    async close() {
      closed = true;
      for (const waiter of waiting.splice(0)) waiter.reject(new Error('Excel workers are closed'));
      await Promise.all([...all].map((pooled) => pooled.worker.terminate()));
    },
  };
}
