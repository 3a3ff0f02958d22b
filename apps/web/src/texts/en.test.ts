import { describe, expect, it } from 'vitest';
import { fiCatalogue, type Texts } from './catalogue';
import { en } from './en';

/**
 * What may read the same in English as in Finnish, removed before the check (longest first):
 * the units the meters and prices are in, and the file format the invoices come as. Any other
 * letter left in an identical text means a key left untranslated.
 */
const sameInBothLanguages = ['c/kWh', 'kWh', 'MWh', 'm³', '°C', '€', 'PDF'];
/** A web address (the payment partner's site) reads the same in every language. */
const addresses = [/https?:\/\/\S+/g];

/**
 * Sample calls of the functions whose parameters are not all strings (numbers, a product),
 * typed so the compiler keeps them in step with the catalogue; plurals with one and many. Every
 * other function is called with one sample string per parameter.
 */
const calls: Record<string, (texts: Texts) => string[]> = {
  'dashboard.loadingYear': (t) => [t.dashboard.loadingYear(2026)],
  'dashboard.pointCount': (t) => [t.dashboard.pointCount(1), t.dashboard.pointCount(3)],
  'dashboard.yearSelector.goTo': (t) => [t.dashboard.yearSelector.goTo(2026)],
  'consumption.periodLabels.year': (t) => [t.consumption.periodLabels.year(2026)],
  'consumption.periodLabels.week': (t) => [t.consumption.periodLabels.week(12, 2026)],
  'invoices.empty': (t) =>
    (['electricity', 'heat', 'fiber', 'water'] as const).map((product) =>
      t.invoices.empty(product),
    ),
  'billing.tableCaption': (t) => [t.billing.tableCaption(1), t.billing.tableCaption(7)],
  'billing.company.showUsagePlaces': (t) => [t.billing.company.showUsagePlaces(2, 9)],
  'selfService.feedback.remaining': (t) => [
    t.selfService.feedback.remaining(12),
    t.selfService.feedback.remaining(-3),
  ],
  'company.pagination.pageOf': (t) => [t.company.pagination.pageOf(2, 9)],
  'company.usage.thisYear': (t) => [t.company.usage.thisYear(2026)],
  'company.persons.showCompanies': (t) => [t.company.persons.showCompanies(4)],
  'propertyManager.superUser.showHouses': (t) => [t.propertyManager.superUser.showHouses(3)],
  'propertyManager.houseList.showMoreHouses': (t) => [
    t.propertyManager.houseList.showMoreHouses(3),
  ],
  'propertyManager.monthChart.caption': (t) => [
    t.propertyManager.monthChart.caption(2026, '1 234 kWh'),
  ],
  'propertyManager.monthChart.tableCaption': (t) => [
    t.propertyManager.monthChart.tableCaption(2026),
  ],
  'invitation.managerCompany.stepOf': (t) => [t.invitation.managerCompany.stepOf(1, 2)],
  'companyRegistration.subsidiary': (t) => [t.companyRegistration.subsidiary(2)],
  'companyRegistration.removeSubsidiaryLabel': (t) => [
    t.companyRegistration.removeSubsidiaryLabel(2),
  ],
  'backOffice.list.page': (t) => [t.backOffice.list.page(2)],
  'backOffice.registrations.subsidiariesLeftOut': (t) => [
    t.backOffice.registrations.subsidiariesLeftOut(1),
    t.backOffice.registrations.subsidiariesLeftOut(3),
  ],
  'backOffice.users.sessionsEnded': (t) => [t.backOffice.users.sessionsEnded('Xavier', 2)],
};
const sampleStrings = ['Xavier', 'Yolanda', 'Zachary'];

type Entry = { path: string; fi: string; en: string };

/** Every text of both catalogues side by side, functions called with their samples. */
function entries(fi: unknown, english: unknown, path: string): Entry[] {
  if (typeof fi === 'string') return [{ path, fi, en: String(english) }];
  if (typeof fi === 'function') {
    const call =
      calls[path] ??
      ((t: unknown) => [(at(t, path) as (...args: string[]) => string)(...sampleStrings)]);
    const fiTexts = call(fiCatalogue);
    const enTexts = call(en);
    return fiTexts.map((text, index) => ({
      path: `${path}#${index}`,
      fi: text,
      en: enTexts[index] ?? '',
    }));
  }
  const fiObject = fi as Record<string, unknown>;
  const enObject = (english ?? {}) as Record<string, unknown>;
  return Object.keys(fiObject).flatMap((key) =>
    entries(fiObject[key], enObject[key], path ? `${path}.${key}` : key),
  );
}

function at(texts: unknown, path: string): unknown {
  return path.split('.').reduce((value, key) => (value as Record<string, unknown>)[key], texts);
}

/** The same key paths, in arrays and objects alike, of a catalogue. */
function keyPaths(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [path];
  return Object.entries(value).flatMap(([key, inner]) =>
    keyPaths(inner, path ? `${path}.${key}` : key),
  );
}

/** What is left of an identical text once samples, numbers and the allowed words are removed. */
function leftover(text: string): string {
  let rest = text;
  for (const sample of [...sampleStrings, ...addresses]) rest = rest.replaceAll(sample, ' ');
  for (const word of sameInBothLanguages) rest = rest.replaceAll(word, ' ');
  return (rest.match(/\p{L}+/gu) ?? []).join(' ');
}

const all = entries(fiCatalogue, en, '');

describe('the English catalogue', () => {
  it('has exactly the keys of the Finnish one', () => {
    expect(keyPaths(en)).toEqual(keyPaths(fiCatalogue));
  });

  it('calls every sampled function of both catalogues', () => {
    for (const path of Object.keys(calls))
      expect(typeof at(fiCatalogue, path), path).toBe('function');
    expect(all.length).toBeGreaterThan(600);
  });

  it('translates every text: the same as Finnish only for units, formats and addresses', () => {
    const untranslated = all
      .filter((entry) => entry.en === entry.fi && leftover(entry.en) !== '')
      .map((entry) => `${entry.path}: ${entry.en}`);
    expect(untranslated).toEqual([]);
  });

  it('has no Finnish letters in any text', () => {
    const finnish = all
      .filter((entry) => /[äöå]/i.test(entry.en))
      .map((entry) => `${entry.path}: ${entry.en}`);
    expect(finnish).toEqual([]);
  });

  it('says one and many in English', () => {
    expect(en.billing.tableCaption(1)).toBe('1 invoice');
    expect(en.billing.tableCaption(0)).toBe('0 invoices');
    expect(en.dashboard.pointCount(2)).toBe('2 metering points');
  });
});
