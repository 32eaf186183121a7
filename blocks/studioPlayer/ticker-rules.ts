// The live-now ticker's rules in the browser (docs/behaviour/live-and-video.md, Live-now ticker): the server answers the
// messages current at its event clock; the page keeps showing each only until its end by the page's own event clock, so
// a message leaves at its end without a reload, and asks again when the server said the set changes next.
import type { TickerAnswer, TickerMessage } from '../../schemas/api-types';

/** The messages to show at `now` (ms): started and not yet ended. */
export function visibleMessages(messages: readonly TickerMessage[], now: number): TickerMessage[] {
  return messages.filter((m) => Date.parse(m.startsAt) <= now && now < Date.parse(m.endsAt));
}

/** Whether the answer is due to be asked again: the instant it named as its next change has come. */
export function isDue(answer: Pick<TickerAnswer, 'nextChangeAt'> | undefined, now: number): boolean {
  const next = answer?.nextChangeAt ? Date.parse(answer.nextChangeAt) : Number.NaN;
  return Number.isFinite(next) && now >= next;
}
