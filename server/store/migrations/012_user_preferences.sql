-- What a signed-in user chose once and every browser of theirs shows again (docs/behaviour/routes-and-gates.md, Pages: the
-- catalog's page size and list/tile view are "remembered per user"). One row per user, the choices as a document
-- (schemas/api/preferences.schema.json) so a new choice needs no migration; anonymous visitors keep theirs in the
-- browser.
CREATE TABLE user_preferences (
  user_id text PRIMARY KEY,
  prefs jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL
);
