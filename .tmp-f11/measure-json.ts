import { sessionCookie } from '../bench/src/http-login';
const base = process.argv[2] ?? 'http://localhost:38111';
const cookie = await sessionCookie(base, 'kuluttaja@example.fi', 'Demo-salasana-2026', 'consumer');
const url = `${base}/api/electricity/quarterhour?start=2025-01-01&end=2026-01-01&mp=6400100001&logintype=consumer`;
for (let i = 0; i < 3; i++) { const t = performance.now(); const r = await fetch(url, { headers: { cookie } }); const b = await r.arrayBuffer(); console.log('json', r.status, b.byteLength, (performance.now() - t).toFixed(0), 'ms'); }
let done = false; const lat: number[] = [];
const poll = (async () => { while (!done) { const s = performance.now(); await (await fetch(`${base}/api/health`)).text(); lat.push(performance.now() - s); } })();
await Promise.all([0,1,2,3].map(async () => { const r = await fetch(url, { headers: { cookie } }); await r.arrayBuffer(); }));
done = true; await poll; lat.sort((a, b) => a - b);
console.log('4 parallel json; health n', lat.length, 'p99', lat[Math.floor(lat.length * 0.99)]!.toFixed(0), 'max', lat.at(-1)!.toFixed(0));
