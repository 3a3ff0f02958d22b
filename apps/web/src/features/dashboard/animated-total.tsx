import { formatNumber } from '@energiaportaali/domain';
import { useCountUp } from './use-count-up';

/**
 * A total that counts up on screen. Screen readers get only the final value (visually hidden
 * text), never the running numbers.
 */
export function AnimatedTotal({
  value,
  decimals,
  duration,
  unit,
}: {
  value: number;
  decimals: number;
  duration: number;
  unit: string;
}) {
  const numberRef = useCountUp<HTMLSpanElement>(value, duration, decimals);
  return (
    <>
      <span aria-hidden="true" className="product-card__amount">
        <span ref={numberRef} className="product-card__number" /> {unit}
      </span>
      <span className="visually-hidden">
        {formatNumber(value, decimals)} {unit}
      </span>
    </>
  );
}
