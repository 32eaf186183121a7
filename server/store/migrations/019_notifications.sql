-- Notifications (server/notifications): rules editors write, the instances (sends) derived from them, one delivery
-- row per recipient and channel, the attendees' choices and their push subscriptions.

-- The rule as the editor wrote it (doc, the API's NotificationRule with the server-owned fields filled in); the
-- columns are what the scheduler and the list filter on.
CREATE TABLE notification_rules (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 2),
  is_enabled boolean NOT NULL DEFAULT false,
  is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Who changed a rule when (its history view).
CREATE TABLE notification_rule_changes (
  seq bigserial PRIMARY KEY,
  rule_id text NOT NULL REFERENCES notification_rules (id),
  at timestamptz NOT NULL,
  by_name text NOT NULL,
  action text NOT NULL CHECK (action IN ('created', 'edited', 'status', 'deleted')),
  status smallint
);
CREATE INDEX notification_rule_changes_rule ON notification_rule_changes (rule_id, seq);

-- One send of a rule. executed_at is set in the same transaction that writes the deliveries, so an instance is sent
-- once: a second process skips the row the first holds (FOR UPDATE SKIP LOCKED), and a process killed mid-send
-- leaves neither deliveries nor executed_at behind. payload keeps what went out, so later edits of the rule do not
-- rewrite inboxes.
CREATE TABLE notification_instances (
  id bigserial PRIMARY KEY,
  rule_id text NOT NULL REFERENCES notification_rules (id),
  session_id text,
  scheduled_at timestamptz NOT NULL,
  is_enabled boolean NOT NULL DEFAULT true,
  executed_at timestamptz,
  payload jsonb,
  deliveries jsonb
);
CREATE UNIQUE INDEX notification_instances_once ON notification_instances (rule_id, scheduled_at, coalesce(session_id, ''));
CREATE INDEX notification_instances_due ON notification_instances (scheduled_at) WHERE executed_at IS NULL AND is_enabled;

-- What reached whom: channel 1 toast, 2 inbox (push goes per device, not here). read_at only matters for the inbox.
CREATE TABLE notification_deliveries (
  id bigserial PRIMARY KEY,
  instance_id bigint NOT NULL REFERENCES notification_instances (id),
  user_id text NOT NULL,
  channel smallint NOT NULL CHECK (channel IN (1, 2)),
  sent_at timestamptz NOT NULL,
  read_at timestamptz,
  UNIQUE (instance_id, channel, user_id)
);
CREATE INDEX notification_inbox ON notification_deliveries (user_id, sent_at DESC, id DESC) WHERE channel = 2;
CREATE INDEX notification_unread ON notification_deliveries (user_id) WHERE channel = 2 AND read_at IS NULL;

-- Only the choices a user changed; the rest are the defaults (schemas/domain/notifications.ts).
CREATE TABLE notification_preferences (
  user_id text PRIMARY KEY,
  types jsonb NOT NULL DEFAULT '{}',
  categories jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL
);

CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY,
  user_id text NOT NULL,
  subscription jsonb NOT NULL,
  browser_name text NOT NULL,
  os_name text NOT NULL,
  registered_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
