-- Issue 42: runners' reports of a shown photo (schema.sql says what it holds).
CREATE TABLE IF NOT EXISTS photo_reports (
  photo_id INTEGER NOT NULL REFERENCES photos(id),
  client_hash TEXT NOT NULL,
  reason TEXT NOT NULL,
  created TEXT NOT NULL,
  PRIMARY KEY (photo_id, client_hash)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS photo_reports_created ON photo_reports(created);
