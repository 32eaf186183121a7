-- Sessions signed in through an OpenID Connect provider (server/auth/oidc/) keep the provider's refresh token and
-- ID token beside the session, encrypted with a key derived from the signing secret: the refresh renews the
-- session at the provider, and the ID token is the hint of the sign-out there. Development sessions have none.
ALTER TABLE auth_sessions ADD COLUMN provider_tokens text;
