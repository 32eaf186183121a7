import type { ChangelogAnswerEntry } from '../../schemas/index.js';

/** Who made a change (from the verified token). */
export interface Editor {
  name: string;
  email: string;
  id: string;
}

/** One entry of a change log as the API answers it: one save, never merged across editors. */
export type ChangelogEntry = ChangelogAnswerEntry;
/** One changed field of a save. */
export type ChangeItem = ChangelogAnswerEntry['Changes'][number];
