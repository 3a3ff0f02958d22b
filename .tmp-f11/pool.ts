import { createExcelWorkers } from '../apps/server/src/features/usage/excel-workers';
const start = Date.UTC(2025, 0, 1) - 2 * 3600_000;
const data = Array.from({ length: 35040 }, (_, i) => ({ ts: new Date(start + i * 900_000).toISOString(), v: Math.round(Math.random() * 1000) / 1000, vp: 0.123 }));
const answerJson = JSON.stringify({ data, unit: 'kWh', maximumResolution: 'quarterhour' });
const point = { identifier: '6400100001', gsrn: '643006966000100011', street: 'x', postalCode: '00100', city: 'Helsinki' } as any;
const pool = createExcelWorkers({ size: 4 });
for (const round of ['cold', 'warm']) {
  const gaps: number[] = []; let last = performance.now();
  const timer = setInterval(() => { const now = performance.now(); gaps.push(now - last); last = now; }, 5);
  const t = performance.now();
  await Promise.all([0, 1, 2, 3].map(() => pool.run({ answerJson, point, bucket: 'quarterhour', forCompany: false })));
  clearInterval(timer); gaps.sort((a, b) => a - b);
  console.log(round, (performance.now() - t).toFixed(0), 'ms; gaps p99', gaps[Math.floor(gaps.length * 0.99)]!.toFixed(1), 'max', gaps.at(-1)!.toFixed(1), 'n', gaps.length);
}
await pool.close();
