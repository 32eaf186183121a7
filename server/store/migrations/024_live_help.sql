-- Live help (server/live-help, docs/behaviour/live-help.md): one private conversation per attendee with the help desk.
-- Its messages are chat messages (chat_messages) of the room `help:<user id>`; this row is what the desk's list and
-- both sides' unread marks read, kept in step by the same transaction that stores a message.
--
-- Message ids, not times, order and compare: a fixed testing date gives every message the same event-clock time.
CREATE TABLE live_help_conversations (
  user_id text PRIMARY KEY,
  attendee_name text,
  last_message_id bigint NOT NULL,
  last_text text NOT NULL,
  last_at timestamptz NOT NULL,
  last_attendee_message_id bigint NOT NULL DEFAULT 0,
  last_desk_message_id bigint NOT NULL DEFAULT 0,
  attendee_read_id bigint NOT NULL DEFAULT 0,
  desk_read_id bigint NOT NULL DEFAULT 0
);
-- The desk's list, latest conversation first: one index range.
CREATE INDEX live_help_conversations_latest ON live_help_conversations (last_message_id DESC);
