-- Shareable preview links: one page in one environment, phase, date and audience for someone without
-- an editor's rights or a sign-in. The URL carries a signed grant naming the row (server/preview/); the row says
-- whether the link still opens: past expires_at or with revoked_at set it is refused (410).
CREATE TABLE preview_links (
  id text PRIMARY KEY,
  page text NOT NULL,
  path text NOT NULL,
  environment text NOT NULL,
  phase text NOT NULL,
  preview_date timestamptz NOT NULL,
  audience text NOT NULL,
  created_by jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by jsonb
);
CREATE INDEX preview_links_page ON preview_links (page, created_at DESC);
