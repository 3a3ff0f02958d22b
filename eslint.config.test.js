import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls of eslint.config.js, proven: a file inside each zone (linted as text under its
// would-be name, never written) imports one thing across the wall and one thing it may; lint
// must refuse the first line and pass the second.

const repo = import.meta.dirname;
const eslint = new ESLint({ cwd: repo });

const wallRule = 'import-x/no-restricted-paths';
const domain = '@energiaportaali/domain';
const serverFeatures = 'apps/server/src/features';
const webFeatures = 'apps/web/src/features';

/** The import specifier of repo path `module` (or a package name) as `file` writes it. */
function specifierOf(file, module) {
  if (module.startsWith('@')) return module;
  expect(existsSync(path.join(repo, module)), `${module} exists`).toBe(true);
  const relative = path.relative(path.dirname(file), module).replace(/\.tsx?$/, '');
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Lints `file` importing `refused` on line 1 and `allowed` on line 2; answers the messages. */
async function lintPlanted(file, refused, allowed) {
  const text = [refused, allowed].map((module) => `import '${specifierOf(file, module)}';\n`);
  const [result] = await eslint.lintText(text.join(''), { filePath: path.join(repo, file) });
  return result.messages;
}

async function expectWall(file, refused, allowed) {
  const messages = await lintPlanted(file, refused, allowed);
  const walls = messages.filter((message) => message.ruleId === wallRule && message.line === 1);
  expect(walls, `${file} importing ${refused}`).toHaveLength(1);
  expect(
    messages.filter((message) => message.line !== 1),
    `${file} importing ${allowed}`,
  ).toEqual([]);
}

const folders = (dir) =>
  readdirSync(path.join(repo, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A source file (not a test) of a folder, to import. */
function aSourceFileOf(dir) {
  const name = readdirSync(path.join(repo, dir))
    .sort()
    .find((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));
  if (!name) throw new Error(`${dir} has no source file to import`);
  return `${dir}/${name}`;
}

describe('the import walls', () => {
  it('keep the domain free of the apps and the apps out of each other', async () => {
    await expectWall(
      'packages/domain/src/wall-fixture.ts',
      'apps/server/src/errors.ts',
      'packages/domain/src/format.ts',
    );
    await expectWall('apps/web/src/lib/wall-fixture.ts', 'apps/server/src/errors.ts', domain);
    await expectWall(
      'apps/server/src/http/wall-fixture.ts',
      'apps/web/src/lib/save-file.ts',
      domain,
    );
  });

  it('keep shared web code from importing a feature', async () => {
    const feature = aSourceFileOf(`${webFeatures}/${folders(webFeatures)[0]}`);
    for (const shared of ['components', 'api', 'texts', 'themes', 'lib']) {
      await expectWall(`apps/web/src/${shared}/wall-fixture.ts`, feature, domain);
    }
  });

  it('keep every shared server folder and file from importing a feature', async () => {
    const feature = aSourceFileOf(`${serverFeatures}/${folders(serverFeatures)[0]}`);
    const shared = readdirSync(path.join(repo, 'apps/server/src'), { withFileTypes: true })
      .filter((entry) => !['features', 'app.ts', 'main.ts'].includes(entry.name))
      .map((entry) =>
        entry.isDirectory()
          ? `apps/server/src/${entry.name}/wall-fixture.ts`
          : `apps/server/src/${entry.name}`,
      );
    expect(shared).toEqual(expect.arrayContaining(['apps/server/src/auth/wall-fixture.ts']));
    for (const file of shared) await expectWall(file, feature, domain);
  });

  it('keep each feature from importing another, on both ends', async () => {
    for (const dir of [webFeatures, serverFeatures]) {
      const features = folders(dir);
      for (const [index, feature] of features.entries()) {
        const other = features[(index + 1) % features.length];
        const own = aSourceFileOf(`${dir}/${feature}`);
        await expectWall(
          `${dir}/${feature}/wall-fixture.ts`,
          aSourceFileOf(`${dir}/${other}`),
          own,
        );
      }
    }
  });

  it('keep features from importing what composes them', async () => {
    await expectWall(
      `${webFeatures}/water/wall-fixture.ts`,
      'apps/web/src/app/routes.tsx',
      'apps/web/src/lib/save-file.ts',
    );
    for (const composer of ['app.ts', 'main.ts']) {
      await expectWall(
        `${serverFeatures}/water/wall-fixture.ts`,
        `apps/server/src/${composer}`,
        'apps/server/src/auth/access.ts',
      );
    }
  });
});
