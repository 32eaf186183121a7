// The evaluations page's groups and its count, from one clock: the count says how many evaluations the "To evaluate"
// group (and the conference card) offers now, so the two always agree, before the event included (then nothing is
// open yet: the attendee's sessions wait under "Opening later").
import type { TFunction } from '../../renderer';
import type { EvaluationSummary } from '../../schemas/api-types';

export type EvaluationItem = EvaluationSummary['sessionsForEvaluation'][number];

export interface EvaluationGroups {
  /** Open now and not yet evaluated: the Evaluate button. */
  toDo: EvaluationItem[];
  /** Not evaluated, opening later. */
  later: EvaluationItem[];
  /** Not evaluated, no longer open. */
  closed: EvaluationItem[];
  done: EvaluationItem[];
  /** The conference evaluation's card is shown and still to do. */
  conferenceToDo: boolean;
  /** What "N evaluations to do" says: the to-do items plus the conference evaluation when its card offers it. */
  count: number;
}

/** The server's window rule (server/evaluations/availability.ts isOpen) at `now`. */
export function isOpenAt(item: Pick<EvaluationItem, 'availableFrom' | 'availableUntil'>, now: number): boolean {
  const from = item.availableFrom ? Date.parse(item.availableFrom) : null;
  const until = item.availableUntil ? Date.parse(item.availableUntil) : null;
  return (from === null || now >= from) && (until === null || now <= until);
}

export function evaluationGroups(summary: EvaluationSummary, now: number, showConference: boolean): EvaluationGroups {
  const groups: EvaluationGroups = { toDo: [], later: [], closed: [], done: [], conferenceToDo: false, count: 0 };
  for (const item of summary.sessionsForEvaluation) {
    if (item.isEvaluationComplete) groups.done.push(item);
    else if (isOpenAt(item, now)) groups.toDo.push(item);
    else if (item.availableFrom && now < Date.parse(item.availableFrom)) groups.later.push(item);
    else groups.closed.push(item);
  }
  groups.conferenceToDo = showConference && summary.postConferenceEvaluationAvailable && !summary.isPostConferenceEvaluationCompleted;
  groups.count = groups.toDo.length + (groups.conferenceToDo ? 1 : 0);
  return groups;
}

/** "N evaluations to do" in the visitor's language (i18next's plural forms). */
export const countText = (count: number, t: TFunction) => t('translate.evaluationList.count', { count });
