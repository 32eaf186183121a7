-- Meetings, appointments and meeting messages (docs/behaviour/meetings.md).
-- An appointment is a meeting row of type 'block' (docs/behaviour/meetings.md: "block is treated as an appointment"),
-- so one overlap query finds clashes between meetings and appointments alike.
CREATE TABLE meetings (
  id text PRIMARY KEY,
  -- The organizer's user id (token subject = cmsId); only they may edit or cancel (docs/behaviour/meetings.md).
  owner_id text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  meeting_type text NOT NULL,
  -- 'active' or 'cancelled': a cancelled meeting keeps its participants' answers (no lost answer).
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'cancelled')),
  meeting_url text,
  meeting_location text,
  area text,
  table_size integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX meetings_owner ON meetings (owner_id, starts_at);

-- The invitees (the organizer is not one of them). response: accepted, pending, declined (stored lower case);
-- 'invited' is read as pending (docs/behaviour/meetings.md). seen_at: when the invitee saw the invitation (new-invite count).
CREATE TABLE meeting_participants (
  meeting_id text NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  response text NOT NULL DEFAULT 'pending' CHECK (response IN ('accepted', 'pending', 'declined')),
  responded_at timestamptz,
  invited_at timestamptz NOT NULL,
  seen_at timestamptz,
  PRIMARY KEY (meeting_id, user_id)
);
CREATE INDEX meeting_participants_user ON meeting_participants (user_id);

-- Per-meeting messages (docs/behaviour/meetings.md "meeting message": senderRegistrantKey, meetingId, messageBody).
CREATE TABLE meeting_messages (
  id bigserial PRIMARY KEY,
  meeting_id text NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  sender_id text NOT NULL,
  body text NOT NULL CHECK (length(body) > 0),
  sent_at timestamptz NOT NULL
);
CREATE INDEX meeting_messages_meeting ON meeting_messages (meeting_id, id);

-- How far each member of a meeting has read its thread: messages after last_read_id are unread (isNew).
CREATE TABLE meeting_message_reads (
  meeting_id text NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  user_id text NOT NULL,
  last_read_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (meeting_id, user_id)
);
