// The sponsor shuffle's queue (docs/behaviour/blocks.md): the sponsors in a seeded random order; a
// shuffle drops the batch on show, and when fewer than `buffer` unseen sponsors would remain behind the next batch,
// a new round (the list fetched again, in a new order) is appended. Pure, so the component and tests share it.
import { seededRandom } from '../../schemas';

/** docs/behaviour/blocks.md: 9 sponsors shown, buffer 3; 200 ms stagger, first show after 1 s. */
export const ITEMS_TO_SHOW = 9;
export const BUFFER = 3;
export const STAGGER_MS = 200;
export const FIRST_SHOW_MS = 1000;
/** The list the shuffle draws from: every sponsor (the full-list lookup size). */
export const SPONSOR_LIST = { pageSize: 1000 } as const;

/** A random order from a seed (the one PRNG): the same seed gives the same order on the server and in the browser. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The queue after a shuffle: the first batch dropped. */
export function dropBatch<T>(queue: readonly T[], show: number): T[] {
  return queue.slice(show);
}

/** True when fewer than `buffer` unseen items would remain behind the next batch: time to fetch a new round. */
export function needsRefill(queue: readonly unknown[], show: number, buffer: number): boolean {
  return queue.length - show < buffer;
}

/**
 * Appends a new round in a new order, leaving out what the queue still holds (no logo twice in one batch) and
 * putting the batch just dropped (`recent`) at the round's end (the next batch does not repeat it).
 */
export function refill<T>(queue: readonly T[], list: readonly T[], seed: number, key: (item: T) => string, recent: readonly T[] = []): T[] {
  const held = new Set(queue.map(key));
  const last = new Set(recent.map(key));
  const round = shuffled(list.filter((item) => !held.has(key(item))), seed);
  return [...queue, ...round.filter((item) => !last.has(key(item))), ...round.filter((item) => last.has(key(item)))];
}
