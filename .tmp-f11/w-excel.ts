import { parentPort } from 'node:worker_threads';
import { usageWorkbook } from '../apps/server/src/features/usage/excel';
parentPort!.on('message', async ({ json, point }) => {
  const buf = await usageWorkbook({ answer: JSON.parse(json), point, bucket: 'quarterhour', forCompany: false });
  parentPort!.postMessage(buf, [buf.buffer as ArrayBuffer]);
});
