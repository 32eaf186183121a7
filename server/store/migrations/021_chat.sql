-- Chat (server/chat, docs/behaviour/live-and-video.md "Chat"): messages of the built-in chat rooms. A room exists by
-- its id (`global`, or `session:<id>` of a session that exists): there is no room row to create or keep in step.
--
-- sent_at is the event clock (a testing date shows as such); posted_at is the server's clock, which the per-author
-- rate limit and nothing else reads (a fixed testing date would otherwise refuse every message after the first).
-- author_id is the signed-in user's id or `anon:<id>` of an anonymous chat token; author_name is null for anonymous
-- authors (the widget names them in the reader's language).
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  room_id text NOT NULL,
  author_id text NOT NULL,
  author_name text,
  body text NOT NULL,
  sent_at timestamptz NOT NULL,
  posted_at timestamptz NOT NULL,
  hidden_at timestamptz,
  hidden_by text
);
-- The latest visible messages of a room, newest first: one index range per read.
CREATE INDEX chat_messages_room ON chat_messages (room_id, id DESC) WHERE hidden_at IS NULL;

-- The last post per author: the rate limit is one conditional upsert on this row, so two posts racing from two tabs
-- or two API processes cannot both pass.
CREATE TABLE chat_authors (
  author_id text PRIMARY KEY,
  last_posted_at timestamptz NOT NULL
);

-- Anonymous chat tokens: only a hash of the value is kept; a token past expires_at is refused and the widget fetches
-- a new one.
CREATE TABLE chat_anonymous_tokens (
  token_hash text PRIMARY KEY,
  anon_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX chat_anonymous_tokens_expiry ON chat_anonymous_tokens (expires_at);
