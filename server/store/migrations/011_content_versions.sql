-- Every block and layout version ever written, by content hash ("No lost work"): a save names the versions
-- it was read with, and the server merges the editor's changes since then with what others saved since then
-- (server/content/merge.ts). Content-addressed, so writing the same version twice stores it once. Blocks written
-- before this migration get their stored version below (a block read migrated to a newer schema version has
-- another hash, which only writes record: a stale save naming it is a conflict, as before).
CREATE TABLE content_versions (
  hash text PRIMARY KEY,
  doc jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The versions of what is stored now, so saves read before this migration merge too.
INSERT INTO content_versions (hash, doc)
SELECT hash, jsonb_build_object('componentId', component_id, 'component', component, 'parentId', parent_id, 'slot', slot, 'props', props)
FROM blocks
ON CONFLICT DO NOTHING;

INSERT INTO content_versions (hash, doc)
SELECT l.hash, jsonb_build_object('blocks', COALESCE(
  (SELECT jsonb_agg(jsonb_build_array(b.component_id, b.hash) ORDER BY b.position) FROM blocks b
   WHERE b.environment = l.environment AND b.page = l.page AND b.phase = l.phase), '[]'::jsonb))
FROM page_layouts l
ON CONFLICT DO NOTHING;

-- A save merged with others' saves since it was read says so in the change log.
ALTER TABLE changelog ADD COLUMN merged boolean NOT NULL DEFAULT false;
