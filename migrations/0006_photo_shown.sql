-- Issue 42: when a photo was last shown to the public, for the recent changes and the feeds
-- (schema.sql says what it holds). Photos shown before it are given the time they were shown.
ALTER TABLE photos ADD COLUMN shown TEXT;
UPDATE photos SET shown = coalesce(reviewed, created) WHERE review = 'visible';
CREATE INDEX IF NOT EXISTS photos_shown ON photos(review, shown);
