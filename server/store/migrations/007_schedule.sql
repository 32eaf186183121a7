-- My schedule, RSVP with a waitlist, roundtable nominations, agenda items and calendar feeds (docs/behaviour/README.md
-- sections 3-6). The same SQL on PGlite and PostgreSQL. Mandatory sessions (doc isMandatory) are on everyone's
-- schedule without a row here.

-- Sessions an attendee put on their schedule with "Add to schedule" (not RSVP or roundtable sessions: those are
-- enrollments below).
CREATE TABLE schedule_items (
  user_id text NOT NULL,
  session_id text NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, session_id)
);
CREATE INDEX schedule_items_session ON schedule_items (session_id);

-- One counter row per capacity-controlled session (kind rsvp) and per roundtable (kind roundtable). Every RSVP,
-- cancellation and nomination locks this row first (SELECT ... FOR UPDATE), so two attendees can never both take
-- the last seat; the CHECKs make an overbooking impossible even for a write that forgot the lock.
CREATE TABLE rsvp_seats (
  session_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('rsvp', 'roundtable')),
  seats integer NOT NULL CHECK (seats >= 0),
  waitlist_seats integer NOT NULL CHECK (waitlist_seats >= 0),
  taken integer NOT NULL DEFAULT 0,
  waitlist_taken integer NOT NULL DEFAULT 0,
  -- RSVP (or nomination) opens at opens_at (null: open) and closes at closes_at, the session's start (null: never).
  opens_at timestamptz,
  closes_at timestamptz,
  CHECK (taken >= 0 AND taken <= seats),
  CHECK (waitlist_taken >= 0 AND waitlist_taken <= waitlist_seats)
);

-- An attendee's place in a session: RSVP confirmed or waitlisted (kind rsvp), roundtable nominated or confirmed
-- (kind roundtable) with the nomination form's answers. seq orders the waitlist: first in, first promoted.
CREATE TABLE session_enrollments (
  session_id text NOT NULL,
  user_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'waitlisted', 'nominated')),
  answers jsonb,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, user_id)
);
CREATE INDEX session_enrollments_user ON session_enrollments (user_id);
CREATE INDEX session_enrollments_queue ON session_enrollments (session_id, status, seq);

-- Event-wide agenda items (registration, celebration) shown on everyone's schedule as AgendaItem events, ignored by
-- the clash check by default (docs/behaviour/schedule-and-rsvp.md).
CREATE TABLE agenda_items (
  id text PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  location text,
  CHECK (ends_at > starts_at)
);

-- The personal calendar feed: one secret per attendee; revoking deletes it, regenerating replaces it.
CREATE TABLE calendar_feeds (
  user_id text PRIMARY KEY,
  secret text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);

