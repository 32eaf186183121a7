// docs/behaviour/schedule-and-rsvp.md: "Share schedule needs enableShareScheduleFeature, directory profile, public profile with
// sessions displayed, else an opt-in prompt." The flag is checked before the share button shows; this is the rest.

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

export const MISSING_TEXT: Record<'directory' | 'public' | 'sessions', string> = {
  directory: 'Be listed in the attendee directory',
  public: 'Make your profile public',
  sessions: 'Show your sessions on your profile',
};
