import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { Language } from '@energiaportaali/domain';
import { repoRoot } from '../config/env';

/** The built SPA, whatever the cwd. */
export const defaultWebDistDir = path.join(repoRoot, 'apps', 'web', 'dist');

export function hasWebBuild(distDir: string | undefined): distDir is string {
  return distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
}

// Vite puts content hashes in /assets file names, so those never change; index.html must be
// revalidated on every load or users keep running an old build.
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the SPA's files; unknown client routes are answered by sendSpaIndex. The build writes
 * a .br and a .gz beside each text file (apps/web/vite.config.ts): `preCompressed` sends the one
 * the browser accepts with its Content-Encoding and `Vary: Accept-Encoding`, else the file as it is.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    cacheControl: false,
    preCompressed: true,
    // The .br and .gz files are only ever sent as an encoding of their file, not as files; the
    // index page is sent in the request's language by sendSpaIndex, "/" included.
    index: false,
    globIgnore: ['**/*.br', '**/*.gz', 'index.html'],
    setHeaders: setCacheHeaders,
  });
}

/** Whether the request was routed to a file of the web build (@fastify/static notes it per route). */
export function isWebAppFile(request: FastifyRequest): boolean {
  return typeof (request.routeOptions.config as { file?: unknown }).file === 'string';
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The SPA's index.html per offered language, in each encoding, made once at start. */
export type SpaIndex = Map<Language, Record<Encoding, Buffer>>;

// The build writes `<html lang="fi">`; the page is sent with the request's language there, which
// is also how the web app learns its first language (no inline script: the CSP allows none).
export function spaIndexOf(distDir: string, languages: readonly Language[]): SpaIndex {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const pages: SpaIndex = new Map();
  for (const language of languages) {
    const page = Buffer.from(html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`));
    pages.set(language, { br: brotliCompressSync(page), gzip: gzipSync(page), identity: page });
  }
  return pages;
}

const encodings: Encoding[] = ['br', 'gzip', 'identity'];

/** A client route opened directly (reload, bookmark): the SPA's index.html routes it. */
export function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  pages: SpaIndex,
  language: Language,
): FastifyReply {
  const page = pages.get(language) ?? pages.values().next().value!;
  // Brotli whenever the browser takes it, as @fastify/static sends the other files.
  const accepted = new Negotiator(request).encodings(encodings);
  const encoding = encodings.find((candidate) => accepted.includes(candidate)) ?? 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
    .send(page[encoding]);
}
