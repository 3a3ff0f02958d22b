import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { Captcha } from './captcha';
import { loadGeneratedHmacKey } from './hmac-key';
import { useSolutionOnce } from './used-solutions';
import type { Clock } from '../../clock';

export const altchaChallengePath = '/api/captcha/challenge';

const algorithm = 'PBKDF2/SHA-256';
/** PBKDF2 rounds per guess; the guesses (ALTCHA_MAX_NUMBER) set the total work. */
const cost = 100;
/** Long enough to fill the form after the widget solved the challenge on first focus. */
const challengeLifetimeMs = 30 * 60_000;

// What the widget posts: base64 of JSON {challenge: {parameters, signature}, solution}.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(algorithm),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(200),
      keySignature: z.string().max(200).optional(),
      expiresAt: z.number(),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

function decodePayload(response: string): z.infer<typeof payloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface AltchaOptions {
  db: Db;
  clock: Clock;
  /** ALTCHA_HMAC_KEY; generated and kept in the database when unset. */
  hmacKey: string | undefined;
  /** ALTCHA_MAX_NUMBER: the largest secret counter, i.e. the most guesses a browser makes. */
  maxNumber: number;
}

/**
 * ALTCHA proof of work (altcha-lib v2, deterministic mode): the server picks a secret counter
 * and signs the key it derives; the browser finds the counter by trying them in turn. Checking a
 * solution takes two HMACs, and each solved challenge is accepted once.
 */
export class AltchaCaptcha implements Captcha {
  readonly provider = 'altcha';
  readonly clientConfig = { provider: 'altcha', challengeUrl: altchaChallengePath } as const;
  private secrets: Promise<{ signature: string; key: string }> | undefined;

  constructor(private readonly options: AltchaOptions) {}

  async createChallenge(): Promise<Challenge> {
    const { maxNumber } = this.options;
    const secrets = await this.loadSecrets();
    return createChallenge({
      algorithm,
      cost,
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      deriveKey,
      // On the portal's clock, which the browser's widget shares; altcha-lib checks it against the
      // system's (the same in production; a test clock only runs ahead of it).
      expiresAt: new Date(this.options.clock.now().getTime() + challengeLifetimeMs),
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
  }

  async verify(response: string): Promise<boolean> {
    const payload = decodePayload(response);
    if (!payload) return false;
    const secrets = await this.loadSecrets();
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      });
      if (!result.verified) return false;
    } catch {
      // A malformed challenge (odd hex, bad lengths) is no solution either.
      return false;
    }
    const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
    return useSolutionOnce(this.options.db, payload.challenge.signature, expiresAt);
  }

  // Two keys from one secret: one signs the challenge, the other the derived key.
  private loadSecrets() {
    this.secrets ??= (async () => {
      const base = this.options.hmacKey ?? (await loadGeneratedHmacKey(this.options.db));
      const derive = (label: string) => createHmac('sha256', base).update(label).digest('hex');
      return { signature: derive('altcha-challenge'), key: derive('altcha-derived-key') };
    })();
    // A failed load (database down) is tried again on the next call.
    this.secrets.catch(() => (this.secrets = undefined));
    return this.secrets;
  }
}
