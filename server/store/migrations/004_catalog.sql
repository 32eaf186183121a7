-- The session catalog: the demo's sessions, speakers and companies already live as documents
-- (001_init); this adds what the catalog queries by, rooms and favorites. The derived columns are filled by
-- catalog_refresh() (seed, and below for a store seeded before this migration): one statement per table, the same
-- SQL on PGlite and PostgreSQL. Event-local days and minutes are computed at query time from starts_at in the
-- settings' event time zone, so a zone change needs no rewrite.
CREATE TABLE rooms (id text PRIMARY KEY, doc jsonb NOT NULL);

ALTER TABLE sessions
  ADD COLUMN code text,
  ADD COLUMN title text,
  ADD COLUMN sort_title text,
  ADD COLUMN starts_at timestamptz,
  ADD COLUMN ends_at timestamptz,
  -- Delivered in person only and not recorded: hidden from visitors without the inperson scope (docs/behaviour/roles-and-flags.md).
  ADD COLUMN inperson_unrecorded boolean NOT NULL DEFAULT false,
  -- 'facet>value' and, for nested facets, every prefix of 'facet>value>child>...' (up to 5 levels).
  ADD COLUMN facets text[] NOT NULL DEFAULT '{}',
  -- Full-text search: title and code A, speakers B, abstract C, tags D.
  ADD COLUMN search tsvector;
ALTER TABLE speakers
  ADD COLUMN company_id text,
  ADD COLUMN sort_name text,
  ADD COLUMN listed boolean NOT NULL DEFAULT false,
  ADD COLUMN search tsvector;
ALTER TABLE companies
  ADD COLUMN kind text,
  ADD COLUMN sort_name text,
  ADD COLUMN search tsvector;

CREATE INDEX sessions_search ON sessions USING gin (search);
CREATE INDEX sessions_facets ON sessions USING gin (facets);
CREATE INDEX sessions_starts_at ON sessions (starts_at);
CREATE INDEX sessions_code ON sessions (code);
CREATE INDEX speakers_company ON speakers (company_id);
CREATE INDEX companies_kind ON companies (kind);

-- Favorites of a signed-in user (kinds: Attendee 0, Speaker 1, Sponsor 2, Solution 3, Session 4).
CREATE TABLE favorites (
  subject text NOT NULL,
  kind smallint NOT NULL CHECK (kind BETWEEN 0 AND 4),
  item_id text NOT NULL,
  item_type text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject, kind, item_id)
);

CREATE FUNCTION catalog_labels(doc jsonb, field text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(x), '{}') FROM (
    SELECT CASE jsonb_typeof(e) WHEN 'object' THEN e->>'logicalValue' ELSE e #>> '{}' END AS x
    FROM jsonb_array_elements(CASE jsonb_typeof(doc->field) WHEN 'array' THEN doc->field ELSE '[]'::jsonb END) AS t(e)
  ) v WHERE x IS NOT NULL AND x <> ''
$$;

CREATE FUNCTION catalog_refresh() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE speakers SET
    company_id = doc->>'companyId',
    sort_name = lower(coalesce(doc->>'lastName', '') || ' ' || coalesce(doc->>'firstName', '')),
    listed = coalesce(doc->>'bio', '') <> '' AND coalesce(doc->>'photo', '') <> '',
    search = setweight(to_tsvector('english', coalesce(doc->>'displayName', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'company', '') || ' ' || coalesce(doc->>'jobTitle', '')), 'B')
      || setweight(to_tsvector('english', coalesce(doc->>'bio', '')), 'C');
  UPDATE companies SET
    kind = doc->>'kind',
    sort_name = lower(coalesce(doc->>'name', '')),
    search = setweight(to_tsvector('english', coalesce(doc->>'name', '')), 'A')
      || setweight(to_tsvector('english', coalesce(doc->>'description', '')), 'C');
  UPDATE sessions s SET
    code = s.doc->>'sessionCode',
    title = s.doc->>'title',
    sort_title = lower(coalesce(s.doc->>'sortTitle', s.doc->>'title', '')),
    starts_at = (s.doc->>'startDateTime')::timestamptz,
    ends_at = (s.doc->>'endDateTime')::timestamptz,
    inperson_unrecorded = catalog_labels(s.doc, 'deliveryTypes') = ARRAY['inperson']
      AND 'notrecorded' = ANY (catalog_labels(s.doc, 'viewingOptions')),
    facets = ARRAY(
      SELECT DISTINCT f FROM (
        SELECT 'sessionType>' || (s.doc->'sessionType'->>'logicalValue') AS f
        UNION ALL SELECT 'level>' || (s.doc->'sessionLevel'->>'logicalValue')
        UNION ALL SELECT 'format>' || (s.doc->>'format')
        UNION ALL SELECT 'industry>' || (s.doc->>'industry')
        UNION ALL SELECT 'solutionArea>' || (s.doc->>'solutionArea')
        UNION ALL SELECT 'solutionArea>' || (s.doc->>'solutionArea') || '>' || (s.doc->>'topic')
        UNION ALL SELECT 'topic>' || x FROM unnest(catalog_labels(s.doc, 'topics')) x
        UNION ALL SELECT 'deliveryType>' || x FROM unnest(catalog_labels(s.doc, 'deliveryTypes')) x
        UNION ALL SELECT 'viewingOption>' || x FROM unnest(catalog_labels(s.doc, 'viewingOptions')) x
        UNION ALL SELECT 'audienceType>' || x FROM unnest(catalog_labels(s.doc, 'audienceTypes')) x
        UNION ALL SELECT 'programmingLanguage>' || x FROM unnest(catalog_labels(s.doc, 'programmingLanguages')) x
        UNION ALL SELECT 'product>' || x FROM unnest(catalog_labels(s.doc, 'products')) x
        UNION ALL SELECT 'region>' || x FROM unnest(catalog_labels(s.doc, 'regions')) x
        UNION ALL SELECT 'role>' || x FROM unnest(catalog_labels(s.doc, 'roles')) x
      ) v WHERE f IS NOT NULL AND f !~ '>$' ORDER BY f
    ),
    search = setweight(to_tsvector('english', coalesce(s.doc->>'title', '') || ' ' || coalesce(s.doc->>'sessionCode', '')), 'A')
      || setweight(to_tsvector('english', coalesce((
           SELECT string_agg(p.doc->>'displayName', ' ') FROM speakers p
           WHERE p.id IN (SELECT jsonb_array_elements_text(s.doc->'speakerIds'))), '')), 'B')
      || setweight(to_tsvector('english', coalesce(s.doc->>'abstract', '')), 'C')
      || setweight(to_tsvector('english', array_to_string(catalog_labels(s.doc, 'tags'), ' ')), 'D');
END
$$;

SELECT catalog_refresh();
