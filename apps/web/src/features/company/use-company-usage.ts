import {
  apiLevelOf,
  usageQueryRange,
  usageTypeOf,
  type Contract,
  type UsageAnswer,
  type UsagePeriod,
} from '@energiaportaali/domain';
import { useQueries } from '@tanstack/react-query';
import { endsTheSession, unwrap } from '../../api/client';
import { fetchUsage } from '../../api/consumption';
import { distinctPoints } from '../../lib/metering-points';
import { productUsage, type ProductUsage } from './product-usage';

/** The products a company card sums: those the company routes show (spec 02 route table). */
export const cardProducts = ['electricity', 'districtheat'] as const;
export type CardProduct = (typeof cardProducts)[number];

/** A metering point of the company, once per product even when it has several contracts. */
export interface CompanyPoint {
  product: CardProduct;
  mp: string;
}

const isCardProduct = (utility: string): utility is CardProduct =>
  (cardProducts as readonly string[]).includes(utility);

/** The company's electricity and district heat points, each once. */
export function companyPoints(contracts: readonly Contract[]): CompanyPoint[] {
  return distinctPoints(contracts).flatMap(({ utility, meteringpointIdentifier: mp }) =>
    isCardProduct(utility) ? [{ product: utility, mp }] : [],
  );
}

// A point whose data for the period is missing answers 404: it adds nothing to the sums. One
// without data yet answers 200 with `noDataYet` (decision 0043).
async function pointUsage(
  point: CompanyPoint,
  period: UsagePeriod,
  businessId: string,
  signal: AbortSignal,
): Promise<UsageAnswer | null> {
  const level = apiLevelOf(point.product, period);
  const query = { ...usageQueryRange(period), mp: point.mp, companyid: businessId };
  const result = await fetchUsage(usageTypeOf[point.product], level, query, signal);
  if (!result.ok && result.reason === 'http' && result.status === 404) return null;
  return unwrap(result);
}

export type CompanyUsage =
  | { status: 'pending' }
  | { status: 'error'; loggingOut: boolean; retry: () => void }
  | { status: 'success'; products: Partial<Record<CardProduct, ProductUsage>> };

/** The company's consumption in the period, one call per point, summed per product. */
export function useCompanyUsage(
  businessId: string,
  points: readonly CompanyPoint[],
  period: UsagePeriod,
): CompanyUsage {
  const { start, end } = usageQueryRange(period);
  return useQueries({
    queries: points.map((point) => ({
      queryKey: [
        'company-usage',
        businessId,
        point.product,
        point.mp,
        apiLevelOf(point.product, period),
        start,
        end,
      ],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        pointUsage(point, period, businessId, signal),
    })),
    combine: (results): CompanyUsage => {
      const failed = results.find((result) => result.isError);
      if (failed) {
        return {
          status: 'error',
          loggingOut: endsTheSession(failed.error),
          retry: () => results.forEach((result) => result.isError && void result.refetch()),
        };
      }
      if (results.some((result) => result.isPending)) return { status: 'pending' };
      const products: Partial<Record<CardProduct, ProductUsage>> = {};
      for (const product of cardProducts) {
        const indexes = points.flatMap((point, index) =>
          point.product === product ? [index] : [],
        );
        if (indexes.length === 0) continue;
        const answers = indexes.flatMap((index) => results[index]?.data ?? []);
        products[product] = productUsage(period, answers);
      }
      return { status: 'success', products };
    },
  });
}
