-- Track Atlas D1 schema: the tables the numbered migrations in migrations/ make, in one file to
-- read, each with what it holds and why. The database itself changes only by migrations (applied
-- by `npm start`, the seed, the tests and `npm run deploy`; docs/operations.md "Upgrading"): a
-- change is a new migrations/NNNN_name.sql plus the same change here, and
-- scripts/migrations.test.ts fails when the two disagree.

-- The cache key (spec section 4): one monotonic counter. The truth lives here, not in KV,
-- because every write bumps it inside the same D1 batch (one transaction) as the data it
-- versions; see docs/architecture.md.
CREATE TABLE IF NOT EXISTS meta (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
INSERT OR IGNORE INTO meta (name, value) VALUES ('cache_key', 1);

-- Country -> first-level region -> city. url_segment is the full path ("brazil/sao-paulo/campinas").
-- track_info is no longer read: the area page's summary is written from the area's live tracks
-- (src-shared/area-summary.ts), and imports clear the text older imports stored here.
CREATE TABLE IF NOT EXISTS areas (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES areas(id),
  level INTEGER NOT NULL CHECK (level BETWEEN 0 AND 2),
  name TEXT NOT NULL,
  url_segment TEXT NOT NULL UNIQUE,
  bound_north REAL, bound_south REAL, bound_east REAL, bound_west REAL,
  center_lat REAL, center_lng REAL,
  altitude REAL,
  track_info TEXT
);
CREATE INDEX IF NOT EXISTS areas_parent ON areas(parent_id);

CREATE TABLE IF NOT EXISTS tracks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url_segment TEXT NOT NULL UNIQUE,
  area_id INTEGER REFERENCES areas(id),
  -- Community-editable fields (every change is a row in track_revisions).
  name TEXT,
  length REAL,
  info TEXT,
  surface TEXT,
  link_to_web TEXT,
  number_lanes_lap INTEGER,
  quality TEXT,
  has_lighting INTEGER,
  indoors INTEGER,
  center_lat REAL NOT NULL CHECK (center_lat BETWEEN -90 AND 90),
  center_lng REAL NOT NULL CHECK (center_lng BETWEEN -180 AND 180),
  altitude REAL,
  street_address TEXT,
  finalized INTEGER NOT NULL DEFAULT 0,
  removed INTEGER NOT NULL DEFAULT 0,
  -- 0 live; 1 removed for good by an operator (its page stays and says so; no list or count has
  -- it); 2 withdrawn: created by a client whose changes an operator undid, so never a track, and
  -- no public answer has it at all, its page included (src-worker/db/tracks.ts WITHDRAWN).
  permanently_removed INTEGER NOT NULL DEFAULT 0,
  -- Derived from the feedback rows, recomputed in the same batch as every feedback write
  -- (src-worker/db/track-derived.ts). NULL status = nobody has reported public access.
  status INTEGER,
  status_source INTEGER,
  status_updated TEXT,
  reported INTEGER NOT NULL DEFAULT 0,
  num_likes INTEGER NOT NULL DEFAULT 0,
  num_comments INTEGER NOT NULL DEFAULT 0,
  rec_maintained INTEGER NOT NULL DEFAULT 0,
  rec_practical INTEGER NOT NULL DEFAULT 0,
  rec_scenic INTEGER NOT NULL DEFAULT 0,
  rec_friendly INTEGER NOT NULL DEFAULT 0,
  -- Optimistic concurrency: equals the newest track_revisions.revision of this track.
  revision INTEGER NOT NULL DEFAULT 1,
  -- Where an imported track came from ("osm", "way/123"), so re-imports update in place.
  source TEXT,
  source_id TEXT,
  created TEXT NOT NULL,
  updated TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS tracks_source ON tracks(source, source_id);
CREATE INDEX IF NOT EXISTS tracks_area ON tracks(area_id);
CREATE INDEX IF NOT EXISTS tracks_position ON tracks(center_lat, center_lng);
-- The few withdrawn tracks, which every public query leaves out by id (db/tracks.ts notWithdrawnSql).
CREATE INDEX IF NOT EXISTS tracks_withdrawn ON tracks(permanently_removed) WHERE permanently_removed = 2;
-- The tracks withdrawn or removed for good, which search leaves out by id (db/tracks.ts notGoneSql).
CREATE INDEX IF NOT EXISTS tracks_gone ON tracks(permanently_removed) WHERE permanently_removed > 0;

-- How many tracks are at or below each area (itself and its descendant areas) and not
-- permanently removed: the one number the area page, its parent's list of areas, the start
-- page's coverage, the chat and the search ranking state. Every write that changes a track's
-- area_id or permanently_removed recounts the areas it touches (old and new area and their
-- ancestors) with COUNT(*) in the same D1 batch, and every import recounts them all in each of
-- its transactions (src-worker/db/area-counts.ts), so a count is never older or newer than the
-- tracks under a cache key, and a recount heals any that drifted.
CREATE TABLE IF NOT EXISTS area_counts (area_id INTEGER PRIMARY KEY REFERENCES areas(id), num_tracks INTEGER NOT NULL);
-- A database made before the table gets the counts of its areas the first time this file is
-- applied (an area that already has a row is kept exact by the writes, and left as it is).
INSERT OR IGNORE INTO area_counts (area_id, num_tracks)
  SELECT a.id, (SELECT COUNT(*) FROM tracks t JOIN areas ta ON ta.id = t.area_id
                WHERE (ta.url_segment = a.url_segment OR (ta.url_segment >= a.url_segment || '/' AND ta.url_segment < a.url_segment || '0'))
                  AND t.permanently_removed = 0)
  FROM areas a WHERE a.id NOT IN (SELECT area_id FROM area_counts);

-- Every version of every track. snapshot is the JSON of the editable fields after the edit;
-- UNIQUE(track_id, revision) is what refuses a second edit based on the same revision.
CREATE TABLE IF NOT EXISTS track_revisions (
  id INTEGER PRIMARY KEY,
  track_id INTEGER NOT NULL REFERENCES tracks(id),
  revision INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  changed_fields TEXT NOT NULL,
  source TEXT NOT NULL,
  client_hash TEXT,
  created TEXT NOT NULL,
  UNIQUE (track_id, revision)
);
CREATE INDEX IF NOT EXISTS track_revisions_client ON track_revisions(client_hash, created);
-- The site's recent changes, newest first (GET /api/changes, the Atom feeds: db/changes.ts): a
-- walk down this index to the page's last row, never a scan of every revision.
CREATE INDEX IF NOT EXISTS track_revisions_created ON track_revisions(created);

-- When an operator (or a revert) removed or restored a track (issue 26): the tracks table keeps
-- only the flag, so the recent changes and feeds read these rows. Nothing is ever deleted here.
CREATE TABLE IF NOT EXISTS track_removals (
  id INTEGER PRIMARY KEY,
  track_id INTEGER NOT NULL REFERENCES tracks(id),
  action TEXT NOT NULL CHECK (action IN ('remove', 'remove-permanently', 'restore')),
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS track_removals_created ON track_removals(created);
CREATE INDEX IF NOT EXISTS track_removals_track ON track_removals(track_id, created);

-- Comments, visit reports, recommends, and the reports the chat takes (wrong data, bugs,
-- feature requests; track_id is NULL for the last two). Held items stay 'pending' until an
-- operator approves them; only 'visible' rows count towards the derived track fields.
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY,
  track_id INTEGER REFERENCES tracks(id),
  kind TEXT NOT NULL CHECK (kind IN ('comment', 'visit_report', 'recommend', 'bad_info', 'bug_report', 'feature_request', 'admin_status')),
  type_flags INTEGER NOT NULL,
  text TEXT,
  poster_name TEXT,
  report_date TEXT,
  open_status INTEGER,
  crowded INTEGER,
  disturbances INTEGER,
  partial_use INTEGER,
  recommend_types INTEGER NOT NULL DEFAULT 0,
  review TEXT NOT NULL DEFAULT 'visible' CHECK (review IN ('visible', 'pending', 'rejected')),
  resolved INTEGER NOT NULL DEFAULT 0,
  origin TEXT NOT NULL DEFAULT 'web',
  client_hash TEXT,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS feedback_track ON feedback(track_id, review, kind);
CREATE INDEX IF NOT EXISTS feedback_client ON feedback(client_hash, created);
-- Also the recent changes' walk over the visible feedback, newest first (db/changes.ts).
CREATE INDEX IF NOT EXISTS feedback_review ON feedback(review, created);

-- A visit report's answer to "Did you pay?" (issue 26), kept with the report in a table of its own
-- so schema.sql stays idempotent for older databases. It confirms the track's fee when it agrees
-- and is shown beside it when it does not; it never changes the fee: facts change by edits.
CREATE TABLE IF NOT EXISTS visit_fee_answers (
  feedback_id INTEGER PRIMARY KEY REFERENCES feedback(id),
  paid INTEGER NOT NULL CHECK (paid IN (0, 1))
);

-- The normalised suggestion label (spec sections 3 and 5) of every area ("name, parent") and
-- track ("name - area"), so the search box asks the server instead of downloading every name.
-- Written by the Worker with each track write and by the importer (which also fills in labels
-- that are missing or stale, e.g. after an area was renamed); the text is normalised in
-- TypeScript (src-shared/search-normalise.ts), which SQL cannot do (accents).
CREATE TABLE IF NOT EXISTS search_labels (
  kind TEXT NOT NULL CHECK (kind IN ('area', 'track')),
  id INTEGER NOT NULL,
  label TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;
-- The chat recognises track and area names in a sentence by looking its word sequences up as
-- label prefixes (src-worker/db/chat-names.ts): a range on this index, never a scan.
CREATE INDEX IF NOT EXISTS search_labels_label ON search_labels(label);

-- The own name of each area and track, normalised as its label is (issue 22): suggestions are
-- ordered by how the term meets the name itself, not the parent or area the label adds
-- (src-shared/search-rank.ts). Written with the label, by the Worker and the importer.
CREATE TABLE IF NOT EXISTS search_names (
  kind TEXT NOT NULL CHECK (kind IN ('area', 'track')),
  id INTEGER NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (kind, id)
) WITHOUT ROWID;
-- A term with very many matches ranks those whose name starts with it from this index (db/search.ts).
CREATE INDEX IF NOT EXISTS search_names_name ON search_names(kind, name);

-- The other names an area or track is known by, normalised, for "Did you mean" when the spec's
-- rule matches nothing: OSM alt_name, official_name, old_name, short_name, loc_name, name:*, the
-- operator, the facility around a track and its suburb; an area's names in other languages.
-- source says which ("alt_name", "name:pt", "addr:suburb", ...). Written by the importer.
CREATE TABLE IF NOT EXISTS search_other_names (
  kind TEXT NOT NULL CHECK (kind IN ('area', 'track')),
  id INTEGER NOT NULL,
  source TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (kind, id, source, name)
) WITHOUT ROWID;
-- Other names that start with a term ("brasil"), offered beside the rule's matches (db/search.ts).
CREATE INDEX IF NOT EXISTS search_other_names_name ON search_other_names(name);

-- Every word of the labels and names above (4+ characters), under itself and each form of it with
-- one character deleted (src-shared/search-slips.ts): a word typed with one slip finds the words
-- it may mean through this index. Rows are only added; a word no label holds any more finds
-- nothing when the corrected term is matched.
CREATE TABLE IF NOT EXISTS search_word_slips (
  slip TEXT NOT NULL,
  word TEXT NOT NULL,
  PRIMARY KEY (slip, word)
) WITHOUT ROWID;

CREATE TABLE IF NOT EXISTS static_pages (
  id TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  headline TEXT NOT NULL,
  content TEXT NOT NULL,
  last_update TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS blog_posts (
  url_segment TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  main_content TEXT NOT NULL,
  published TEXT NOT NULL
);

-- Counters of the limits (services/limits.ts): one row per limit, subject and time window.
-- A request takes one unit with a single conditional upsert, so concurrent requests cannot
-- both pass the last free unit. Old windows are deleted as new ones are taken.
CREATE TABLE IF NOT EXISTS limit_counters (
  name TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  used INTEGER NOT NULL,
  PRIMARY KEY (name, window_start)
) WITHOUT ROWID;

-- Clients an operator blocked (docs/operations.md): every write of the client is refused until
-- `until`, then the block lapses by itself. Lifting one early stamps `lifted`; rows are kept as
-- the record of who was blocked, when and why.
CREATE TABLE IF NOT EXISTS client_blocks (
  id INTEGER PRIMARY KEY,
  client_hash TEXT NOT NULL,
  until TEXT NOT NULL,
  reason TEXT NOT NULL,
  created TEXT NOT NULL,
  lifted TEXT
);
CREATE INDEX IF NOT EXISTS client_blocks_client ON client_blocks(client_hash, until);

-- Runners' answers to a track page's quick questions (issue 37, src-shared/runner-answers.ts):
-- observations, never edits. Every answer is kept with its client and its network (the hashed
-- /24 or /48 its address lies in), so the rule hears each client and each network once; an
-- operator's undo of a client withdraws its answers (withdrawn = 1) and the rule is read again.
-- An answer that makes a fact writes a revision, as an edit does.
CREATE TABLE IF NOT EXISTS runner_answers (
  id INTEGER PRIMARY KEY,
  track_id INTEGER NOT NULL REFERENCES tracks(id),
  question TEXT NOT NULL CHECK (question IN ('access', 'fee', 'opening_hours', 'surface', 'lanes', 'lighting')),
  value TEXT NOT NULL,
  client_hash TEXT NOT NULL,
  network_hash TEXT NOT NULL,
  created TEXT NOT NULL,
  withdrawn INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS runner_answers_track ON runner_answers(track_id, question);
CREATE INDEX IF NOT EXISTS runner_answers_client ON runner_answers(client_hash, created);
-- The recent changes' walk over the answers that still count, newest first (db/changes.ts), as
-- feedback_review is for the visible feedback. Partial, not led by withdrawn: an index on
-- (withdrawn, created) would be taken for every "withdrawn = 0" read, and a track's or a client's
-- answers would be looked for among all of the site's.
CREATE INDEX IF NOT EXISTS runner_answers_created ON runner_answers(created) WHERE withdrawn = 0;

-- Track edits held for an operator's review (spec section 6's rule for links, applied to track
-- info as to comments): the edit as sent, on the revision it was made on. Approving applies it
-- as a new revision if the track has not changed since; nothing is ever deleted.
CREATE TABLE IF NOT EXISTS held_edits (
  id INTEGER PRIMARY KEY,
  track_id INTEGER NOT NULL REFERENCES tracks(id),
  base_revision INTEGER NOT NULL,
  fields TEXT NOT NULL,
  review TEXT NOT NULL DEFAULT 'pending' CHECK (review IN ('pending', 'approved', 'rejected')),
  origin TEXT NOT NULL,
  client_hash TEXT,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS held_edits_review ON held_edits(review, id);

-- Who may use a track, when and for how much, and what is there (issue 14): one row per track
-- that has any of these facts. A table of its own so that this schema stays idempotent for
-- databases made before it (SQLite cannot add a column only if it is missing). The
-- community-editable columns are part of every revision snapshot (track_revisions), as the
-- tracks columns are. confirmed is JSON: for each fact, when it was last confirmed and by what
-- ({"fee": {"at": "…", "by": "visit_report"}}). time_zone is looked up from the coordinates
-- when the row is written; hours_week is the opening hours' week in that zone's wall-clock time
-- (src-shared/opening-hours.ts weekPattern), which the map's "open now" filter reads in SQL.
CREATE TABLE IF NOT EXISTS track_access (
  track_id INTEGER PRIMARY KEY REFERENCES tracks(id),
  access TEXT CHECK (access IN ('public', 'public_hours', 'members', 'school_club', 'closed')),
  opening_hours TEXT,
  fee INTEGER,
  fee_text TEXT,
  entry TEXT CHECK (entry IN ('walk_in', 'reception', 'book_online')),
  booking_url TEXT,
  lane_rules TEXT,
  rules TEXT,
  closed_until TEXT,
  closure_reason TEXT,
  lit_hours TEXT,
  toilets INTEGER,
  changing_rooms INTEGER,
  lockers INTEGER,
  drinking_water INTEGER,
  parking INTEGER,
  public_transport INTEGER,
  supervised INTEGER,
  confirmed TEXT NOT NULL DEFAULT '{}',
  time_zone TEXT,
  hours_week TEXT
);
CREATE INDEX IF NOT EXISTS track_access_time_zone ON track_access(time_zone) WHERE hours_week IS NOT NULL;

-- Facts a source states about a track beyond its fields and access facts (issue 27): who runs it,
-- its phone, whether a wheelchair user gets in, and which facts the stadium or sports centre
-- around it lent (lent is JSON: {"opening_hours": {"from": "sports_centre", "value": "Mo-Sa 08:00-20:00"}};
-- a fact counts as lent while the track still holds that value). A table of its own for the same
-- reason as track_access; only imports write it, one row per track the source says any of this of.
CREATE TABLE IF NOT EXISTS track_source_facts (
  track_id INTEGER PRIMARY KEY REFERENCES tracks(id),
  operator TEXT,
  phone TEXT,
  wheelchair TEXT CHECK (wheelchair IN ('yes', 'limited', 'no')),
  lent TEXT NOT NULL DEFAULT '{}'
);

-- What a track without a name of its own is called by (issue 36, src-shared/track-name.ts): the
-- named place it lies in or beside (stadium, sports centre, school, university, park, club) and
-- its neighbourhood or street, as its source gives them (only imports write these), and twin:
-- what tells it apart from a track of the same name at the same place ('indoor', 'outdoor',
-- 'length'), derived from the tracks around it by the import and by every track write
-- (src-worker/domain/track-twins.ts). One row per track that has any of these.
CREATE TABLE IF NOT EXISTS track_labels (
  track_id INTEGER PRIMARY KEY REFERENCES tracks(id),
  facility TEXT,
  locality TEXT,
  twin TEXT CHECK (twin IN ('indoor', 'outdoor', 'length'))
);

-- The places a track's source says it is in (issue 36): OSM addr:city, addr:municipality and
-- is_in of the track or of the stadium or sports centre around it, a register's town and council
-- area, most specific first, as a JSON array. The importer places a track in the first of them
-- that is near it (scripts/import/areas.ts), and `npm run import -- --replace` places every
-- track again from them. A table of its own for the same reason as track_access. Only imports
-- write it, one row per track whose source names a place.
CREATE TABLE IF NOT EXISTS track_place_names (
  track_id INTEGER PRIMARY KEY REFERENCES tracks(id),
  names TEXT NOT NULL
);

-- The name an area is shown by in a language where it differs from areas.name ("Brasilien" on a
-- Swedish page, "スコットランド" on a Japanese one): countries, the UK's nations, and regions in
-- zh, ja and ar, from data/geo/area-names.json.gz. Only imports write it (scripts/import/
-- area-display-names.ts); pages and the API pick the visitor's language (src-shared/area-name.ts).
CREATE TABLE IF NOT EXISTS area_display_names (
  area_id INTEGER NOT NULL REFERENCES areas(id),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (area_id, language)
) WITHOUT ROWID;

-- A write's answer by the Idempotency-Key it was sent with (issue 43, src-worker/http/
-- idempotency.ts): a visit report, answer or comment written offline is sent again until it
-- arrives, and a key seen before is answered with the first answer instead of a second write.
-- Kept 7 days; status and body are NULL while the first request is being answered.
CREATE TABLE IF NOT EXISTS idempotent_writes (
  key TEXT NOT NULL,
  path TEXT NOT NULL,
  status INTEGER,
  body TEXT,
  created TEXT NOT NULL,
  PRIMARY KEY (key, path)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS idempotent_writes_created ON idempotent_writes (created);

-- Photos of a track (issue 42, src-worker/photos/). The sent file is never kept: its pixels are
-- re-encoded into the sizes the pages need (src-shared/photos.ts), stored in the PHOTOS bucket
-- under photos/{file_key}/{width}.webp, with no metadata of any kind. A new photo is held for an
-- operator's review ('pending') unless its client has a photo approved and the operator lets such
-- clients publish at once (PHOTOS_PUBLISH_TRUSTED); only 'visible' ones are served. width and
-- height are the largest stored size's; licence is an SPDX identifier; credit the name to show.
-- shown: when it was last made visible (by an operator, or at upload for a trusted client), the
-- time the recent changes and the feeds list it at.
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
  reviewed TEXT,
  shown TEXT
);
CREATE INDEX IF NOT EXISTS photos_track ON photos(track_id, review, created);
CREATE INDEX IF NOT EXISTS photos_client ON photos(client_hash, created);
CREATE INDEX IF NOT EXISTS photos_review ON photos(review, created);
CREATE INDEX IF NOT EXISTS photos_shown ON photos(review, shown);

-- Runners' reports of a shown photo (issue 42): one per client and photo, with its reason. The
-- moderation page lists reported photos; REPORTS_TO_HOLD reports from as many clients hold the
-- photo for review again (services/photo-reports.ts), so a photo of a child is not left shown
-- while an operator sleeps.
CREATE TABLE IF NOT EXISTS photo_reports (
  photo_id INTEGER NOT NULL REFERENCES photos(id),
  client_hash TEXT NOT NULL,
  reason TEXT NOT NULL,
  created TEXT NOT NULL,
  PRIMARY KEY (photo_id, client_hash)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS photo_reports_created ON photo_reports(created);
