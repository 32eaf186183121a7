import { rememberedText } from '../../schemas';

/** The clock a page shows times with: 12 hours (h12, "2:05 PM") or 24 hours (h23, "14:05"). */
export type HourCycle = 'h12' | 'h23';

/**
 * The clock for a language (docs/behaviour/phases.md, Language.timeFormat 12 or 24): the language's setting decides;
 * without one, the locale's own habit from Intl (en-US 12 hours, de-DE 24).
 */
export function hourCycleFor(timeFormat: 12 | 24 | undefined, locale: string): HourCycle {
  if (timeFormat === 12) return 'h12';
  if (timeFormat === 24) return 'h23';
  // The server's answer when the page brought it: hydrating builds no Intl format (schemas/util/remembered-text.ts).
  return rememberedText(`hour-cycle|${locale}`, () => {
    let cycle: string | undefined;
    try {
      cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    } catch {
      cycle = undefined;
    }
    return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
  }) as HourCycle;
}
