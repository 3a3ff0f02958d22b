import type { CustomerData, Product } from '@energiaportaali/domain';
import { useQueries } from '@tanstack/react-query';
import { contractsQuery } from '../../api/contracts';
import type { SessionUser } from '../../lib/session';

/** A metering point an alert may watch. */
export interface AlertPoint {
  identifier: string;
  utility: Product;
  unit: string;
  address: string;
  /** The company whose view the point belongs to (company roles); undefined for a consumer. */
  companyId?: string;
}

/** One entry per point, in the order the contracts list them. */
export function alertPointsOf(
  answers: readonly { companyId?: string; data: CustomerData }[],
): AlertPoint[] {
  const points = new Map<string, AlertPoint>();
  for (const { companyId, data } of answers) {
    for (const contract of data.contracts) {
      if (points.has(contract.meteringpointIdentifier)) continue;
      points.set(contract.meteringpointIdentifier, {
        identifier: contract.meteringpointIdentifier,
        utility: contract.utility,
        unit: contract.unit,
        address: [contract.address, contract.zip, contract.city].filter(Boolean).join(', '),
        ...(companyId === undefined ? {} : { companyId }),
      });
    }
  }
  return [...points.values()];
}

export type AlertPoints = { status: 'pending' } | { status: 'done'; points: AlertPoint[] };

/** The user's points from GET /api/contracts: a consumer's own, a company role's companies'. */
export function useAlertPoints(user: SessionUser): AlertPoints {
  const owners: (string | undefined)[] =
    user.role === 'consumer' ? [undefined] : (user.companies ?? []).map((c) => c.identifier);
  const results = useQueries({
    queries: owners.map((owner) => ({ ...contractsQuery(owner), retry: false })),
  });
  if (results.some((result) => result.isPending)) return { status: 'pending' };
  const answers = results.flatMap((result, index) =>
    result.isSuccess ? [{ companyId: owners[index], data: result.data }] : [],
  );
  return { status: 'done', points: alertPointsOf(answers) };
}
