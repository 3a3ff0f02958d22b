import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const foldersOf = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const webFeaturesDir = 'apps/web/src/features';
const webFeatures = foldersOf(webFeaturesDir);
const serverFeaturesDir = 'apps/server/src/features';
const serverFeatures = foldersOf(serverFeaturesDir);

// One-way imports: domain depends on no app; a web or server feature never imports another
// feature (what features share lives outside `features/`); shared web code never imports features.
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
];

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
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
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
);
