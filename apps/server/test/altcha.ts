import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { App } from '../src/app';

/** Solves a challenge as the browser widget does and encodes the payload it would post. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the ALTCHA challenge was not solved');
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
    'base64',
  );
}

/** A fresh challenge from the app, solved: a valid `g_recaptcha_response` for one request. */
export async function solveAltcha(app: App, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode}`);
  return solvedPayload(response.json<Challenge>());
}
