-- Issue 43: a write sent again with the same Idempotency-Key (a visit report, answer or comment
-- written offline and sent once the network returns, by a worker that may try more than once) is
-- answered as the first time was, never written twice (schema.sql says what it holds).
CREATE TABLE IF NOT EXISTS idempotent_writes (
  key TEXT NOT NULL,
  path TEXT NOT NULL,
  -- NULL while the first request is being answered.
  status INTEGER,
  body TEXT,
  created TEXT NOT NULL,
  PRIMARY KEY (key, path)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotent_writes_created ON idempotent_writes (created);
