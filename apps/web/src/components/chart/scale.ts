/** Maps a value of `domain` onto `range` linearly (a flat domain maps to the range's start). */
export function linearScale(
  [from, to]: readonly [number, number],
  [start, end]: readonly [number, number],
): (value: number) => number {
  const span = to - from;
  return (value) => (span === 0 ? start : start + ((value - from) / span) * (end - start));
}

// Steps a reader counts in: 1, 2, 2.5 and 5 times a power of ten.
const niceSteps = [1, 2, 2.5, 5, 10];

function niceStep(rough: number): number {
  const power = 10 ** Math.floor(Math.log10(rough));
  return (niceSteps.find((step) => step * power >= rough) ?? 10) * power;
}

/**
 * About `count` round axis values from zero (or below it) past the values' extremes: 0…800 by
 * 200 for a largest value of 760. An empty or all-zero chart gets 0…1.
 */
export function niceTicks(values: readonly number[], count = 5): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return niceTicks([1], count);
  const step = niceStep((high - low) / (count - 1));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // toPrecision drops the float noise of the multiplication (0.30000000000000004).
  for (let i = first; i <= last; i++) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/**
 * Every how many categories a label fits without touching its neighbours, the first one always
 * shown: the widest label at `charWidth` a character plus a gap, against the category's width.
 */
export function labelStep(labels: readonly string[], band: number, charWidth: number): number {
  const widest = Math.max(0, ...labels.map((label) => label.length)) * charWidth + charWidth;
  return band <= 0 ? 1 : Math.max(1, Math.ceil(widest / band));
}

/** Where the `index`-th of `count` bars side by side sits in the middle 80 % of its category. */
export function barSlot(
  band: number,
  count: number,
  index: number,
  gap = 2,
): { offset: number; width: number } {
  const width = Math.max(1, (band * 0.8 - gap * (count - 1)) / count);
  return { offset: band * 0.1 + index * (width + gap), width };
}
