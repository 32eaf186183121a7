// When a notification was sent, as people say it: "5 minutes ago", "yesterday" within 3 days of now (the event's
// clock), a date and time in the visitor's zone beyond that. The browser's Intl says it in the page's language.
import { lazyDateFormat, lazyRelativeTimeFormat, NOTIFICATION_RELATIVE_DAYS } from '../../../schemas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function sentWhen(sentIso: string, now: Date, language: string, zone: string): string {
  const sent = Date.parse(sentIso);
  if (Number.isNaN(sent)) return '';
  const ago = now.getTime() - sent;
  if (Math.abs(ago) >= NOTIFICATION_RELATIVE_DAYS * DAY) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: zone };
    return lazyDateFormat(language, options).format(sent);
  }
  const relative = lazyRelativeTimeFormat(language, { numeric: 'auto' });
  if (Math.abs(ago) < MINUTE) return relative.format(0, 'minute');
  if (Math.abs(ago) < HOUR) return relative.format(-Math.round(ago / MINUTE), 'minute');
  if (Math.abs(ago) < DAY) return relative.format(-Math.round(ago / HOUR), 'hour');
  return relative.format(-Math.round(ago / DAY), 'day');
}
