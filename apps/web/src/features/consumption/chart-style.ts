import { formatNumber } from '@energiaportaali/domain';

function decimalsFor(values: readonly number[]): number {
  const largest = Math.max(0, ...values.map(Math.abs));
  if (largest >= 10) return 0;
  return largest >= 1 ? 1 : 2;
}

/**
 * Value-axis labels with as few decimals as the values' size allows, and `suffix` after each
 * (' €' on the cost axis).
 */
export function valueTickFormatter(
  values: readonly number[],
  suffix = '',
): (value: number) => string {
  const decimals = decimalsFor(values);
  return (value) => `${formatNumber(value, decimals)}${suffix}`;
}
