import { parentPort } from 'node:worker_threads';
import { usageWorkbookOfJob, type UsageWorkbookJob } from './excel';

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
