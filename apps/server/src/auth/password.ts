import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt baseline; stored in each hash, so raising it later keeps old hashes valid. */
export const defaultScryptParams: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const keyLength = 64;
const saltLength = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    // scrypt needs 128·N·r·p bytes; the default limit (32 MiB) is exactly the baseline.
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (salt and key base64). */
export async function hashPassword(
  password: string,
  params: ScryptParams = defaultScryptParams,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    [N, r, p].every((n) => Number.isSafeInteger(n) && n > 0) &&
    (N & (N - 1)) === 0 &&
    N <= 2 ** 20 &&
    r <= 32 &&
    p <= 16;
  if (!valid) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length !== keyLength) return null;
  return { params: { N, r, p }, salt, key };
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const stored = parse(encoded);
  if (!stored) return false;
  const key = await derive(password, stored.salt, stored.params);
  return timingSafeEqual(key, stored.key);
}

/** True when the hash was made with weaker parameters than the current ones (rehash at login). */
export function needsRehash(encoded: string, params: ScryptParams = defaultScryptParams): boolean {
  const stored = parse(encoded);
  return (
    !stored ||
    stored.params.N < params.N ||
    stored.params.r < params.r ||
    stored.params.p < params.p
  );
}
