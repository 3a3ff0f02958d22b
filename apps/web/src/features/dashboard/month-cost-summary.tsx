import { formatNumber, type Product } from '@energiaportaali/domain';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import type { DashboardPoint } from './metering-points';
import { useMonthCost } from './use-month-cost';

/**
 * 'Tämän kuun kustannukset' and 'Ennuste koko kuulle' of a product card, euros with VAT over all
 * its points; nothing when none of them is priced.
 */
export function MonthCostSummary({
  product,
  points,
  now,
}: {
  product: Product;
  points: readonly DashboardPoint[];
  now: Date;
}) {
  const texts = useTexts().dashboard.monthCost;
  const cost = useMonthCost(product, points, now);
  const euros = (value: number) => texts.euros(formatNumber(value, 2));
  switch (cost.kind) {
    case 'hidden':
      return null;
    case 'loading':
      return (
        <div className="product-card__cost">
          <Spinner label={texts.loading} />
        </div>
      );
    case 'failed':
      return <p className="product-card__cost product-card__cost-note">{texts.failed}</p>;
    case 'noDataYet':
      return <p className="product-card__cost product-card__cost-note">{texts.noDataYet}</p>;
    case 'partial':
      return <p className="product-card__cost product-card__cost-note">{texts.partial}</p>;
    case 'ready':
      return (
        <dl className="product-card__cost">
          <div>
            <dt>{texts.soFar}</dt>
            <dd>{euros(cost.soFar)}</dd>
          </div>
          <div>
            <dt>{texts.forecast}</dt>
            <dd>{euros(cost.forecast)}</dd>
          </div>
        </dl>
      );
  }
}
