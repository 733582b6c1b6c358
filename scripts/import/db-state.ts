// The database as the importer reads it before planning (scripts/import/d1.ts reads it, plan.ts
// plans against it): the rows a plan compares its source with, so it writes only what changes.
// Its own module so the reader and the planner both depend on it and not on each other.
import type { EditableTrack } from '../../src-worker/domain/track-edit';
import type { StoredAccess } from './access-import';
import type { StoredSourceFacts } from './source-facts-import';
import type { AreaFigures } from './areas';
import type { StoredSearchNames } from './search-names';
import type { StoredTrackLabel } from './track-labels-import';
import type { StoredPlaceNames } from './track-place-names';
import type { StoredAreaDisplayName } from './area-display-names';

export interface DbTrack extends EditableTrack {
  id: number;
  url_segment: string;
  area_id: number | null;
  source: string | null;
  source_id: string | null;
  altitude: number | null;
  street_address: string | null;
  finalized: number;
  revision: number;
  permanently_removed: number;
}

export interface DbRevision {
  track_id: number;
  revision: number;
  source: string;
  /** JSON array of field names, as stored. */
  changed_fields: string;
}

export interface DbArea extends AreaFigures {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  url_segment: string;
}

export interface DbState {
  tracks: DbTrack[];
  /** Revisions of tracks that have at least one non-import revision (the rest cannot conflict). */
  revisions: DbRevision[];
  areas: DbArea[];
  /** The stored search labels (search_labels), so a plan writes only those that change. */
  labels: StoredLabel[];
  /** The stored own names, other names and indexed words (issue 22), so a plan writes only what changes. */
  searchNames: StoredSearchNames;
  /** The stored access facts (track_access), so a re-import writes only facts that changed. */
  access: StoredAccess[];
  /** The stored source facts (track_source_facts: operator, phone, wheelchair, what a facility lent), so a re-import writes only what changed. */
  sourceFacts: StoredSourceFacts[];
  /** The stored label parts and twins (track_labels, issue 36), so a re-import writes only what changed. */
  trackLabels: StoredTrackLabel[];
  /** How many areas' stored counts (area_counts) differ from their tracks, so an import that changes nothing still heals them. */
  staleAreaCounts: number;
  /** The place names each track's source stated (track_place_names), so every track can be placed again without its file. */
  placeNames: StoredPlaceNames[];
  /** The names areas are shown by in other languages (area_display_names), so a re-import writes only what changed. */
  areaDisplayNames: StoredAreaDisplayName[];
}

export interface StoredLabel {
  kind: 'area' | 'track';
  id: number;
  label: string;
}
