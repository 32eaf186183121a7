-- Idempotency keys of writes (server/http/idempotency.ts, docs/behaviour/calls.md, Offline writes): a client that
-- queues a write while offline sends it with an Idempotency-Key header, and may send it again (a replay after a lost
-- answer, two tabs replaying the same queue). The first request with a key inserts its row (the primary key makes
-- exactly one of two concurrent requests win), runs, and stores its answer; a repeat gets that answer back.
--
-- fingerprint: a hash of the method, path and body: the same key with another request is refused.
-- status and answer: null while the first request is still running.
-- Rows are per user and kept for a retention time; older ones are deleted when the same user writes again.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL,
  idem_key text NOT NULL,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  status smallint,
  answer jsonb,
  PRIMARY KEY (user_id, idem_key)
);
-- The retention sweep of one user's old keys.
CREATE INDEX idempotency_keys_age ON idempotency_keys (user_id, created_at);
