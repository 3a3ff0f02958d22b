import { formatNumber } from '@energiaportaali/domain';
import type { UsageRow } from './usage-rows';

/** What a tooltip is given by recharts: whether it shows and the hovered row. */
export interface TooltipState {
  active?: boolean;
  payload?: readonly { payload?: UsageRow; value?: unknown }[];
}

// SVG presentation attributes cannot read CSS custom properties, so the series colours other
// than the themed consumption bars (styled in CSS) are fixed; each has ≥ 3:1 contrast on white.
export const chartColors = {
  comparison: '#6b7780',
  temperature: '#c2410c',
  production: '#2e7d32',
  grid: '#dde3e8',
  cursor: 'rgba(28, 35, 41, 0.06)',
};

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

/**
 * A value axis wide enough for its longest label, the top tick included (the axis rounds up to
 * the next power of ten at most); about 8 px a character.
 */
export function valueAxisWidth(values: readonly number[], suffix = ''): number {
  const format = valueTickFormatter(values, suffix);
  const largest = Math.max(1, ...values.map(Math.abs));
  const topTick = 10 ** Math.ceil(Math.log10(largest));
  const negative = values.some((value) => value < 0) ? 1 : 0;
  return Math.max(40, (format(topTick).length + negative) * 8 + 16);
}
