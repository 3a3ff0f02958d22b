import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { usageWorkbookOfJob, type UsageWorkbookJob } from './excel';

// Files are background work: whenever the event loop's thread wants the CPU, it comes first.
// On Linux a nice value belongs to a thread (elsewhere it would lower the whole server).
if (process.platform === 'linux') setPriority(19);

/** A worker's answer to one job: the file, or why it could not be made. */
export type ExcelWorkerAnswer = { ok: true; file: Uint8Array } | { ok: false; message: string };

// The entry of an Excel worker thread (excel-workers.ts): one job at a time, each answered once.
parentPort!.on('message', (job: UsageWorkbookJob) => {
  usageWorkbookOfJob(job).then(
    (file) => parentPort!.postMessage({ ok: true, file } satisfies ExcelWorkerAnswer),
    (error: unknown) =>
      parentPort!.postMessage({ ok: false, message: String(error) } satisfies ExcelWorkerAnswer),
  );
});
