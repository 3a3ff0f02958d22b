import { formatDate, formatNumber, type UsagePeriod } from '@energiaportaali/domain';
import { lazy, Suspense } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import type { ProductUsage } from './product-usage';
import {
  cardProducts,
  useCompanyUsage,
  type CardProduct,
  type CompanyPoint,
} from './use-company-usage';

// The small charts come in their own chunk, fetched once a card has numbers to draw.
const SmallUsageChart = lazy(() => import('./small-usage-chart'));

/** Dashboards show whole units (spec 02 §9). */
const totalDecimals = 0;

function ProductSummary({
  product,
  usage,
  periodName,
}: {
  product: CardProduct;
  usage: ProductUsage;
  periodName: string;
}) {
  const texts = useTexts();
  const name = texts.consumption.products[product];
  const unit = texts.dashboard.units[usage.unit];
  const hasData = usage.buckets.some((bucket) => bucket.value !== null);
  const noDataYet = texts.consumption.noDataYet;
  const dataFrom = usage.noDataYet?.dataFrom;
  return (
    <div className="company-usage__product">
      <h4>{name}</h4>
      {hasData ? (
        <>
          <p className="company-usage__total">
            {texts.company.usage.total}{' '}
            <strong>
              {formatNumber(usage.total, totalDecimals)} {unit}
            </strong>
          </p>
          <Suspense fallback={<Spinner label={texts.company.usage.chartLoading} />}>
            <SmallUsageChart
              buckets={usage.buckets}
              unit={unit}
              label={texts.company.usage.chartLabel(name, periodName)}
            />
          </Suspense>
        </>
      ) : usage.noDataYet ? (
        <>
          <p className="company-usage__no-data">{noDataYet.title}</p>
          {dataFrom && <p>{noDataYet.dataFrom(formatDate(dataFrom))}</p>}
        </>
      ) : (
        <p>{texts.company.usage.noData}</p>
      )}
    </div>
  );
}

/** The company's electricity and district heat in the period: totals and a small chart each. */
export function CompanyUsage({
  businessId,
  points,
  period,
  periodName,
}: {
  businessId: string;
  points: readonly CompanyPoint[];
  period: UsagePeriod;
  periodName: string;
}) {
  const texts = useTexts().company.usage;
  const usage = useCompanyUsage(businessId, points, period);
  if (points.length === 0) return <p>{texts.noPoints}</p>;
  if (usage.status === 'pending') return <Spinner label={texts.loading} />;
  if (usage.status === 'error') {
    return (
      <LoadFailure
        message={usage.loggingOut ? texts.unauthorized : texts.failed}
        loggingOut={usage.loggingOut}
        onRetry={usage.retry}
      />
    );
  }
  return (
    <div className="company-usage">
      {cardProducts.map((product) => {
        const productUsage = usage.products[product];
        return productUsage ? (
          <ProductSummary
            key={product}
            product={product}
            usage={productUsage}
            periodName={periodName}
          />
        ) : null;
      })}
    </div>
  );
}
