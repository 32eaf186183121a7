-- Attendee directory and profiles (docs/behaviour/attendees-and-profile.md).
-- The attendee document (attendees.doc, seeded from the demo) stays the one source of what others see: name,
-- company, biography, photo, social handles, displaySessions, isAvailableForMeetings and the privacy choices
-- attendeeDirectory and displayProfileToPublic. A profile edit writes the document, and the trigger below derives
-- the columns the directory queries by, so the directory shows a change on the next request.
ALTER TABLE attendees
  ADD COLUMN user_id text,
  -- Opted into the attendee directory (docs/behaviour/attendees-and-profile.md: only these are listed).
  ADD COLUMN listed boolean NOT NULL DEFAULT false,
  ADD COLUMN sort_name text,
  ADD COLUMN company text,
  ADD COLUMN region text,
  ADD COLUMN participation text,
  -- Lower-case "first last" and "display name" for suggestions by prefix (autofill from 2 characters).
  ADD COLUMN name_key text,
  ADD COLUMN search tsvector;

CREATE FUNCTION attendees_derive() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  roll integer;
BEGIN
  -- Seeded attendees carry no privacy choices: about three in five opt into the directory (a realistic share, and
  -- the same on every store because it follows the id). The attendee persona (userId cms-attendee, earlier
  -- demo-attendee) starts out of the directory so a walkthrough can opt in; the other personas are listed.
  IF NOT (NEW.doc ? 'attendeeDirectory') THEN
    roll := ('x' || substr(md5(NEW.id), 1, 6))::bit(24)::integer % 100;
    NEW.doc := NEW.doc || jsonb_build_object(
      'attendeeDirectory', CASE WHEN NEW.doc->>'userId' IN ('cms-attendee', 'demo-attendee') THEN false
                                WHEN NEW.doc->>'userId' ~ '^(cms|demo)-' THEN true ELSE roll < 62 END,
      'displayProfileToPublic', CASE WHEN NEW.doc->>'userId' IN ('cms-attendee', 'demo-attendee') THEN false
                                     WHEN NEW.doc->>'userId' ~ '^(cms|demo)-' THEN true ELSE roll < 40 END);
  END IF;
  NEW.user_id := NEW.doc->>'userId';
  NEW.listed := coalesce((NEW.doc->>'attendeeDirectory')::boolean, false);
  NEW.sort_name := lower(coalesce(NEW.doc->>'lastName', '') || ' ' || coalesce(NEW.doc->>'firstName', ''));
  NEW.company := nullif(NEW.doc->>'company', '');
  NEW.region := nullif(NEW.doc->>'region', '');
  NEW.participation := nullif(NEW.doc->'participationType'->>'logicalValue', '');
  NEW.name_key := lower(coalesce(NEW.doc->>'firstName', '') || ' ' || coalesce(NEW.doc->>'lastName', '') || '|'
    || coalesce(NEW.doc->>'preferredFirst', '') || ' ' || coalesce(NEW.doc->>'preferredLast', '') || '|'
    || coalesce(NEW.doc->>'lastName', ''));
  NEW.search := setweight(to_tsvector('simple', coalesce(NEW.doc->>'displayName', '') || ' '
      || coalesce(NEW.doc->>'preferredFirst', '') || ' ' || coalesce(NEW.doc->>'preferredLast', '')), 'A')
    || setweight(to_tsvector('simple', coalesce(NEW.doc->>'company', '') || ' ' || coalesce(NEW.doc->>'jobTitle', '')), 'B')
    || setweight(to_tsvector('english', coalesce(NEW.doc->>'bio', '')), 'C');
  RETURN NEW;
END
$$;

CREATE TRIGGER attendees_derive BEFORE INSERT OR UPDATE OF doc ON attendees
  FOR EACH ROW EXECUTE FUNCTION attendees_derive();

-- A store seeded before this migration: derive the columns of the attendees it holds.
UPDATE attendees SET doc = doc;

CREATE UNIQUE INDEX attendees_user ON attendees (user_id);
CREATE INDEX attendees_listed_sort ON attendees (sort_name, id) WHERE listed;
CREATE INDEX attendees_search ON attendees USING gin (search);

-- What a signed-in user keeps beside their attendee document (docs/behaviour/attendees-and-profile.md, profile summary): preferences,
-- the global exhibitor opt-in (featuredPartners), onboarding. A row appears on the first profile write; reads fall
-- back to the defaults below.
CREATE TABLE profiles (
  user_id text PRIMARY KEY,
  featured_partners boolean NOT NULL DEFAULT false,
  email_preferred_language text NOT NULL DEFAULT 'en',
  country text NOT NULL DEFAULT 'US',
  selected_timezone text NOT NULL DEFAULT '',
  has_been_onboarded boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Consent per exhibitor (docs/behaviour/attendees-and-profile.md: exhibitorName, optedIn).
CREATE TABLE profile_consents (
  user_id text NOT NULL,
  exhibitor_name text NOT NULL,
  opted_in boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, exhibitor_name)
);

-- Uploaded profile photos (png, jpeg, gif; checked by content): served at /api/attendee/{id}/photo.
CREATE TABLE profile_photos (
  attendee_id text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
