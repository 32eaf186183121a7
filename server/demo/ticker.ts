// The demo's live-now ticker messages (server/ticker): what the studio player on the live home page shows under the
// stream during the conference days, in every environment.
import { ENVIRONMENTS } from '../../schemas';
import { addMinutes, eventTime } from './calendar';
import type { DemoTickerMessage } from './types';

// `from` and `to`: minutes after midnight (event time) of `day`; the first lasts until the post-event phase begins.
const MESSAGES: { text: string; day: number; from: number; to: number }[] = [
  { text: 'The studio is live all conference long: ask the hosts your questions in the Q&A panel.', day: 0, from: 7 * 60, to: 2 * 24 * 60 + 17 * 60 },
  { text: 'The opening keynote starts at 9:00 in Hall A – Main Stage. Doors open at 8:30.', day: 0, from: 7 * 60, to: 9 * 60 + 30 },
  { text: 'Lunch is served in the Expo Hall until 13:30.', day: 0, from: 11 * 60 + 30, to: 13 * 60 + 30 },
];

export function generateTicker(): DemoTickerMessage[] {
  return ENVIRONMENTS.flatMap((environment) =>
    MESSAGES.map((m, i) => ({
      id: `demo-${environment}-${i + 1}`,
      environment,
      text: m.text,
      startsAt: eventTime(m.day, m.from),
      endsAt: addMinutes(eventTime(m.day, 0), m.to),
    })),
  );
}
