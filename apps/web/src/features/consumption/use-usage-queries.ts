import {
  apiLevelOf,
  usageQueryRange,
  usageTypeOf,
  type Product,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../api/client';
import { fetchTemperature, fetchUsage } from '../../api/consumption';

/** Whose consumption the page shows: a metering point, seen through a company when given. */
export interface UsageTarget {
  product: Product;
  mp: string;
  /** Business id of the company or housing company (company and manager views). */
  companyId?: string;
}

function queryBase(target: UsageTarget, period: UsagePeriod) {
  const level = apiLevelOf(target.product, period);
  const query = { ...usageQueryRange(period), mp: target.mp, companyid: target.companyId };
  return { level, query };
}

/**
 * The consumption of the period; with `comparison` each bucket also carries the same bucket a
 * year earlier, with `cost` its cost in euros. Disabled queries never fetch (the comparison
 * waits for a successful load).
 */
export function useUsageQuery(
  target: UsageTarget,
  period: UsagePeriod,
  {
    comparison = false,
    cost = false,
    enabled = true,
  }: { comparison?: boolean; cost?: boolean; enabled?: boolean } = {},
) {
  const { level, query } = queryBase(target, period);
  const type = usageTypeOf[target.product];
  return useQuery({
    queryKey: ['usage', type, level, query, comparison, cost],
    queryFn: async ({ signal }) =>
      unwrap(
        await fetchUsage(
          type,
          level,
          {
            ...query,
            comparison: comparison ? 'true' : undefined,
            cost: cost ? 'true' : undefined,
          },
          signal,
        ),
      ),
    enabled,
  });
}

/** Mean temperatures of the point's area per bucket of the period. */
export function useTemperatureQuery(target: UsageTarget, period: UsagePeriod, enabled: boolean) {
  const { level, query } = queryBase(target, period);
  return useQuery({
    queryKey: ['temperature', level, query],
    queryFn: async ({ signal }) => unwrap(await fetchTemperature(level, query, signal)),
    enabled,
  });
}
