// The track_labels rows an import leaves (issue 36): the named place and the neighbourhood or
// street its source gives each of its tracks (other sources' tracks keep theirs), and the twins,
// derived again from every track as the plan leaves them, so a track imported beside one of the
// same name tells the two apart. Only rows that change are written.
import type { TrackLabel } from '../../src-shared/api-types';
import { twinsAmong } from '../../src-worker/domain/track-twins';
import { sqlValue } from './sql';
import type { TrackLabelsTable } from '../../src-worker/db/tables';

/** A track_labels row as stored, its twin one of the kinds the label knows. */
export type StoredTrackLabel = Omit<TrackLabelsTable, 'twin'> & { twin: TrackLabel['twin'] };

/** One track as the plan leaves it, with the label parts its source gives (undefined: keep the stored ones). */
export interface LabelledTrack {
  /** The track's id in SQL: a number, or the subquery that finds a new track by its source id. */
  idSql: string;
  stored: StoredTrackLabel | undefined;
  fromSource: { facility: string | null; locality: string | null } | undefined;
  name: string | null;
  indoors: number | null;
  length: number | null;
  center_lat: number;
  center_lng: number;
  permanently_removed: number;
}

/** The label parts each track ends with, in the order given. */
export function finalLabels(tracks: readonly LabelledTrack[]): Omit<StoredTrackLabel, 'track_id'>[] {
  const parts = tracks.map((t) => t.fromSource ?? { facility: t.stored?.facility ?? null, locality: t.stored?.locality ?? null });
  const twins = twinsAmong(tracks.flatMap((t, i) => (t.permanently_removed ? [] : [{ ...t, id: i, facility: parts[i]!.facility }])));
  return parts.map((p, i) => ({ ...p, twin: twins.get(i) ?? null }));
}

/** The statement that brings one track's row to `wanted`, or null when it already is. */
export function labelStatement(track: LabelledTrack, wanted: Omit<StoredTrackLabel, 'track_id'>): string | null {
  const { stored } = track;
  const empty = wanted.facility === null && wanted.locality === null && wanted.twin === null;
  if (stored === undefined && empty) return null;
  if (stored && stored.facility === wanted.facility && stored.locality === wanted.locality && (stored.twin ?? null) === wanted.twin)
    return null;
  if (empty) return `DELETE FROM track_labels WHERE track_id = ${track.idSql};`;
  return (
    `INSERT INTO track_labels (track_id, facility, locality, twin) VALUES (${track.idSql}, ${sqlValue(wanted.facility)}, ${sqlValue(wanted.locality)}, ${sqlValue(wanted.twin)}) ` +
    'ON CONFLICT (track_id) DO UPDATE SET facility = excluded.facility, locality = excluded.locality, twin = excluded.twin;'
  );
}
