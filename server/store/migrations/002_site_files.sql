-- Files uploaded by editors (PUT /api/siteeditor/file), served at /api/files/{id}. The id is derived
-- from the bytes, so uploading the same image twice stores it once.
CREATE TABLE site_files (
  id text PRIMARY KEY CHECK (id ~ '^[a-f0-9]{24}\.(png|jpg|gif)$'),
  name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif')),
  size integer NOT NULL CHECK (size > 0),
  data bytea NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
