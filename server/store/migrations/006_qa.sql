-- QA screenshot matrix. Runs are jobs (one at a time per environment: the partial unique index), each
-- capture one row per cell (docs/behaviour/content-and-environments.md, Blocks's fields; difference_percentage -1 while computing),
-- baselines the approved capture per cell, designs the uploaded design image per page and breakpoint. Images are
-- files in the data folder (DATA_DIR/qa); rows hold their paths.
CREATE TABLE qa_runs (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{8,64}$'),
  environment text NOT NULL,
  state text NOT NULL CHECK (state IN ('not-started', 'active', 'completed', 'cancelled', 'failed')),
  request jsonb NOT NULL,
  total integer NOT NULL CHECK (total >= 0),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  error text
);
CREATE UNIQUE INDEX qa_runs_one_open ON qa_runs (environment) WHERE state IN ('not-started', 'active');
CREATE INDEX qa_runs_by_environment ON qa_runs (environment, created_at DESC);

CREATE TABLE qa_captures (
  run_id text NOT NULL REFERENCES qa_runs (id) ON DELETE CASCADE,
  cell_key text NOT NULL,
  page text NOT NULL,
  phase_id text NOT NULL,
  attendee_type text NOT NULL,
  breakpoint text NOT NULL CHECK (breakpoint IN ('desktop', 'tablet', 'mobile')),
  full_page boolean NOT NULL DEFAULT false,
  state text NOT NULL CHECK (state IN ('not-started', 'active', 'completed')),
  page_url text NOT NULL DEFAULT '',
  difference_percentage double precision NOT NULL DEFAULT -1 CHECK (difference_percentage = -1 OR difference_percentage BETWEEN 0 AND 100),
  entry jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (run_id, cell_key)
);

CREATE TABLE qa_baselines (
  environment text NOT NULL,
  cell_key text NOT NULL,
  run_id text NOT NULL,
  image_path text NOT NULL,
  approved_by text NOT NULL,
  approved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (environment, cell_key)
);

CREATE TABLE qa_designs (
  environment text NOT NULL,
  page text NOT NULL,
  breakpoint text NOT NULL CHECK (breakpoint IN ('desktop', 'tablet', 'mobile')),
  image_path text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  size integer NOT NULL CHECK (size > 0),
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (environment, page, breakpoint)
);
