// Määrä: a decimal with ',' (as Datahub writes it) or '.', kept as text so that no value passes
// through floating point. Within ±999 999 999 kWh with at most 6 decimals, so that its millionths
// stay exact in a double (db/day-block.ts).

const maxIntegerDigits = 9;
const maxFractionDigits = 6;

const zero = 48;
const nine = 57;
const comma = 44;
const point = 46;
const minus = 45;

/** A quantity in kWh as a plain decimal with '.', and whether it is zero; or why it was refused. */
export type QuantityRead = { kwh: string; zero: boolean } | { problem: string };

/**
 * Reads a non-empty quantity cell written in a unit `shift` decimal places from kWh (Wh: -3,
 * MWh: 3). A character loop: it runs for every value of files of tens of millions of values.
 */
export function readQuantity(text: string, shift: number): QuantityRead {
  const negative = text.charCodeAt(0) === minus;
  let integerDigits = 0;
  let significantDigits = 0;
  let fractionDigits = 0;
  let separatorAt = -1;
  let nonZero = false;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === comma || c === point) && separatorAt === -1) {
      separatorAt = i;
    } else if (c < zero || c > nine) {
      return notANumber(text);
    } else if (separatorAt !== -1) {
      fractionDigits++;
      nonZero ||= c !== zero;
    } else {
      integerDigits++;
      if (significantDigits > 0 || c !== zero) significantDigits++;
      nonZero ||= c !== zero;
    }
  }
  if (integerDigits === 0 || (separatorAt !== -1 && fractionDigits === 0)) return notANumber(text);
  if (shift !== 0) return converted(text, negative, separatorAt, shift, nonZero);
  if (fractionDigits > maxFractionDigits) return tooPrecise(`'${text}'`);
  if (significantDigits > maxIntegerDigits) return tooLarge(`'${text}'`);
  const kwh =
    text.charCodeAt(separatorAt) === comma
      ? `${text.slice(0, separatorAt)}.${text.slice(separatorAt + 1)}`
      : text;
  return { kwh, zero: !nonZero };
}

/** Moves the decimal point of a well-formed quantity by `shift` places, by text alone. */
function converted(
  text: string,
  negative: boolean,
  separatorAt: number,
  shift: number,
  nonZero: boolean,
): QuantityRead {
  const integerEnd = separatorAt === -1 ? text.length : separatorAt;
  let digits = text.slice(negative ? 1 : 0, integerEnd) + text.slice(integerEnd + 1);
  let pointAt = integerEnd - (negative ? 1 : 0) + shift;
  if (pointAt < 1) {
    digits = '0'.repeat(1 - pointAt) + digits;
    pointAt = 1;
  }
  if (pointAt > digits.length) digits += '0'.repeat(pointAt - digits.length);
  const integer = digits.slice(0, pointAt).replace(leadingZeros, '');
  const fraction = digits.slice(pointAt).replace(trailingZeros, '');
  const kwh = `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
  const written = `'${text}' (${kwh} kWh)`;
  if (fraction.length > maxFractionDigits) return tooPrecise(written);
  if (integer.length > maxIntegerDigits) return tooLarge(written);
  return { kwh, zero: !nonZero };
}

const leadingZeros = /^0+(?=\d)/;
const trailingZeros = /0+$/;

const notANumber = (text: string) => ({
  problem: `quantity '${text}' is not a number (digits with ',' or '.' as the decimal point)`,
});
const tooPrecise = (written: string) => ({
  problem: `quantity ${written} has more than ${maxFractionDigits} decimals`,
});
const tooLarge = (written: string) => ({
  problem: `quantity ${written} is beyond ±999 999 999 kWh`,
});
