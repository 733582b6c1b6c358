-- Issue 42: photos of a track (schema.sql says what it holds).
CREATE TABLE IF NOT EXISTS photos (
  id INTEGER PRIMARY KEY,
  track_id INTEGER NOT NULL REFERENCES tracks(id),
  file_key TEXT NOT NULL UNIQUE,
  review TEXT NOT NULL DEFAULT 'pending' CHECK (review IN ('visible', 'pending', 'rejected')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  alt TEXT NOT NULL DEFAULT '',
  licence TEXT NOT NULL CHECK (licence IN ('CC-BY-SA-4.0', 'CC0-1.0')),
  credit TEXT NOT NULL DEFAULT '',
  stored_bytes INTEGER NOT NULL,
  client_hash TEXT NOT NULL,
  created TEXT NOT NULL,
  reviewed TEXT
);
CREATE INDEX IF NOT EXISTS photos_track ON photos(track_id, review, created);
CREATE INDEX IF NOT EXISTS photos_client ON photos(client_hash, created);
CREATE INDEX IF NOT EXISTS photos_review ON photos(review, created);
