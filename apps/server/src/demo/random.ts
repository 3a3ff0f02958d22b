/** A small seeded PRNG (mulberry32): the same seed always gives the same demo world. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  between(min: number, max: number): number;
  /** Approximately standard normal (sum of uniforms), cheap enough for millions of draws. */
  normal(): number;
}

export function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    normal: () => next() + next() + next() + next() + next() + next() - 3,
  };
}

// FNV-1a: turns a readable seed such as 'temperature:Helsinki' into 32 bits.
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
