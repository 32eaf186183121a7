import { lazyDateFormat } from '../../schemas';

/**
 * Times of day per language (docs/behaviour/shell.md, Language.timeFormat 12 or 24): the language's settings pick
 * the clock, the locale (uiLocale, else langLocale) the wording. en-US at 14:05 -> "2:05 PM", de-DE -> "14:05".
 */
export interface TimeFormatLanguage {
  language: string;
  langLocale?: string;
  uiLocale?: string;
  timeFormat?: 12 | 24;
}

export function formatTimeOfDay(date: Date, language: TimeFormatLanguage | undefined, timeZone = 'UTC'): string {
  const locale = language?.uiLocale ?? language?.langLocale ?? language?.language ?? 'en-US';
  const hour12 = language?.timeFormat === undefined ? undefined : language.timeFormat === 12;
  const options: Intl.DateTimeFormatOptions = {
    // The 24-hour clock pads the hour (00:05, 07:05), the 12-hour one does not (7:05 AM).
    hour: hour12 === false ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone,
    // hourCycle, not hour12 alone: h23 keeps midnight "00:05" where some locales would say "24:05".
    ...(hour12 === undefined ? {} : { hourCycle: hour12 ? 'h12' : 'h23' }),
  };
  return lazyDateFormat(locale, options).format(date);
}

/** The language entry of the settings for a URL language code. */
export function timeFormatLanguage(languages: readonly TimeFormatLanguage[] | undefined, code: string): TimeFormatLanguage | undefined {
  return languages?.find((l) => l.language === code);
}
