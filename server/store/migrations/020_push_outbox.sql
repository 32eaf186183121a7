-- Push messages (server/notifications/push-worker.ts): one row per device of each recipient of a send whose rule
-- includes Push. The send's transaction writes them with its deliveries (so a send's pushes are queued exactly when
-- the send commits); the push worker then posts each to its push service and records how it went. The push
-- service keys (VAPID) are kept in server_secrets ('vapid-keys') when the store is PostgreSQL.
--
-- status: pending (queued), sending (claimed by a worker until lease_until; a worker killed mid-send leaves it
-- there and it is sent again once the lease has passed, at most max attempts), sent, failed, pruned (the push
-- service answered 404 or 410: the subscription is gone and was deleted), skipped (the device was removed or passed
-- to another user before it went). endpoint names the device; the subscription's keys are read when it is sent.
-- inbox_id is the same user's inbox delivery of the send, if any: the notification a click on the push marks read.
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  instance_id bigint NOT NULL REFERENCES notification_instances (id),
  user_id text NOT NULL,
  endpoint text NOT NULL,
  inbox_id bigint,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'pruned', 'skipped')),
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  done_at timestamptz,
  http_status smallint,
  error text,
  UNIQUE (instance_id, endpoint)
);
-- What the worker claims, oldest first; done rows drop out of it.
CREATE INDEX push_outbox_open ON push_outbox (id) WHERE status IN ('pending', 'sending');
-- Done rows are deleted after a while (the counts stay on the instance).
CREATE INDEX push_outbox_done ON push_outbox (done_at) WHERE done_at IS NOT NULL;
