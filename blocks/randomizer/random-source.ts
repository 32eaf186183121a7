import { createContext } from 'react';

/** Source of random numbers in [0, 1); tests and stories provide a fixed one. */
export type RandomSource = () => number;

export const RandomSourceContext = createContext<RandomSource>(Math.random);

/** Index in 0..count-1 for a random draw in [0, 1), or -1 when there is nothing to pick. */
export function pickIndex(count: number, draw: number): number {
  if (count <= 0) return -1;
  const r = Number.isFinite(draw) ? Math.min(Math.max(draw, 0), 0.9999999999) : 0;
  return Math.floor(r * count);
}
