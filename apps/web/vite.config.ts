import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server of `npm run dev --workspace apps/server`.
const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
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
