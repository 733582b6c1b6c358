// The database as the importer reads it before planning (scripts/import/d1.ts reads it, plan.ts
// plans against it): the rows a plan compares its source with, so it writes only what changes.
// Its own module so the reader and the planner both depend on it and not on each other.
import type { EditableTrack } from '../../src-worker/domain/track-edit';
import type { AreasTable, SearchLabelsTable, TrackRevisionsTable, TracksTable } from '../../src-worker/db/tables';
import type { StoredAccess } from './access-import';
import type { StoredSourceFacts } from './source-facts-import';
import type { StoredSearchNames } from './search-names';
import type { StoredTrackLabel } from './track-labels-import';
import type { StoredPlaceNames } from './track-place-names';
import type { StoredAreaDisplayName } from './area-display-names';

export type DbTrack = EditableTrack &
  Pick<
    TracksTable,
    | 'id'
    | 'url_segment'
    | 'area_id'
    | 'source'
    | 'source_id'
    | 'altitude'
    | 'street_address'
    | 'finalized'
    | 'revision'
    | 'permanently_removed'
  >;

/** changed_fields: a JSON array of field names, as stored. */
export type DbRevision = Pick<TrackRevisionsTable, 'track_id' | 'revision' | 'source' | 'changed_fields'>;

export type DbArea = AreasTable;

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

export type StoredLabel = Omit<SearchLabelsTable, 'kind'> & { kind: 'area' | 'track' };
