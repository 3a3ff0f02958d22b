import { randomBytes, randomInt } from 'node:crypto';

/** A short random tag that keeps apart the names and e-mails each test makes. */
export const unique = () => randomBytes(4).toString('hex');

/** `length` random decimal digits. */
export const digits = (length: number) =>
  Array.from({ length }, () => String(randomInt(10))).join('');

/** A valid personal identity code of the 1900s in the test range (individual number 900–999). */
export function newIdentityCode(): string {
  const day = String(randomInt(1, 29)).padStart(2, '0');
  const month = String(randomInt(1, 13)).padStart(2, '0');
  const year = String(randomInt(0, 100)).padStart(2, '0');
  const individual = String(randomInt(900, 1000));
  const check = '0123456789ABCDEFHJKLMNPRSTUVWXY'[
    Number(`${day}${month}${year}${individual}`) % 31
  ];
  return `${day}${month}${year}-${individual}${check}`;
}

/** A business id with a valid check digit that no one has yet (with high probability). */
export function newBusinessId(): string {
  for (;;) {
    const digits = String(randomInt(1_000_000, 9_999_999));
    const weights = [7, 9, 10, 5, 8, 4, 2];
    const sum = [...digits].reduce(
      (total, digit, index) => total + Number(digit) * weights[index]!,
      0,
    );
    const remainder = sum % 11;
    if (remainder === 1) continue;
    return `${digits}-${remainder === 0 ? 0 : 11 - remainder}`;
  }
}
