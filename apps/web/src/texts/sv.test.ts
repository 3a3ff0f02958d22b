import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { fiCatalogue, type Texts } from './catalogue';
import { sv } from './sv';

/**
 * What may read the same in Swedish as in Finnish: units and currency, file formats named alike
 * in both languages, web and e-mail addresses. A text equal to the Finnish one passes only if
 * nothing but these, the sample arguments, digits and punctuation is left in it.
 */
const sameInBothLanguages: RegExp[] = [
  /https?:\/\/\S+/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /\b(?:PDF|Excel)\b/g,
  /c\/kWh|kWh|MWh|m³|°C/g,
];

type Sample = string | number | boolean;

/** Sample values of a parameter, by its type in the Finnish catalogue. */
function samplesOf(type: ts.Type, index: number): Sample[] {
  if (type.isUnion() && type.types.every((member) => member.isStringLiteral())) {
    return type.types.map((member) => (member as ts.StringLiteralType).value);
  }
  if (type.flags & ts.TypeFlags.NumberLike) return [1, 5, -2];
  if (type.flags & ts.TypeFlags.BooleanLike) return [true, false];
  // No letters: whatever letters the result has come from the catalogue itself.
  if (type.flags & ts.TypeFlags.StringLike) return [`<${index + 1}>`];
  throw new Error(`No sample for a parameter of type ${type.flags}`);
}

/**
 * The parameter samples of every function in the Finnish catalogue, read from its declared
 * parameter types: the runtime values carry no types.
 */
function readParameterSamples(): Map<string, Sample[][]> {
  // The test's own folder; happy-dom gives import.meta.url a page address, not a file.
  const folder = import.meta.dirname;
  const catalogueFile = path.join(folder, 'catalogue.ts');
  const project = path.join(folder, '../..');
  const { config } = ts.readConfigFile(path.join(project, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, project);
  // The catalogue needs no ambient types (vite/client, jest-dom): fewer files to read.
  const program = ts.createProgram({
    rootNames: [catalogueFile],
    options: { ...options, types: [] },
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(catalogueFile)!)!;
  const catalogue = checker.getExportsOfModule(module).find((s) => s.name === 'fiCatalogue')!;

  const samples = new Map<string, Sample[][]>();
  const walk = (type: ts.Type, keys: string[]): void => {
    const [signature] = type.getCallSignatures();
    if (signature) {
      samples.set(
        keys.join('.'),
        signature.parameters.map((parameter, index) =>
          samplesOf(checker.getTypeOfSymbol(parameter), index),
        ),
      );
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object) || checker.isArrayLikeType(type)) return;
    for (const property of type.getProperties()) {
      walk(checker.getTypeOfSymbol(property), [...keys, property.name]);
    }
  };
  walk(checker.getTypeOfSymbol(catalogue), []);
  return samples;
}

/** Every combination of one sample per parameter. */
function combinations(parameters: Sample[][]): Sample[][] {
  return parameters.reduce<Sample[][]>(
    (calls, values) => calls.flatMap((call) => values.map((value) => [...call, value])),
    [[]],
  );
}

function isUntranslated(finnish: string, swedish: string, args: Sample[]): boolean {
  if (finnish !== swedish) return false;
  let rest = args.reduce<string>((text, arg) => text.split(String(arg)).join(''), swedish);
  for (const allowed of sameInBothLanguages) rest = rest.replace(allowed, '');
  return /\p{L}/u.test(rest);
}

/** The key paths whose Swedish text (or a function's text for any sample) reads as the Finnish. */
function untranslated(finnish: Texts, swedish: Texts, samples: Map<string, Sample[][]>): string[] {
  const found: string[] = [];
  const walk = (fi: unknown, svValue: unknown, keyPath: string): void => {
    if (typeof fi === 'string') {
      if (typeof svValue !== 'string' || isUntranslated(fi, svValue, [])) found.push(keyPath);
    } else if (typeof fi === 'function') {
      const parameters = samples.get(keyPath);
      if (!parameters || typeof svValue !== 'function')
        throw new Error(`No samples for ${keyPath}`);
      const same = combinations(parameters).some((args) =>
        isUntranslated(String(fi(...args)), String(svValue(...args)), args),
      );
      if (same) found.push(keyPath);
    } else if (fi !== null && typeof fi === 'object') {
      for (const [key, value] of Object.entries(fi)) {
        walk(value, (svValue as Record<string, unknown>)[key], keyPath ? `${keyPath}.${key}` : key);
      }
    }
  };
  walk(finnish, swedish, '');
  return found;
}

describe('the Swedish catalogue', () => {
  let samples: Map<string, Sample[][]>;
  beforeAll(() => {
    samples = readParameterSamples();
  }, 60_000);

  it('reads the parameter types of the Finnish functions', () => {
    expect(samples.get('billing.tableCaption')).toEqual([[1, 5, -2]]);
    expect(samples.get('invoices.empty')?.[0]).toContain('electricity');
    expect(samples.get('alerts.describe')).toHaveLength(3);
  });

  it('translates every text and every function of the Finnish catalogue', () => {
    expect(untranslated(fiCatalogue, sv, samples)).toEqual([]);
  });

  it('finds a text or a function left in Finnish', () => {
    const halfTranslated: Texts = {
      ...sv,
      menu: { ...sv.menu, home: fiCatalogue.menu.home },
      billing: { ...sv.billing, tableCaption: fiCatalogue.billing.tableCaption },
    };
    expect(untranslated(fiCatalogue, halfTranslated, samples)).toEqual([
      'billing.tableCaption',
      'menu.home',
    ]);
  });

  it('counts with Swedish plurals', () => {
    expect(sv.billing.tableCaption(1)).toBe('1 faktura');
    expect(sv.billing.tableCaption(3)).toBe('3 fakturor');
    expect(sv.dashboard.pointCount(1)).toBe('1 förbrukningsplats');
    expect(sv.dashboard.pointCount(2)).toBe('2 förbrukningsplatser');
  });
});
