// The Tupas bank list from the environment (decision 0031): TUPAS_BANKS names the banks in
// list order, and each bank's settings come from TUPAS_BANK_<ID>_<SETTING>. The embedded test
// bank is the entry `testipankki`, allowed only with the test identification services.

/** The list id of the embedded test bank. */
export const testBankId = 'testipankki';

const variablePrefix = 'TUPAS_BANK_';
const idPattern = /^[a-z][a-z0-9]{0,19}$/;

/** A real bank: where its form goes and what its request and return MACs use. */
export interface ExternalBankSetting {
  id: string;
  test: false;
  name: string;
  url: string;
  vendorId: string;
  keyVersion: string;
  /** The bank's MAC key: never logged, never sent to the browser. */
  macKey: string;
  imagePath: string;
  idType: string;
  languageCode: string;
}

export type TupasBankSetting = ExternalBankSetting | { id: typeof testBankId; test: true };

export interface TupasProblem {
  variable: string;
  message: string;
}

/** Every TUPAS_BANK_… variable of the environment (their names depend on TUPAS_BANKS). */
export function tupasBankVariablesOf(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] =>
        entry[0].startsWith(variablePrefix) && typeof entry[1] === 'string',
    ),
  );
}

const variableOf = (id: string, setting: string) =>
  `${variablePrefix}${id.toUpperCase()}_${setting}`;

// Tupas messages are ISO-8859-1 (identity/tupas.ts); a setting outside it could never be signed.
const isLatin1 = (value: string) => Buffer.from(value, 'latin1').toString('latin1') === value;

interface SettingRule {
  setting: string;
  required: boolean;
  check?: (value: string) => string | null;
}

const rules = {
  name: { setting: 'NAME', required: true },
  url: { setting: 'URL', required: true },
  vendorId: {
    setting: 'VENDOR_ID',
    required: true,
    check: (value) => (/^[\w-]{1,15}$/.test(value) ? null : 'must be 1–15 letters or digits'),
  },
  keyVersion: {
    setting: 'KEY_VERSION',
    required: true,
    check: (value) => (/^\d{4}$/.test(value) ? null : 'must be four digits, e.g. 0001'),
  },
  macKey: { setting: 'MAC_KEY', required: true },
  imagePath: { setting: 'IMAGE', required: false },
  idType: {
    setting: 'ID_TYPE',
    required: false,
    check: (value) => (/^\d{2}$/.test(value) ? null : 'must be two digits, e.g. 02'),
  },
  languageCode: {
    setting: 'LANGUAGE',
    required: false,
    check: (value) => (/^(FI|SV|EN)$/.test(value) ? null : 'must be FI, SV or EN'),
  },
  algorithm: {
    setting: 'ALGORITHM',
    required: false,
    check: (value) => (value === '03' ? null : 'must be 03 (SHA-256, the only MAC supported)'),
  },
} satisfies Record<string, SettingRule>;

function urlProblem(value: string, production: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an http(s) URL';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && !production) return null;
  return production ? 'must be an https URL when NODE_ENV=production' : 'must be an http(s) URL';
}

function readBank(
  id: string,
  variables: Record<string, string>,
  production: boolean,
  problems: TupasProblem[],
): ExternalBankSetting {
  const values = {} as Record<keyof typeof rules, string>;
  for (const [key, rule] of Object.entries(rules) as [keyof typeof rules, SettingRule][]) {
    const variable = variableOf(id, rule.setting);
    const value = (variables[variable] ?? '').trim();
    values[key] = value;
    if (value === '') {
      if (rule.required)
        problems.push({ variable, message: `is required: bank ${id} is in TUPAS_BANKS` });
      continue;
    }
    const problem = !isLatin1(value)
      ? 'must be ISO-8859-1 text'
      : key === 'url'
        ? urlProblem(value, production)
        : (rule.check?.(value) ?? null);
    if (problem) problems.push({ variable, message: problem });
  }
  return {
    id,
    test: false,
    name: values.name,
    url: values.url,
    vendorId: values.vendorId,
    keyVersion: values.keyVersion,
    macKey: values.macKey,
    imagePath: values.imagePath,
    idType: values.idType || '02',
    languageCode: values.languageCode || 'FI',
  };
}

/**
 * The banks of the 'Valitse pankkisi' list and what is wrong with their settings (named by
 * variable, never quoting a value). Without TUPAS_BANKS the list is the test bank when the test
 * services are on, else empty.
 */
export function readTupasBanks(input: {
  list: string | undefined;
  variables: Record<string, string>;
  production: boolean;
  testIdentification: boolean;
}): { banks: TupasBankSetting[]; problems: TupasProblem[] } {
  const problems: TupasProblem[] = [];
  const banks: TupasBankSetting[] =
    input.list === undefined
      ? input.testIdentification
        ? [{ id: testBankId, test: true }]
        : []
      : listedBanks(input, problems);
  const settings = new Set(
    banks.flatMap((bank) =>
      bank.test ? [] : Object.values(rules).map((rule) => variableOf(bank.id, rule.setting)),
    ),
  );
  for (const variable of Object.keys(input.variables)) {
    if (!settings.has(variable)) {
      problems.push({ variable, message: 'is no setting of a bank in TUPAS_BANKS' });
    }
  }
  return { banks, problems };
}

function listedBanks(
  input: Parameters<typeof readTupasBanks>[0],
  problems: TupasProblem[],
): TupasBankSetting[] {
  const banks: TupasBankSetting[] = [];
  const ids = (input.list ?? '').split(',').map((id) => id.trim().toLowerCase());
  for (const id of ids.filter((entry) => entry !== '')) {
    if (!idPattern.test(id)) {
      problems.push({
        variable: 'TUPAS_BANKS',
        message: `'${id}' is not a bank id (a letter, then up to 19 letters or digits)`,
      });
    } else if (banks.some((bank) => bank.id === id)) {
      problems.push({ variable: 'TUPAS_BANKS', message: `names ${id} twice` });
    } else if (id === testBankId) {
      if (input.production) {
        problems.push({
          variable: 'TUPAS_BANKS',
          message: `must not name the test bank ${testBankId} when NODE_ENV=production`,
        });
      } else if (!input.testIdentification) {
        problems.push({
          variable: 'TUPAS_BANKS',
          message: `names the test bank ${testBankId}, which needs TEST_IDENTIFICATION on`,
        });
      }
      banks.push({ id: testBankId, test: true });
    } else {
      banks.push(readBank(id, input.variables, input.production, problems));
    }
  }
  return banks;
}
