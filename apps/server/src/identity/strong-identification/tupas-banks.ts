import { randomInt } from 'node:crypto';
import type { Bank } from '@energiaportaali/domain';
import type { Env } from '../../config/env';
import { testBankId, type ExternalBankSetting } from '../../config/tupas-settings';
import { buildBankEntry, type BankConfig } from '../tupas';
import type { Flow } from './identification';

export const testBankPath = '/test-bank/tupas';
export const tupasReturnPath = '/api/auth/tupas/return';

/** A bank the list offers, with the secret its MACs use (never sent to the browser). */
export interface ConfiguredBank {
  id: string;
  config: BankConfig;
  secret: string;
}

/** A Tupas stamp issued with a bank list entry; kept in one_time_tokens (single use, 15 min). */
export interface StampData {
  flow: Flow;
}

// The embedded test bank: listed only with the test services on (config/env.ts refuses it
// otherwise, and always in production).
function testBank(env: Env, origin: string): ConfiguredBank {
  return {
    id: testBankId,
    secret: env.TUPAS_TEST_BANK_SECRET,
    config: {
      name: 'Testipankki (testipalvelu)',
      bankAuthUrl: `${origin}${testBankPath}`,
      imgPath: '/test-bank/testipankki.svg',
      messageType: '701',
      version: '0003',
      vendorId: 'ENERGIAPORTAALI',
      languageCode: 'FI',
      idType: '02',
      keyVersion: '0001',
    },
  };
}

function externalBank(bank: ExternalBankSetting): ConfiguredBank {
  return {
    id: bank.id,
    secret: bank.macKey,
    config: {
      name: bank.name,
      bankAuthUrl: bank.url,
      imgPath: bank.imagePath,
      messageType: '701',
      version: '0003',
      vendorId: bank.vendorId,
      languageCode: bank.languageCode,
      idType: bank.idType,
      keyVersion: bank.keyVersion,
    },
  };
}

/** The banks of the 'Valitse pankkisi' list, in TUPAS_BANKS order (decision 0031). */
export function configuredBanks(env: Env, origin: string): ConfiguredBank[] {
  return env.tupasBanks.flatMap((bank) => {
    if (!bank.test) return [externalBank(bank)];
    return env.testIdentification ? [testBank(env, origin)] : [];
  });
}

/** A Tupas stamp: the time (yyyymmddhhmmss, UTC) and six random digits, 20 digits in all. */
export function newStamp(now: Date): string {
  const time = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${time}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** The list entry of one bank for one identification attempt, with its links and MAC. */
export function bankEntry(bank: ConfiguredBank, origin: string, flow: Flow, stamp: string): Bank {
  const interrupted = flow === 'reg' ? '/rekisteroidy/aloita' : '/palauta';
  return buildBankEntry(bank.config, {
    stamp,
    returnLink: `${origin}${tupasReturnPath}`,
    cancelLink: `${origin}${interrupted}?error=cancel`,
    rejectLink: `${origin}${interrupted}?error=reject`,
    secret: bank.secret,
  });
}
