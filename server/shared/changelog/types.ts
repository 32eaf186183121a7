import type { ChangelogAnswerEntry } from '../../../schemas/api-types.js';

/** Who made a change (from the verified token). */
export interface Editor {
  name: string;
  email: string;
  id: string;
  /**
   * Set by a restore (server/changelog/versions.ts): the entry whose version this save brings back. It rides with
   * the editor because a restore goes through the content service's ordinary save path, whose one changelog write
   * records it; the stored block stamps keep only name, email and id.
   */
  restoring?: RestoredFrom;
}

/** The change-log entry a restore brought back, as the restore's own entry names it. */
export type RestoredFrom = NonNullable<ChangelogAnswerEntry['RestoredFrom']>;

/** One entry of a change log as the API answers it: one save, never merged across editors. */
export type ChangelogEntry = ChangelogAnswerEntry;
/** One changed field of a save. */
export type ChangeItem = ChangelogAnswerEntry['Changes'][number];
