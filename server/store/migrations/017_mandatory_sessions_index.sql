-- Mandatory sessions are on everyone's schedule: every schedule read and every conflict check asks for them
-- (server/shared/schedule-events/session-events.ts). This partial index holds only them, so that question reads a
-- handful of index entries instead of every session's document; the statistics on the same expression tell the
-- planner how few they are (without them it guesses half the sessions and reads the whole table to join them).
-- server/meetings/hot-query-plans.test.ts checks the plan.
CREATE INDEX sessions_mandatory ON sessions (id) WHERE (doc->>'isMandatory')::boolean IS TRUE;
CREATE STATISTICS sessions_mandatory_share ON ((doc->>'isMandatory')::boolean) FROM sessions;
