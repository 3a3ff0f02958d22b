const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

const centuryBySign: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const identityCodePattern = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/** Parses a Finnish personal identity code (henkilötunnus); null unless date and checksum are valid. */
export function parsePersonalIdentityCode(value: string): { birthDate: string } | null {
  const match = identityCodePattern.exec(value.trim().toUpperCase());
  if (!match) return null;
  const [, dd, mm, yy, sign, individual, check] = match as unknown as string[];
  const year = centuryBySign[sign!]! + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  if (Number(individual) < 2) return null;
  if (checkCharacters[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) return null;
  return { birthDate: `${year}-${mm}-${dd}` };
}

/** True when the value is a Finnish personal identity code with a valid date and check character. */
export function isValidPersonalIdentityCode(value: string): boolean {
  return parsePersonalIdentityCode(value) !== null;
}

const businessIdWeights = [7, 9, 10, 5, 8, 4, 2];

/** True when the value is a Finnish business id (Y-tunnus, 1234567-8) with a valid check digit. */
export function isValidBusinessId(value: string): boolean {
  const match = /^(\d{7})-(\d)$/.exec(value.trim());
  if (!match) return false;
  const digits = match[1]!;
  const sum = businessIdWeights.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(match[2]);
}
