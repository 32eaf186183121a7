// What a meeting write tells the other people in it, after the commit: the change, the meeting's
// subject and who made it, so their open pages refetch that meeting and show a toast. Their counts refresh with it.
import type { MeetingChange } from '../../schemas/index.js';
import type { MeetingContext } from './context.js';
import { peopleByUserId } from './people.js';

/** The viewer's name as the others see it (null when they have no attendee record). */
export async function actorName(c: MeetingContext): Promise<string | null> {
  const person = (await peopleByUserId(c.db, [c.viewer.userId]).catch(() => new Map())).get(c.viewer.userId);
  return person?.displayName?.trim() || null;
}

export async function tellMeetingChange(c: MeetingContext, userIds: readonly string[], change: MeetingChange, meeting: { id: string; subject: string }): Promise<void> {
  const others = userIds.filter((u) => u !== c.viewer.userId);
  if (others.length === 0) return;
  await c.notify(others, { type: 'onMeetingChanged', change, meetingId: meeting.id, subject: meeting.subject, by: await actorName(c) });
}
