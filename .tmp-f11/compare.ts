import { Worker } from 'node:worker_threads';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { usageWorkbook, helsinkiWallClock } from '../apps/server/src/features/usage/excel';
const start = Date.UTC(2025, 0, 1) - 2 * 3600_000;
const data = Array.from({ length: 35040 }, (_, i) => ({ ts: new Date(start + i * 900_000).toISOString(), v: Math.round(Math.random() * 1000) / 1000, vp: 0.123 }));
const json = JSON.stringify({ data, unit: 'kWh', maximumResolution: 'quarterhour' });
const point = { identifier: '6400100001', gsrn: '643006966000100011', street: 'x', postalCode: '00100', city: 'Helsinki' };

async function streamed(): Promise<Buffer> {
  const answer = JSON.parse(json);
  const out = new PassThrough(); const chunks: Buffer[] = []; out.on('data', (c) => chunks.push(c));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = wb.addWorksheet('Kulutus');
  sheet.columns = [{ header: 'Aika', width: 18, style: { numFmt: 'd.m.yyyy h:mm' } }, { header: 'Kulutus (kWh)', width: 16 }, { header: 'Tuotanto (kWh)', width: 16 }];
  sheet.getRow(1).font = { bold: true }; sheet.getRow(1).commit();
  let n = 0;
  for (const p of answer.data) {
    sheet.addRow([helsinkiWallClock(p.ts), p.v, p.vp ?? null]).commit();
    if (++n % 1000 === 0) await new Promise((r) => setImmediate(r));
  }
  sheet.commit(); await wb.commit();
  return Buffer.concat(chunks);
}
function pool(size: number) {
  const workers = Array.from({ length: size }, () => {
    const code = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(new URL('./w-excel.ts', import.meta.url).href)});`;
    return new Worker(code, { eval: true, type: 'module' } as any);
  });
  return workers.map((w) => () => new Promise<Buffer>((res) => { w.once('message', (b) => res(Buffer.from(b))); w.postMessage({ json, point }); }));
}
async function run(name: string, jobs: (() => Promise<Buffer>)[]) {
  const gaps: number[] = []; let last = performance.now();
  const timer = setInterval(() => { const now = performance.now(); gaps.push(now - last); last = now; }, 5);
  const t = performance.now();
  const out = await Promise.all(jobs.map((j) => j()));
  clearInterval(timer); gaps.sort((a, b) => a - b);
  console.log(name, 'total', (performance.now() - t).toFixed(0), 'ms; gaps p99', gaps[Math.floor(gaps.length * 0.99)]!.toFixed(1), 'max', gaps.at(-1)!.toFixed(1), 'n', gaps.length, 'sizes', out.map((b) => b.length).join(','));
}
const mode = process.argv[2];
if (mode === 'buffer') await run('writeBuffer×4 main', [0,1,2,3].map(() => () => usageWorkbook({ answer: JSON.parse(json), point: point as any, bucket: 'quarterhour', forCompany: false })));
if (mode === 'stream') await run('stream×4 main', [0,1,2,3].map(() => streamed));
if (mode === 'worker') { const p = pool(4); await run('warm', p); await run('worker×4', p); process.exit(0); }
