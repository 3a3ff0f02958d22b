// PostgreSQL's own conversions of a double (float8), done in Node where a value made here must
// equal what PostgreSQL would have made of it (cost/day-cost.ts). PostgreSQL 12 and later:
// float8 → numeric keeps 15 significant digits (C's `%.15g`), and float8 → text writes the
// shortest digits that read back as the same double, in fixed notation for decimal exponents
// −4 to 14 and as `1.5e-05` / `1e+15` otherwise.

/** The significant digits and decimal exponent of `toExponential`'s text (the first digit's). */
function decimalParts(exponential: string): { digits: string; exponent: number } {
  const e = exponential.indexOf('e');
  const mantissa = exponential.slice(0, e).replace('-', '').replace('.', '');
  return { digits: mantissa, exponent: Number(exponential.slice(e + 1)) };
}

/** `value::float8::text`. */
export function float8Text(value: number): string {
  if (value === 0) return Object.is(value, -0) ? '-0' : '0';
  const sign = value < 0 ? '-' : '';
  const { digits, exponent } = decimalParts(value.toExponential());
  if (exponent < -4 || exponent >= 15) {
    const fraction = digits.length > 1 ? `.${digits.slice(1)}` : '';
    const size = Math.abs(exponent);
    return `${sign}${digits[0]}${fraction}e${exponent < 0 ? '-' : '+'}${size < 10 ? '0' : ''}${size}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Whether the positive double `x` is exactly `digits` × 10^power (an integer of digits). */
function equalsDecimal(x: number, digits: bigint, power: number): boolean {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  // x = significand × 2^binary
  const significand = biased === 0 ? fraction : fraction | (1n << 52n);
  const binary = (biased === 0 ? 1 : biased) - 1075;
  let left = significand;
  let right = digits;
  if (binary >= 0) left <<= BigInt(binary);
  else right <<= BigInt(-binary);
  if (power >= 0) right *= 10n ** BigInt(power);
  else left *= 10n ** BigInt(-power);
  return left === right;
}

/**
 * The 15 significant digits C's `%.15g` gives the positive double `x`, and the exponent of the
 * first. JavaScript rounds an exact tie away from zero, C to even: a double that is exactly
 * halfway (its 16th and last digit a 5) is checked for it.
 */
function fifteenDigits(x: number): { mantissa: number; exponent: number } {
  const { digits, exponent } = decimalParts(x.toExponential(14));
  const mantissa = Number(digits);
  const sixteen = decimalParts(x.toExponential(15));
  if (
    sixteen.digits.endsWith('5') &&
    mantissa % 2 === 1 &&
    sixteen.exponent === exponent &&
    equalsDecimal(x, BigInt(sixteen.digits), exponent - 15)
  ) {
    return { mantissa: mantissa - 1, exponent };
  }
  return { mantissa, exponent };
}

/**
 * `round(value::numeric, scale)` as a count of 10^-scale (numeric rounds half away from zero):
 * a number while that is exact, else a bigint.
 */
export function roundedFloat8Units(value: number, scale: number): number | bigint {
  if (value === 0) return 0;
  const sign = value < 0 ? -1 : 1;
  const { mantissa, exponent } = fifteenDigits(Math.abs(value));
  // |value| as numeric = mantissa × 10^shift units
  const shift = exponent - 14 + scale;
  if (shift >= 0) {
    const units = mantissa * 10 ** shift;
    if (shift <= 22 && units <= Number.MAX_SAFE_INTEGER) return sign * units;
    return BigInt(sign) * BigInt(mantissa) * 10n ** BigInt(shift);
  }
  if (shift < -16) return 0;
  const divisor = 10 ** -shift;
  let quotient = Math.trunc(mantissa / divisor);
  let remainder = mantissa - quotient * divisor;
  if (remainder < 0) {
    quotient -= 1;
    remainder += divisor;
  } else if (remainder >= divisor) {
    quotient += 1;
    remainder -= divisor;
  }
  if (2 * remainder >= divisor) quotient += 1;
  // numeric has no negative zero
  return quotient === 0 ? 0 : sign * quotient;
}
