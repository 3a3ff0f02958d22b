import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

const immutable = 'public, max-age=31536000, immutable';
const script = `export const greeting = ${JSON.stringify('Tervetuloa portaaliin! '.repeat(200))};\n`;
const indexHtml = `<!doctype html><title>Portaali</title>${'<!-- täyte -->'.repeat(100)}`;

/** A build as apps/web/vite.config.ts writes it: each text file with its .br and .gz. */
async function writeBuild(distDir: string): Promise<void> {
  await mkdir(path.join(distDir, 'assets'));
  const files = { 'index.html': indexHtml, 'assets/main-abc123.js': script };
  for (const [name, content] of Object.entries(files)) {
    const target = path.join(distDir, name);
    await writeFile(target, content);
    await writeFile(`${target}.br`, brotliCompressSync(content));
    await writeFile(`${target}.gz`, gzipSync(content));
  }
  // Too small to gain from compression: the build leaves it alone.
  await writeFile(path.join(distDir, 'assets', 'tiny-def456.js'), 'export{};');
}

describe('the web build over HTTP', () => {
  let testApp: TestApp;
  let distDir: string;
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    testApp.app.inject({ method, url, headers });

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'ep-dist-'));
    await writeBuild(distDir);
    testApp = await buildTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await testApp.app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('sends a hashed asset as brotli to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/main-abc123.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const requests: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const response = await get('/assets/main-abc123.js', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe(immutable);
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(response.body).toBe(script);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/assets/tiny-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export{};');
  });

  it('keeps index.html revalidated on every load, compressed too', async () => {
    for (const url of ['/', '/sahko/123/2024']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('answers HEAD with the headers of the GET and no body', async () => {
    const full = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    const head = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['cache-control']).toBe(immutable);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers a range of the file as it is', async () => {
    const response = await get('/assets/main-abc123.js', { range: 'bytes=0-19' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-19/${Buffer.byteLength(script)}`);
    expect(response.body).toBe(script.slice(0, 20));
  });

  it('answers a range of the compressed file in the bytes of that encoding', async () => {
    const whole = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    const response = await get('/assets/main-abc123.js', {
      'accept-encoding': 'br',
      range: 'bytes=0-9',
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);
    expect(response.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
  });

  it('does not serve the compressed copies under their own names', async () => {
    for (const url of ['/assets/main-abc123.js.br', '/assets/main-abc123.js.gz']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
