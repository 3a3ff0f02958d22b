// `npm run build`'s server half: apps/server/src → apps/server/dist as plain JavaScript for
// `node`, so that production needs neither tsx nor the TypeScript sources' tools (decision 0048).
// Each entry is one ESM bundle of the server's and packages/domain's code; every npm package
// stays an import of node_modules.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'apps', 'server', 'src');
const distDir = path.join(root, 'apps', 'server', 'dist');

// Output paths mirror src/ (main.ts → dist/main.js): the worker threads are started by the
// URL of their module with `.ts` read as `.js` (worker-thread.ts).
const entries = [
  'main.ts',
  'import/main.ts',
  'invitation/cli.ts',
  'invitation/operator-cli.ts',
  'features/consumption/excel-worker.ts',
  'import/meter-data-part-worker.ts',
];

const builtPathOf = (sourceFile) =>
  path.join(distDir, path.relative(sourceDir, sourceFile)).replace(/\.ts$/, '.js');

/**
 * Modules find files beside them by `new URL(…, import.meta.url)` (the migrations, the repo
 * root). In a bundle `import.meta.url` is the bundle's own; this gives each server module back
 * the URL of its mirrored place in dist/, which is as deep in the tree as its source.
 */
function moduleUrls(entryOutDir) {
  return {
    name: 'module-urls',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => {
        if (!file.startsWith(sourceDir + path.sep)) return undefined;
        const source = await readFile(file, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(entryOutDir, builtPathOf(file)).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(`./${relative}`)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/** npm packages are loaded from node_modules at run time; the workspace's own are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./#]/ }, ({ path: specifier }) =>
      specifier.startsWith('@energiaportaali/') ? undefined : { path: specifier, external: true },
    );
  },
};

await rm(distDir, { recursive: true, force: true });
for (const entry of entries) {
  const sourceFile = path.join(sourceDir, entry);
  const outfile = builtPathOf(sourceFile);
  await build({
    entryPoints: [sourceFile],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal, moduleUrls(path.dirname(outfile))],
  });
}
console.log(`server: ${entries.length} entries built into ${path.relative(root, distDir)}`);
