import type { Contract } from '@energiaportaali/domain';

/** What tells a metering point from another: its product and identifier. */
export const pointKey = (contract: Contract) =>
  `${contract.utility}/${contract.meteringpointIdentifier}`;

/** One contract for each point: a point with several (network and production) counts once. */
export function distinctPoints(contracts: readonly Contract[]): Contract[] {
  const seen = new Set<string>();
  return contracts.filter((contract) => {
    const key = pointKey(contract);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
