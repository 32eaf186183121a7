-- Page layouts: one row per (environment, page, phase) document, blocks apart.
CREATE TABLE page_layouts (
  environment text NOT NULL CHECK (environment IN ('cont', 'uat', 'prod')),
  page text NOT NULL,
  phase text NOT NULL,
  hash text NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (environment, page, phase)
);

CREATE TABLE blocks (
  environment text NOT NULL,
  page text NOT NULL,
  phase text NOT NULL,
  component_id text NOT NULL,
  component text NOT NULL,
  parent_id text,
  slot text,
  position integer NOT NULL,
  props jsonb NOT NULL,
  hash text NOT NULL,
  schema_version integer NOT NULL DEFAULT 1,
  editor_name text,
  editor_email text,
  editor_id text,
  edited timestamptz,
  revision integer NOT NULL DEFAULT 1,
  PRIMARY KEY (environment, page, phase, component_id),
  FOREIGN KEY (environment, page, phase) REFERENCES page_layouts (environment, page, phase) ON DELETE CASCADE
);

CREATE TABLE site_settings (
  environment text PRIMARY KEY CHECK (environment IN ('cont', 'uat', 'prod')),
  doc jsonb NOT NULL,
  hash text NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE translations (
  environment text NOT NULL,
  language text NOT NULL,
  locale text NOT NULL,
  namespace text NOT NULL,
  key text NOT NULL CHECK (key ~ '^translate\.[A-Za-z0-9.-]+$'),
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (environment, locale, namespace, key)
);
CREATE INDEX translations_language ON translations (environment, language, locale);

CREATE TABLE changelog (
  id bigserial PRIMARY KEY,
  document_type text NOT NULL,
  document_id text NOT NULL,
  environment text NOT NULL,
  ts timestamptz NOT NULL,
  editor_name text NOT NULL,
  editor_email text NOT NULL,
  changes jsonb NOT NULL,
  forced boolean NOT NULL DEFAULT false
);
CREATE INDEX changelog_document ON changelog (document_type, document_id, environment, id);

-- Conference entities, stored as documents now; later issues serve them.
CREATE TABLE sessions (id text PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE speakers (id text PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE companies (id text PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE attendees (id text PRIMARY KEY, doc jsonb NOT NULL);
CREATE TABLE event_phases (
  id text PRIMARY KEY,
  position integer NOT NULL,
  doc jsonb NOT NULL
);
