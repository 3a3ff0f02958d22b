import { openEndedContractEnd, type Contract } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { buildContract } from '../../test/contracts';
import { hasEnded, isOpenEnded, shownYearlyEstimate, sortContracts } from './contract-rules';

describe('contract end', () => {
  it('is open-ended for the billing system’s year 9999 marker', () => {
    expect(isOpenEnded(buildContract({ contractEnd: openEndedContractEnd }))).toBe(true);
    expect(isOpenEnded(buildContract({ contractEnd: '2019-12-31' }))).toBe(false);
  });

  it('has ended only after its last day', () => {
    const contract = buildContract({ contractEnd: '2025-06-30' });
    expect(hasEnded(contract, '2025-06-30')).toBe(false);
    expect(hasEnded(contract, '2025-07-01')).toBe(true);
    expect(hasEnded(buildContract({ contractEnd: openEndedContractEnd }), '2999-01-01')).toBe(
      false,
    );
  });

  it('shows the yearly estimate only while the contract has not ended', () => {
    const ended = buildContract({ contractEnd: '2019-12-31', yearlyEstimate: 8200 });
    const valid = buildContract({ contractEnd: openEndedContractEnd, yearlyEstimate: 7400 });
    const endsLater = buildContract({ contractEnd: '2030-12-31', yearlyEstimate: 100 });
    expect(shownYearlyEstimate(ended, '2025-01-01')).toBeNull();
    expect(shownYearlyEstimate(valid, '2025-01-01')).toBe(7400);
    expect(shownYearlyEstimate(endsLater, '2025-01-01')).toBe(100);
    expect(shownYearlyEstimate(buildContract({ yearlyEstimate: null }), '2025-01-01')).toBeNull();
  });
});

describe('sortContracts', () => {
  const label = (contract: Contract) =>
    `${contract.address} ${contract.utility} ${contract.contractStart}`;

  it('orders by street the Finnish way, then product, newest first', () => {
    const contracts = [
      buildContract({ address: 'Övertie 1', utility: 'electricity' }),
      buildContract({ address: 'Esimerkkitie 10', utility: 'electricity' }),
      buildContract({ address: 'Esimerkkitie 5', utility: 'water' }),
      buildContract({
        address: 'Esimerkkitie 5',
        utility: 'electricity',
        contractStart: '2014-03-01',
      }),
      buildContract({ address: 'Esimerkkitie 5', utility: 'districtheat' }),
      buildContract({
        address: 'Esimerkkitie 5',
        utility: 'electricity',
        contractStart: '2020-01-01',
      }),
      buildContract({ address: 'Zetakuja 2', utility: 'electricity' }),
    ];
    expect(sortContracts(contracts).map(label)).toEqual([
      'Esimerkkitie 5 electricity 2020-01-01',
      'Esimerkkitie 5 electricity 2014-03-01',
      'Esimerkkitie 5 districtheat 2020-01-01',
      'Esimerkkitie 5 water 2020-01-01',
      'Esimerkkitie 10 electricity 2020-01-01',
      'Zetakuja 2 electricity 2020-01-01',
      'Övertie 1 electricity 2020-01-01',
    ]);
    expect(contracts[0]!.address).toBe('Övertie 1');
  });
});
