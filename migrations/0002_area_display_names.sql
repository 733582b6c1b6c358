-- Issue 39: the name an area is shown by in each language (schema.sql says what it holds). IF NOT
-- EXISTS only because a development database seeded between the two commits has it already.
CREATE TABLE IF NOT EXISTS area_display_names (
  area_id INTEGER NOT NULL REFERENCES areas(id),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (area_id, language)
) WITHOUT ROWID;
