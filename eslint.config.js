import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Paths are the repository's, wherever ESLint is started from.
const root = import.meta.dirname;

const entriesOf = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
    : [];
const foldersOf = (dir) =>
  entriesOf(dir)
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeaturesDir = 'apps/web/src/features';
const webFeatures = foldersOf(webFeaturesDir);
const serverSrc = 'apps/server/src';
const serverFeaturesDir = `${serverSrc}/features`;
const serverFeatures = foldersOf(serverFeaturesDir);
// The files that compose the server's features into the app and the process.
const serverComposers = ['app.ts', 'main.ts'];
// All of the server below its features: every folder but features/, every file but the composers.
const serverShared = entriesOf(serverSrc)
  .filter((entry) =>
    entry.isDirectory() ? entry.name !== 'features' : !serverComposers.includes(entry.name),
  )
  .map((entry) => `./${serverSrc}/${entry.name}`);

// One-way imports: domain depends on no app; a web or server feature never imports another
// feature (what features share lives outside `features/`); shared code never imports features;
// features never import what composes them (the web's app/, the server's app.ts and main.ts).
// eslint.config.test.js plants a violation of each zone and expects lint to refuse it.
const boundaryZones = [
  { target: './packages/domain', from: './apps', message: 'domain imports nothing of the apps' },
  { target: './apps/web', from: './apps/server', message: 'the web app never imports server code' },
  { target: './apps/server', from: './apps/web', message: 'the server never imports web code' },
  ...['components', 'api', 'texts', 'themes', 'lib'].map((shared) => ({
    target: `./apps/web/src/${shared}`,
    from: './apps/web/src/features',
    message: 'shared web code imports no feature',
  })),
  ...webFeatures.map((feature) => ({
    target: `./${webFeaturesDir}/${feature}`,
    from: `./${webFeaturesDir}`,
    except: [`./${feature}`],
    message: 'a web feature imports no other feature',
  })),
  ...serverFeatures.map((feature) => ({
    target: `./${serverFeaturesDir}/${feature}`,
    from: `./${serverFeaturesDir}`,
    except: [`./${feature}`],
    message: 'a server feature imports no other feature; move what they share out of features/',
  })),
  {
    target: `./${webFeaturesDir}`,
    from: './apps/web/src/app',
    message: 'a web feature never imports app/, which composes the features',
  },
  {
    target: serverShared,
    from: `./${serverFeaturesDir}`,
    message: 'shared server code imports no feature; move what it needs out of features/',
  },
  {
    target: `./${serverFeaturesDir}`,
    from: serverComposers.map((file) => `./${serverSrc}/${file}`),
    message: 'a server feature never imports app.ts or main.ts, which compose the features',
  },
];

// The login addresses of the demo world (apps/server/src/demo/world.ts), not part of another one.
const demoAccountAddress =
  '(^|[^\\w.])(kuluttaja|yritys|yrityskayttaja|pekka\\.puuska|liisa\\.laskuttaja|olli\\.omistaja|' +
  'sanna\\.seppa|paakayttaja|isannoitsija|hilkka\\.huolto|asiakaspalvelu)@example\\.fi';

// Where the server and its tests may read the wall clock: nowhere else (issue #24).
const wallClockModules = ['apps/server/src/clock.ts', 'apps/server/test/clock.ts', 'e2e/clock.ts'];
const wallClockMessage =
  'Read the time from the clock (apps/server/src/clock.ts; in tests apps/server/test/clock.ts; ' +
  'in browser tests e2e/clock.ts).';
const wallClockReads = [
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "CallExpression[callee.name='Date']",
].map((selector) => ({ selector, message: wallClockMessage }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['**/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: root }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The server and its tests read the time from one clock (apps/server/src/clock.ts, the
    // tests' apps/server/test/clock.ts, the browser tests' e2e/clock.ts), never from the wall:
    // a run crossing midnight passes. The domain is handed the time by its caller.
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts', 'packages/domain/**/*.ts'],
    ignores: wallClockModules,
    rules: {
      'no-restricted-syntax': ['error', ...wallClockReads],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: wallClockMessage },
      ],
    },
  },
  {
    // A server test builds the people it acts as (apps/server/test/factories); the demo world's
    // accounts belong to the demo and its own tests.
    files: ['apps/server/**/*.test.ts'],
    ignores: ['apps/server/src/demo/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...wallClockReads,
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/${demoAccountAddress}/i]`,
          message: 'Build the user with apps/server/test/factories instead of a demo account.',
        })),
      ],
    },
  },
);
