/** Why a numeric cell was refused, or null when it is fine. */
export type DecimalProblem = string | null;

export interface DecimalLimits {
  /** Digits allowed before the decimal point (leading zeros not counted). */
  integerDigits: number;
  /** Digits allowed after it (the column's scale: more would be rounded away silently). */
  fractionDigits: number;
  allowNegative: boolean;
}

/**
 * Metered quantities, never negative: stored in millionths (db/day-block.ts), held in Node as
 * doubles, which are exact below 2^53, so 9 digits before the point.
 */
export const quantityLimits: DecimalLimits = {
  integerDigits: 9,
  fractionDigits: 6,
  allowNegative: false,
};

const zero = 48;
const nine = 57;
const point = 46;
const minus = 45;

/**
 * Checks a decimal cell written with '.' as the decimal point. Exponents, thousands
 * separators and decimal commas are refused: the files come from metering systems, not people.
 * A character loop: it runs for every cell of files of tens of millions of rows.
 */
export function checkDecimal(column: string, text: string, limits: DecimalLimits): DecimalProblem {
  if (text === '') return `${column} is empty`;
  const negative = text.charCodeAt(0) === minus;
  let integerDigits = 0;
  let significantDigits = 0;
  let fractionDigits = 0;
  let pointAt = -1;
  let nonZero = false;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === point && pointAt === -1) {
      pointAt = i;
    } else if (c < zero || c > nine) {
      return notANumber(column, text);
    } else if (pointAt !== -1) {
      fractionDigits++;
      nonZero ||= c !== zero;
    } else {
      integerDigits++;
      if (significantDigits > 0 || c !== zero) significantDigits++;
      nonZero ||= c !== zero;
    }
  }
  if (integerDigits === 0 || (pointAt !== -1 && fractionDigits === 0)) {
    return notANumber(column, text);
  }
  if (negative && nonZero && !limits.allowNegative) return `${column} '${text}' is negative`;
  if (fractionDigits > limits.fractionDigits) {
    const decimals = limits.fractionDigits === 1 ? 'decimal' : 'decimals';
    return `${column} '${text}' has more than ${limits.fractionDigits} ${decimals}`;
  }
  if (significantDigits > limits.integerDigits) return `${column} '${text}' is too large`;
  return null;
}

const notANumber = (column: string, text: string) =>
  `${column} '${text}' is not a number (digits with '.' as the decimal point)`;
