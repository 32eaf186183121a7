-- Sign-in sessions. An access token names its session (claim `sid`); sign-out revokes
-- the session, so every token of it stops working at once on every API process. The refresh secret lives in an
-- HttpOnly cookie and only its SHA-256 is stored. Tokens without a session (an OIDC provider's) are revoked by
-- the SHA-256 of the token (`id` = 'tok:' || hash). Rows go once they are past `expires_at`.
CREATE TABLE auth_sessions (
  id text PRIMARY KEY,
  subject text NOT NULL,
  claims jsonb NOT NULL DEFAULT '{}'::jsonb,
  refresh_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_expires_at ON auth_sessions (expires_at);

-- Server-held secrets (the development signing key when the store is PostgreSQL and there is no data folder).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
