import type { CustomerData } from '@energiaportaali/domain';
import { useQueries } from '@tanstack/react-query';
import { contractsQuery } from '../../api/contracts';
import type { SessionUser } from '../../lib/session';

/** A water metering point of the logged-in user, with the meters a reading may be for. */
export interface OwnWaterPoint {
  identifier: string;
  address: string;
  deviceCodes: string[];
}

/**
 * Whose contracts hold the user's water points: a consumer's own (no company id), a company
 * role's companies, a property manager's housing companies (by business id).
 */
function contractOwners(user: SessionUser): (string | undefined)[] {
  switch (user.role) {
    case 'consumer':
      return [undefined];
    case 'companyUser':
    case 'companyManager':
      return (user.companies ?? []).map((company) => company.identifier);
    case 'remUser':
    case 'remCompany':
      return (user.housingCompanies ?? []).map((housingCompany) => housingCompany.official);
    case 'operator':
      return [];
  }
}

export function waterPointsOf(answers: readonly CustomerData[]): OwnWaterPoint[] {
  const points = new Map<string, OwnWaterPoint>();
  for (const contract of answers.flatMap((answer) => answer.contracts)) {
    if (contract.utility !== 'water' || points.has(contract.meteringpointIdentifier)) continue;
    points.set(contract.meteringpointIdentifier, {
      identifier: contract.meteringpointIdentifier,
      address: [contract.address, contract.zip, contract.city].filter(Boolean).join(', '),
      deviceCodes: contract.deviceCodes,
    });
  }
  return [...points.values()];
}

export type OwnWaterPoints = { status: 'pending' } | { status: 'done'; points: OwnWaterPoint[] };

/**
 * The logged-in user's water points from GET /api/contracts. A failed call only narrows the
 * list: the form then lets the user type the point number, as anonymous users do.
 */
export function useOwnWaterPoints(user: SessionUser | null): OwnWaterPoints {
  const owners = user ? contractOwners(user) : [];
  const results = useQueries({
    queries: owners.map((owner) => ({ ...contractsQuery(owner), retry: false })),
  });
  if (results.some((result) => result.isPending)) return { status: 'pending' };
  const answers = results.flatMap((result) => (result.isSuccess ? [result.data] : []));
  return { status: 'done', points: waterPointsOf(answers) };
}
