// Copies a text to the clipboard and answers whether it worked: the browser may refuse (no permission, an
// insecure page), and the panel then says so instead of claiming it copied.
import type { TFunction } from '../../renderer';
import type { MyScheduleKey } from './strings';

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What a panel copies; each has its own sentences (one key per sentence, strings.ts). */
export type CopiedThing = 'calendar-link' | 'subscription-link' | 'link';

const MESSAGES: Record<CopiedThing, { done: MyScheduleKey; failed: MyScheduleKey }> = {
  'calendar-link': { done: 'translate.mySchedule.copy.calendar-link.done', failed: 'translate.mySchedule.copy.calendar-link.failed' },
  'subscription-link': { done: 'translate.mySchedule.copy.subscription-link.done', failed: 'translate.mySchedule.copy.subscription-link.failed' },
  link: { done: 'translate.mySchedule.copy.link.done', failed: 'translate.mySchedule.copy.link.failed' },
};

/** Copies `text` and says what happened, naming it ("Link copied."), or how to copy it by hand. */
export async function copyWithMessage(text: string, what: CopiedThing, t: TFunction): Promise<string> {
  return t((await copyText(text)) ? MESSAGES[what].done : MESSAGES[what].failed);
}
