// What an edit of a track may change, and what an edit changed. Pure: unit-tested beside.
import { ACCESS_FIELDS, type AccessFacts } from '../../src-shared/access';
import type { QualityRating, Surface } from '../../src-shared/enums';
import type { TracksTable } from '../db/tables';

/** The community-editable columns of the tracks table, as stored (booleans as 0/1/null), the enums' text as their values. */
export type EditableTrack = Omit<Pick<TracksTable, (typeof EDITABLE_FIELDS)[number]>, 'surface' | 'quality'> & {
  surface: Surface | null;
  quality: QualityRating | null;
};

export const EDITABLE_FIELDS = [
  'name',
  'length',
  'info',
  'surface',
  'link_to_web',
  'number_lanes_lap',
  'quality',
  'has_lighting',
  'indoors',
  'center_lat',
  'center_lng',
] as const satisfies readonly (keyof TracksTable)[];

/**
 * Everything an edit may change: the tracks columns and the access facts (track_access). A
 * revision's snapshot is this, so history, stale-edit refusal and review cover both.
 */
export type TrackEdit = EditableTrack & AccessFacts;
export const EDIT_FIELDS = [...EDITABLE_FIELDS, ...ACCESS_FIELDS] as const;

export function editableOf(row: TrackEdit): TrackEdit {
  return Object.fromEntries(EDIT_FIELDS.map((f) => [f, row[f]])) as unknown as TrackEdit;
}

/**
 * Applies the fields an edit sent (undefined = not sent, left as is; null = cleared) and lists
 * which fields really changed, so history shows what an edit did.
 */
export function applyEdit(current: TrackEdit, edit: Partial<TrackEdit>): { next: TrackEdit; changed: string[] } {
  const next = editableOf(current);
  const changed: string[] = [];
  for (const field of EDIT_FIELDS) {
    const value = edit[field];
    if (value === undefined || value === current[field]) continue;
    (next as unknown as Record<string, unknown>)[field] = value;
    changed.push(field);
  }
  return { next, changed };
}