-- Seats from the demo documents: a session document's rsvpSeats / waitlistSeats when it has them, else the room's
-- capacity for breakouts (a waitlist of 20), 40 workstations per hands-on lab (waitlist 20) and the table size for
-- roundtables (no waitlist). Then the demo's other attendees (usr-NNNNN) hold seats as the documents say: a session
-- whose room has no capacity is full (its waitlist full too when the document says so, else half full); of the
-- others every third has exactly one seat left, the rest are half full. Only sessions without a row yet, so a second
-- call changes nothing.
CREATE FUNCTION schedule_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rsvp_seats (session_id, kind, seats, waitlist_seats, opens_at, closes_at)
  SELECT s.id,
    CASE WHEN s.doc->'sessionType'->>'logicalValue' = 'roundtable' THEN 'roundtable' ELSE 'rsvp' END,
    coalesce((s.doc->>'rsvpSeats')::integer, CASE s.doc->'sessionType'->>'logicalValue'
      WHEN 'roundtable' THEN coalesce((r.doc->>'capacity')::integer, 12)
      WHEN 'hands-on-lab' THEN 40
      ELSE coalesce((r.doc->>'capacity')::integer, 100) END),
    coalesce((s.doc->>'waitlistSeats')::integer, CASE WHEN s.doc->'sessionType'->>'logicalValue' = 'roundtable' THEN 0 ELSE 20 END),
    (s.doc->>'rsvpOpensAt')::timestamptz,
    (s.doc->>'startDateTime')::timestamptz
  FROM sessions s LEFT JOIN rooms r ON r.id = s.doc->>'roomId'
  WHERE s.doc ? 'sessionCode'
    AND (coalesce((s.doc->>'isCapacityControlled')::boolean, false) OR s.doc->'sessionType'->>'logicalValue' = 'roundtable')
  ON CONFLICT (session_id) DO NOTHING;

  WITH people AS (
    SELECT doc->>'userId' AS user_id, (row_number() OVER (ORDER BY id) - 1)::integer AS n
    FROM attendees WHERE doc->>'userId' LIKE 'usr-%'
  ), total AS (SELECT count(*)::integer AS n FROM people),
  plan AS (
    SELECT r.session_id, r.kind, r.seats, r.waitlist_seats, (row_number() OVER (ORDER BY r.session_id))::integer AS k,
      coalesce((s.doc->>'roomHasCapacity')::boolean, true) AS has_room,
      coalesce((s.doc->>'waitlistHasCapacity')::boolean, true) AS has_waitlist
    FROM rsvp_seats r JOIN sessions s ON s.id = r.session_id
    WHERE NOT EXISTS (SELECT 1 FROM session_enrollments e WHERE e.session_id = r.session_id)
  ), wanted AS (
    SELECT p.*, CASE
      WHEN NOT p.has_room THEN p.seats + CASE WHEN p.has_waitlist THEN p.waitlist_seats / 2 ELSE p.waitlist_seats END
      WHEN p.k % 3 = 0 THEN greatest(p.seats - 1, 0)
      ELSE p.seats / 2 END AS holders
    FROM plan p
  )
  INSERT INTO session_enrollments (session_id, user_id, status, created_at)
  SELECT w.session_id, pe.user_id,
    CASE WHEN g > w.seats THEN 'waitlisted' WHEN w.kind = 'roundtable' AND w.has_room THEN 'nominated' ELSE 'confirmed' END,
    timestamptz '2026-11-01T12:00:00Z' + make_interval(secs => g)
  FROM wanted w
  CROSS JOIN total t
  CROSS JOIN LATERAL generate_series(1, least(w.holders, t.n)) AS g
  JOIN people pe ON pe.n = (g - 1 + w.k * 37) % t.n
  ORDER BY w.session_id, g;

  UPDATE rsvp_seats r SET
    taken = (SELECT count(*) FROM session_enrollments e WHERE e.session_id = r.session_id AND e.status <> 'waitlisted'),
    waitlist_taken = (SELECT count(*) FROM session_enrollments e WHERE e.session_id = r.session_id AND e.status = 'waitlisted');

  -- The home page's agenda block (published environment) as event-wide agenda items, leaving out the sessions it
  -- lists (keynotes are sessions on the schedule already).
  INSERT INTO agenda_items (id, title, description, starts_at, ends_at, location)
  SELECT 'ag-' || row_number() OVER (ORDER BY x.start, x.title), x.title, '', x.start, x.finish, x.location
  FROM (
    SELECT DISTINCT (i->>'dateTimeIsoStampStart')::timestamptz AS start, (i->>'dateTimeIsoStampEnd')::timestamptz AS finish,
      i->>'description' AS title, nullif(i->>'timeSubText', '') AS location
    FROM blocks b CROSS JOIN jsonb_array_elements(b.props->'items') AS i
    WHERE b.component = 'agenda' AND b.environment = 'prod' AND b.page = 'home'
      AND coalesce(i->>'dateTimeIsoStampStart', '') <> '' AND coalesce(i->>'dateTimeIsoStampEnd', '') <> ''
      AND coalesce(i->>'description', '') <> ''
      AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.doc->>'title' = i->>'description')
  ) x
  WHERE x.finish > x.start AND NOT EXISTS (SELECT 1 FROM agenda_items);
END
$$;

-- The seed calls schedule_refresh() after catalog_refresh(), once every document is in (server/store/seed.ts).

-- A store seeded before this migration.
SELECT schedule_refresh();
