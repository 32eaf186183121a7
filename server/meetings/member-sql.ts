// Which meetings a user belongs to, as SQL the hot reads share. "Organised by or invited to" written as
// `owner_id = $1 OR EXISTS (participant)` can be answered by no index, so PostgreSQL scans every meeting for each
// read (100,000 at conference size, on every page that polls the counts). As a union of the two indexed lookups
// (meetings_owner, meeting_participants_user) it reads only the user's own rows;
// server/meetings/hot-query-plans.test.ts checks the plans.

/**
 * The ids of the meetings `user` (an SQL expression: a parameter or a column) organises or was invited to; with
 * `notDeclined`, invitations they declined left out.
 */
export function memberMeetingIds(user: string, { notDeclined = false } = {}): string {
  return `(SELECT id FROM meetings WHERE owner_id = ${user}
    UNION SELECT meeting_id FROM meeting_participants WHERE user_id = ${user}${notDeclined ? ` AND response <> 'declined'` : ''})`;
}
