// The availability window of docs/behaviour/evaluations.md, as pure functions of the definition, the session and the clock:
// a session's evaluation opens 5 minutes after its start and closes at the definition's end date, or offsetHours
// after the session's end when the definition gives an offset (never after the end date); bookmarkable types and
// sessions without a start are always available; a type without a definition has none. The conference
// evaluation and surveys open at their start date and close at their end date.
import type { EvaluationDefinition } from '../../schemas/api-types.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const OPENS_AFTER_START_MINUTES = 5;

/**
 * Session types that are bookmarked rather than scheduled (docs/behaviour/evaluations.md): the same default as the session
 * page's bookmarkableTypes, so the page's Evaluate button and the API agree.
 */
export const BOOKMARKABLE_TYPES: readonly string[] = ['hands-on-lab'];

export interface SessionTiming {
  sessionType: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface Window {
  /** null: open from the beginning. */
  from: Date | null;
  /** null: never closes. */
  until: Date | null;
}

const at = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

export function sessionWindow(def: EvaluationDefinition, session: SessionTiming): Window {
  if (BOOKMARKABLE_TYPES.includes(session.sessionType) || session.startsAt === null)
    return { from: null, until: null };
  const from = new Date(session.startsAt.getTime() + OPENS_AFTER_START_MINUTES * MINUTE);
  const endDate = at(def.endDate);
  const offset = def.offsetHours ?? null;
  const byOffset =
    offset !== null && session.endsAt !== null ? new Date(session.endsAt.getTime() + offset * HOUR) : null;
  const until = byOffset && endDate ? (byOffset < endDate ? byOffset : endDate) : (byOffset ?? endDate);
  return { from, until };
}

/** The conference evaluation and surveys: their own start and end dates. */
export function datedWindow(def: EvaluationDefinition): Window {
  return { from: at(def.startDate), until: at(def.endDate) };
}

export function isOpen(window: Window, now: Date): boolean {
  return (window.from === null || now >= window.from) && (window.until === null || now <= window.until);
}
