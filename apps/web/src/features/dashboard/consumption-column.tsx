import { useId } from 'react';
import { usePortalConfig } from '../../api/configuration';
import { useTexts } from '../../texts';
import { MeteredProductCard } from './metered-product-card';
import { dashboardProducts, pointsOf, type DashboardProduct } from './metering-points';
import { CardTotal, MessageCard, ProductCard } from './product-card';
import { useContractsQuery } from '../../api/contracts';
import { loadFailureOf } from './use-dashboard-queries';
import { currentYear } from './year-totals';

function ProductEntry({ card: { product, incoming }, now }: { card: DashboardProduct; now: Date }) {
  const texts = useTexts().dashboard;
  const contracts = useContractsQuery();
  const totalId = useId();
  const { period, range, year } = currentYear(now);

  if (incoming) return <MessageCard product={product} message={texts.waterIncoming} />;
  if (!contracts.isSuccess) {
    const status = contracts.isError
      ? ({ kind: 'error', failure: loadFailureOf(contracts.error) } as const)
      : ({ kind: 'loading' } as const);
    return (
      <ProductCard product={product} heading={texts.products[product]}>
        <CardTotal
          id={totalId}
          product={product}
          status={status}
          year={year}
          onRetry={() => void contracts.refetch()}
        />
      </ProductCard>
    );
  }
  const points = pointsOf(contracts.data.contracts, product, year);
  if (points.length === 0) return <MessageCard product={product} message={texts.noContracts} />;
  return (
    <MeteredProductCard
      product={product}
      points={points}
      now={now}
      year={year}
      period={period}
      range={range}
    />
  );
}

/** 'Kulutustietoni': a card per configured product with this year's consumption. */
export function ConsumptionColumn({ now }: { now: Date }) {
  const texts = useTexts().dashboard;
  const config = usePortalConfig();
  const headingId = useId();
  return (
    <section className="dashboard__column" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.consumptionHeading}</h2>
      <ul className="product-cards">
        {dashboardProducts(config).map((card) => (
          <ProductEntry key={card.product} card={card} now={now} />
        ))}
      </ul>
    </section>
  );
}
