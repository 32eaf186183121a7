// docs/behaviour/schedule-and-rsvp.md: "Share schedule needs enableShareScheduleFeature, directory profile, public profile with
// sessions displayed, else an opt-in prompt." The flag is checked before the share button shows; this is the rest.
import type { MyScheduleKey } from './strings';

/** The parts of the profile summary (docs/behaviour/schedule-and-rsvp.md) the rule reads. */
export interface ShareProfile {
  attendeeId?: string | null;
  attendeeDirectory?: boolean | null;
  displayProfileToPublic?: boolean | null;
  displaySessions?: boolean | null;
}

export type ShareAnswer = { kind: 'share'; attendeeId: string } | { kind: 'opt-in'; missing: ('directory' | 'public' | 'sessions')[] };

export function shareAnswer(profile: ShareProfile): ShareAnswer {
  const missing: ('directory' | 'public' | 'sessions')[] = [];
  if (!profile.attendeeDirectory) missing.push('directory');
  if (!profile.displayProfileToPublic) missing.push('public');
  if (!profile.displaySessions) missing.push('sessions');
  if (missing.length === 0 && profile.attendeeId) return { kind: 'share', attendeeId: profile.attendeeId };
  return { kind: 'opt-in', missing };
}

/** What each missing choice asks for (keys of strings.ts, translated where the panel lists them). */
export const MISSING_TEXT: Record<'directory' | 'public' | 'sessions', MyScheduleKey> = {
  directory: 'translate.mySchedule.share.missing.directory',
  public: 'translate.mySchedule.share.missing.public',
  sessions: 'translate.mySchedule.share.missing.sessions',
};
