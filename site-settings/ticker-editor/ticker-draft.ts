// The ticker editor's form as plain data: what the editor typed (datetime-local values on the event's clock) and the
// checks the server makes too (a text of 1 to 280 characters, an end after the start), so mistakes show at the field.
import type { TickerMessage, TickerMessageBody } from '../../schemas/api-types';
import type { TickerEditorKey } from './strings';

/** The schema's limit (schemas/api/ticker-message-body.schema.json). */
export const TICKER_TEXT_MAX = 280;
const MINUTE = 60_000;
/** A new message shows for half an hour unless the editor says otherwise. */
export const DEFAULT_MINUTES = 30;

export interface TickerDraft {
  text: string;
  starts: string;
  ends: string;
}

export type DraftErrors = Partial<Record<keyof TickerDraft, TickerEditorKey>>;

/** Converts between instants and the form's wall-clock values (the event's zone). */
export interface WallClock {
  wallOf: (instant: string | null | undefined) => string;
  instantOf: (wall: string) => string | null;
}

/** A fresh draft: from now (to the minute) for DEFAULT_MINUTES. */
export function newDraft(now: number, clock: WallClock): TickerDraft {
  const start = Math.floor(now / MINUTE) * MINUTE;
  return {
    text: '',
    starts: clock.wallOf(new Date(start).toISOString()),
    ends: clock.wallOf(new Date(start + DEFAULT_MINUTES * MINUTE).toISOString()),
  };
}

export function draftOf(message: TickerMessage, clock: WallClock): TickerDraft {
  return { text: message.text, starts: clock.wallOf(message.startsAt), ends: clock.wallOf(message.endsAt) };
}

/** The body to send, or the errors per field (keys of strings.ts). */
export function checkDraft(draft: TickerDraft, clock: WallClock): { body: TickerMessageBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const text = draft.text.trim();
  if (text === '') errors.text = 'translate.site-settings.ticker.form.error.text';
  else if (text.length > TICKER_TEXT_MAX) errors.text = 'translate.site-settings.ticker.form.error.text-long';
  const startsAt = clock.instantOf(draft.starts);
  const endsAt = clock.instantOf(draft.ends);
  if (!startsAt) errors.starts = 'translate.site-settings.ticker.form.error.starts';
  if (!endsAt) errors.ends = 'translate.site-settings.ticker.form.error.ends';
  else if (startsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.ends = 'translate.site-settings.ticker.form.error.order';
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return { errors };
  return { body: { text, startsAt, endsAt } };
}

export type TickerStatus = 'live' | 'scheduled' | 'ended';

export function statusOf(message: Pick<TickerMessage, 'startsAt' | 'endsAt'>, now: number): TickerStatus {
  if (now < Date.parse(message.startsAt)) return 'scheduled';
  return now < Date.parse(message.endsAt) ? 'live' : 'ended';
}
