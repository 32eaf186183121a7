/**
 * The one seeded PRNG (mulberry32): the demo data is identical on every machine and run, and randomized tests
 * print their seed and replay the same choices; Math.random would make snapshots, hashes and screenshots drift.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (or all of them when fewer exist), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A bare stream of floats in [0, 1) from a seed (the shape of Math.random). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = seededRandom(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    // Partial Fisher-Yates: only the first n positions are needed.
    for (let i = 0; i < n; i++) {
      const j = int(i, copy.length - 1);
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy.slice(0, n);
  };
  return { next, int, chance: (p) => next() < p, pick, sample };
}

/** An independent seed per concern, so that drawing more in one place does not reshuffle the others. */
export function deriveSeed(seed: number, label: string): number {
  let h = seed >>> 0;
  for (let i = 0; i < label.length; i++) {
    h = Math.imul(h ^ label.charCodeAt(i), 0x9e3779b1) >>> 0;
    h ^= h >>> 16;
  }
  return h >>> 0;
}
