// The place names a track's source states (issue 36), kept in track_place_names so that every
// track can be placed again without its source file (npm run import -- --replace). The source
// is their only author, so a track's row is its source's current word, and a re-import that
// states the same names writes nothing.
import { sqlValue, trackIdBySource } from './sql';
import type { SourceTrack } from './track-record';
import type { TrackPlaceNamesTable } from '../../src-worker/db/tables';

/** A track_place_names row as stored: the names as a JSON array, most specific first. */
/** names: a JSON array, as stored. */
export type StoredPlaceNames = TrackPlaceNamesTable;

export const STORED_PLACE_NAMES_QUERY = 'SELECT track_id, names FROM track_place_names';

/** The names a stored row holds ([] without a row). */
export const storedPlaceNames = (row: StoredPlaceNames | undefined): string[] => (row ? (JSON.parse(row.names) as string[]) : []);

/** The statements that bring a track's row to the names the record states (none when it already holds them). */
export function placeNamesStatements(record: SourceTrack, trackId: number | null, stored: StoredPlaceNames | undefined): string[] {
  const names = record.placeNames ?? [];
  const json = JSON.stringify(names);
  if ((names.length === 0 && stored === undefined) || stored?.names === json) return [];
  const id = trackId === null ? trackIdBySource(record.source, record.sourceId) : String(trackId);
  if (names.length === 0) return [`DELETE FROM track_place_names WHERE track_id = ${id};`];
  return [
    `INSERT INTO track_place_names (track_id, names) VALUES (${id}, ${sqlValue(json)}) ON CONFLICT (track_id) DO UPDATE SET names = excluded.names;`,
  ];
}
