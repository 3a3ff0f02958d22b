import { describe, expect, it } from 'vitest';
import { passwordLimits } from './password';
import { loadedPasswordScorer, loadPasswordScorer } from './password-scorer.browser';

describe('the password scorer in the browser', () => {
  it('is there only once its dictionaries are fetched, once for every caller', async () => {
    expect(loadedPasswordScorer()).toBeUndefined();
    const [first, second] = await Promise.all([loadPasswordScorer(), loadPasswordScorer()]);
    expect(second).toBe(first);
    expect(loadedPasswordScorer()).toBe(first);
  });

  it('scores as the server does', async () => {
    const score = await loadPasswordScorer();
    expect(score('keskiviikko', [])).toBeLessThan(passwordLimits.minScore);
    expect(score('Meikalainen!', ['Meikäläinen'])).toBeLessThan(passwordLimits.minScore);
    expect(score('vihreä-kettu-hyppää-aidan-yli-91', [])).toBe(4);
  });
});
