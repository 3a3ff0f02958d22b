import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    // The .br and .gz files are only ever sent as an encoding of their file, not as files.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: setCacheHeaders,
  });
}

/** Whether the request was routed to a file of the web build (@fastify/static notes it per route). */
export function isWebAppFile(request: FastifyRequest): boolean {
  return typeof (request.routeOptions.config as { file?: unknown }).file === 'string';
}

/** A client route opened directly (reload, bookmark): the SPA's index.html routes it. */
export function sendSpaIndex(reply: FastifyReply): FastifyReply {
  return reply.code(200).sendFile('index.html');
}
