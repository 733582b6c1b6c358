// SQL for track_access: a track's access facts, their confirmations, its time zone and its
// week of opening hours (schema.sql).
import { ACCESS_FIELDS } from '../../src-shared/access';
import type { AccessRecord } from '../domain/track-access';
import type { Db } from '../env';

/** The columns a track row is read with (LEFT JOIN track_access x): NULL facts for a track without a row. */
export const ACCESS_COLUMNS = [...ACCESS_FIELDS, 'confirmed', 'time_zone', 'hours_week'].map((c) => `x.${c}`).join(', ');

const columns = [...ACCESS_FIELDS, 'confirmed', 'time_zone', 'hours_week'];

/** Writes a track's access row, named by id or (created in the same batch) by url segment. */
export function upsertTrackAccess(db: Db, track: { id: number } | { url_segment: string }, record: AccessRecord): D1PreparedStatement {
  const trackId = 'id' in track ? '?1' : '(SELECT id FROM tracks WHERE url_segment = ?1)';
  const params = columns.map((_, i) => `?${i + 2}`).join(', ');
  const updates = columns.map((c) => `${c} = excluded.${c}`).join(', ');
  return db
    .prepare(
      `INSERT INTO track_access (track_id, ${columns.join(', ')}) VALUES (${trackId}, ${params}) ON CONFLICT (track_id) DO UPDATE SET ${updates}`,
    )
    .bind(
      'id' in track ? track.id : track.url_segment,
      ...ACCESS_FIELDS.map((f) => record.facts[f]),
      JSON.stringify(record.confirmed),
      record.time_zone,
      record.hours_week,
    );
}
