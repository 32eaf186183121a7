// GET /meetings/conflicts: the clash warnings the meeting form shows before sending (docs/behaviour/meetings.md), for the
// viewer and each attendee named, at the time asked.
import { maxInvitees } from '../../schemas/index.js';
import type { MeetingConflictsAnswer, MeetingConflictsQuery } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { conflictsFor } from './conflicts.js';
import type { MeetingContext } from './context.js';
import { attendeesById, peopleByUserId, personOrUnknown } from './people.js';
import { assertAnyMeetingScope, timeRange } from './rules.js';

export async function meetingConflicts(c: MeetingContext, q: MeetingConflictsQuery): Promise<MeetingConflictsAnswer> {
  assertAnyMeetingScope(c.viewer);
  const range = timeRange('start', q.start, 'end', q.end);
  const ids = [...new Set((q.attendeeIds ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
  if (ids.length > maxInvitees(c.settings)) throw new ApiError('badRequest', { field: 'attendeeIds' }, `At most ${maxInvitees(c.settings)} attendees.`);
  const found = await attendeesById(c.db, ids);
  const me = personOrUnknown(await peopleByUserId(c.db, [c.viewer.userId]), c.viewer.userId);
  const others = ids.flatMap((id) => {
    const p = found.get(id);
    return p && p.userId !== c.viewer.userId ? [p] : [];
  });
  return { conflicts: await conflictsFor(c.db, c.viewer.userId, [me, ...others], range, q.meetingId ?? null) };
}
