import { formatDate, type Product } from '@energiaportaali/domain';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { useTexts } from '../../texts';
import { AnimatedTotal } from './animated-total';
import type { CardStatus, LoadFailure } from './card-status';
import { ProductIcon } from './product-icon';
import { countUpDurations, totalDecimals } from './year-totals';

/**
 * The frame of a product card: icon, title (`heading`: plain text, a link or the expand button)
 * and the summary below it; `extra` follows the summary (point list, year selector).
 */
export function ProductCard({
  product,
  heading,
  children,
  extra,
}: {
  product: Product;
  heading: ReactNode;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <li className={`product-card product-card--${product}`}>
      <div className="product-card__summary">
        <ProductIcon product={product} />
        <h3 className="product-card__title">{heading}</h3>
        {children}
      </div>
      {extra}
    </li>
  );
}

/** A card that only says something: coming soon, no contracts. */
export function MessageCard({ product, message }: { product: Product; message: string }) {
  const texts = useTexts().dashboard;
  return (
    <ProductCard product={product} heading={texts.products[product]}>
      <p className="product-card__message">{message}</p>
    </ProductCard>
  );
}

export function LoadError({ failure, onRetry }: { failure: LoadFailure; onRetry: () => void }) {
  const texts = useTexts();
  return (
    <div className="product-card__error">
      <p role="alert">
        {failure === 'network' ? texts.dashboard.networkError : texts.dashboard.loadFailed}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {texts.common.retry}
      </button>
    </div>
  );
}

/** A card whose points have no meter data yet: said plainly, no failure colour, no retry. */
function NoDataYet({ id, dataFrom }: { id: string; dataFrom: string | null }) {
  const texts = useTexts().consumption.noDataYet;
  return (
    <div id={id} className="product-card__no-data">
      <p className="product-card__no-data-title">{texts.title}</p>
      {dataFrom && <p>{texts.dataFrom(formatDate(dataFrom))}</p>}
    </div>
  );
}

/** The card's total, its loading text, its no-data-yet note or its error with a retry button. */
export function CardTotal({
  id,
  product,
  status,
  year,
  onRetry,
}: {
  id: string;
  product: Product;
  status: CardStatus;
  year: number;
  onRetry: () => void;
}) {
  const texts = useTexts().dashboard;
  switch (status.kind) {
    case 'loading':
      return (
        <div id={id}>
          <Spinner label={texts.loadingYear(year)} />
        </div>
      );
    case 'error':
      return (
        <div id={id}>
          <LoadError failure={status.failure} onRetry={onRetry} />
        </div>
      );
    case 'noDataYet':
      return <NoDataYet id={id} dataFrom={status.dataFrom} />;
    case 'ready':
      return (
        <p id={id} className="product-card__total">
          <AnimatedTotal
            value={status.total.value}
            decimals={totalDecimals[product]}
            duration={countUpDurations[product]}
            unit={texts.units[status.total.unit]}
          />
        </p>
      );
  }
}
