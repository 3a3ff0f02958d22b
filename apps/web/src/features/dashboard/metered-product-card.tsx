import { formatDate, formatNumber, type Product, type UsagePeriod } from '@energiaportaali/domain';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '../../texts';
import { cardStatus, type PointTotal } from './card-status';
import { detailPath } from '../../lib/consumption-paths';
import type { DashboardPoint } from './metering-points';
import { MonthCostSummary } from './month-cost-summary';
import { CardTotal, ProductCard } from './product-card';
import { usePointTotals } from './use-dashboard-queries';
import { YearSelector } from './year-selector';
import { totalDecimals } from './year-totals';

const placeOf = (point: DashboardPoint) => `${point.address}, ${point.zip} ${point.city}`;

function PointTotalText({ product, total }: { product: Product; total: PointTotal | undefined }) {
  const texts = useTexts();
  if (total?.status === 'success') {
    const { value, unit } = total.amount;
    return `${formatNumber(value, totalDecimals[product])} ${texts.dashboard.units[unit]}`;
  }
  if (total?.status === 'noDataYet') return texts.consumption.noDataYet.title;
  return total?.status === 'error' ? texts.dashboard.loadFailed : texts.common.loading;
}

/**
 * The card of a product with metering points: this year's total over all points. One point: the
 * title links to its consumption page; several: the title expands the list of points.
 */
export function MeteredProductCard({
  product,
  points,
  now,
  year,
  period,
  range,
}: {
  product: Product;
  points: readonly DashboardPoint[];
  now: Date;
  year: number;
  period: UsagePeriod;
  range: { start: string; end: string };
}) {
  const texts = useTexts().dashboard;
  const ids = useId();
  const totalId = `${ids}-total`;
  const placeId = `${ids}-place`;
  const periodId = `${ids}-period`;
  const listId = `${ids}-points`;
  const selectorId = `${ids}-years`;
  const [expanded, setExpanded] = useState(false);
  const [selectorOpen, setSelectorOpen] = useState(false);
  const selectorButtonRef = useRef<HTMLButtonElement>(null);
  const { totals, retry } = usePointTotals(product, points, period, range);
  const status = cardStatus(points.map((point) => totals.get(point.id) ?? { status: 'pending' }));

  const closeSelector = useCallback(() => {
    setSelectorOpen(false);
    selectorButtonRef.current?.focus();
  }, []);
  const failedYearOf = (point: DashboardPoint) =>
    totals.get(point.id)?.status === 'error' ? year : undefined;

  // The only point, when there is just one.
  const single = points.length === 1 ? points[0] : undefined;
  const describedBy = `${totalId} ${placeId} ${periodId}`;
  const heading = single ? (
    <Link
      className="product-card__main-action"
      to={detailPath(product, single.id)}
      aria-describedby={describedBy}
    >
      {texts.products[product]}
    </Link>
  ) : (
    <button
      type="button"
      className="product-card__main-action"
      aria-expanded={expanded}
      aria-controls={listId}
      aria-describedby={describedBy}
      onClick={() => setExpanded((open) => !open)}
    >
      {texts.products[product]}
      <span className="product-card__chevron" aria-hidden="true" />
    </button>
  );

  const pointList = !single && (
    <ul
      id={listId}
      className="point-list"
      aria-label={texts.pointsLabel(texts.products[product])}
      hidden={!expanded}
    >
      {points.map((point) => (
        <li key={point.id}>
          <Link className="point-list__link" to={detailPath(product, point.id)}>
            <span className="point-list__place">{placeOf(point)}</span>
            <span className="point-list__total">
              <PointTotalText product={product} total={totals.get(point.id)} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <ProductCard
      product={product}
      heading={heading}
      extra={
        <>
          {pointList}
          <div className="product-card__actions">
            <button
              ref={selectorButtonRef}
              type="button"
              className="product-card__year-button"
              aria-expanded={selectorOpen}
              aria-controls={selectorOpen ? selectorId : undefined}
              onClick={() => setSelectorOpen((open) => !open)}
            >
              {texts.yearSelector.open}
            </button>
          </div>
          {selectorOpen && (
            <YearSelector
              id={selectorId}
              points={points}
              now={now}
              failedYearOf={failedYearOf}
              onClose={closeSelector}
            />
          )}
        </>
      }
    >
      <CardTotal id={totalId} product={product} status={status} year={year} onRetry={retry} />
      <p id={placeId} className="product-card__place">
        {single ? placeOf(single) : texts.pointCount(points.length)}
      </p>
      <p id={periodId} className="product-card__period">
        {`${formatDate(period.start)}–${formatDate(now)}`}
      </p>
      <MonthCostSummary product={product} points={points} now={now} />
    </ProductCard>
  );
}
