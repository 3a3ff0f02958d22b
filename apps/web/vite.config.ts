import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// The API server of `npm run dev --workspace apps/server`.
const server = 'http://localhost:3000';

const compressible = /\.(?:js|css|html|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest levels: the
 * server sends them as they are (@fastify/static `preCompressed`, decision 0037), so a request
 * costs no compression and a first visit gets a third of the bytes. A file that would not shrink
 * gets none and is sent as it is.
 */
function precompress(): Plugin {
  return {
    name: 'energiaportaali:precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const outDir = output.dir ?? path.dirname(output.file ?? '');
      const files = Object.values(bundle).filter((file) => compressible.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${target}.br`, br);
          if (gz.length < content.length) await writeFile(`${target}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The password-strength dictionaries (~1 MB) under a name of their own, fetched only by
          // the password forms (decision 0037); page-weight tests and the bench look for it.
          groups: [
            { name: 'zxcvbn', test: /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/ },
            // What every page runs, as one file: one brotli stream compresses it better than five.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': server,
      '/oidc': server,
      '/oauth': server,
      // The PDFs at the site root (/tietosuojaseloste.pdf, /kayttoehdot.pdf, …).
      '^/[^/]+\\.pdf$': server,
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A multi-step form test takes 2–4 s on a quiet machine; CI's shared cores can be twice as slow.
    testTimeout: 20_000,
  },
});
