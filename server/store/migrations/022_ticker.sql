-- The live-now ticker's messages (server/ticker/): a short text shown under the studio player from starts_at until
-- ends_at, per environment. Pages ask for the messages current at the event's clock, which the index answers.
CREATE TABLE ticker_messages (
  id text PRIMARY KEY,
  environment text NOT NULL,
  text text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by jsonb NOT NULL,
  CHECK (ends_at > starts_at)
);
CREATE INDEX ticker_messages_window ON ticker_messages (environment, ends_at, starts_at);
