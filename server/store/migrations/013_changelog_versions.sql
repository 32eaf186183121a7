-- Versions: every change-log entry of a page layout names the layout version its save left
-- (a hash in content_versions), so the entry can be previewed and restored; a restore is a new save whose entry names
-- the entry it restored. Entries written before this migration name no version, except each layout's newest entry,
-- which left the layout as it is stored now (every layout write writes one entry).
ALTER TABLE changelog ADD COLUMN version_hash text;
ALTER TABLE changelog ADD COLUMN restored_from jsonb;

UPDATE changelog c SET version_hash = l.hash
FROM page_layouts l
WHERE c.document_type = 'content'
  AND c.document_id = l.page || '--' || l.phase
  AND c.environment = l.environment
  AND c.id = (SELECT max(id) FROM changelog n
              WHERE n.document_type = 'content' AND n.document_id = c.document_id AND n.environment = c.environment);
