import { openEndedContractEnd, products, type Contract } from '@energiaportaali/domain';

/** Whether the contract is valid until further notice (spec 02 §9). */
export function isOpenEnded(contract: Contract): boolean {
  return contract.contractEnd === openEndedContractEnd;
}

/** Whether the contract's last day (YYYY-MM-DD) is before `today` (YYYY-MM-DD). */
export function hasEnded(contract: Contract, today: string): boolean {
  return !isOpenEnded(contract) && contract.contractEnd < today;
}

/** The yearly estimate in kWh, shown only for a contract that has not ended; else null. */
export function shownYearlyEstimate(contract: Contract, today: string): number | null {
  return hasEnded(contract, today) ? null : contract.yearlyEstimate;
}

// Finnish order with numbers by value: 'Tie 2' before 'Tie 10', 'Ö' after 'Z'.
const collator = new Intl.Collator('fi', { numeric: true });

/**
 * Contracts by street (spec 02 §9), then city and product (electricity, heat, water), the
 * newest contract of each first.
 */
export function sortContracts(contracts: readonly Contract[]): Contract[] {
  return [...contracts].sort(
    (a, b) =>
      collator.compare(a.address, b.address) ||
      collator.compare(a.city, b.city) ||
      products.indexOf(a.utility) - products.indexOf(b.utility) ||
      b.contractStart.localeCompare(a.contractStart),
  );
}
