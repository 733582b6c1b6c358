// Twins (issue 36): two tracks of one name at one place, such as Meadowbank's indoor arena beside
// its outdoor track, are listed "Meadowbank Sports Centre (indoor)" and "(outdoor)". The name is
// what a runner reads (the track's own, else the place it lies in); "one place" is within
// TWIN_RADIUS_M. What differs is said: indoor against outdoor, else the length.
import type { TrackLabel } from '../../src-shared/api-types';
import { distanceMetres } from '../../src-shared/distance';
import { ownTrackName } from '../../src-shared/track-name';
import { normaliseSearchText } from '../../src-shared/search-normalise';

/** Tracks further apart than this are two places, even under one name (two schools of one chain). */
export const TWIN_RADIUS_M = 1_000;

export interface TwinCandidate {
  id: number;
  name: string | null;
  facility: string | null;
  indoors: number | null;
  length: number | null;
  center_lat: number;
  center_lng: number;
}

/** The name two tracks are compared by: their own, else the place they lie in; null for neither (told apart by position). */
function sharedName(track: TwinCandidate): string | null {
  const name = ownTrackName(track.name) ?? track.facility?.trim();
  return name ? normaliseSearchText(name) : null;
}

/** Each track's twin difference (null where it has no twin, or where nothing tells them apart). */
export function twinsAmong(tracks: readonly TwinCandidate[]): Map<number, TrackLabel['twin']> {
  const byName = new Map<string, TwinCandidate[]>();
  for (const track of tracks) {
    const name = sharedName(track);
    if (name === null) continue;
    const group = byName.get(name);
    if (group) group.push(track);
    else byName.set(name, [track]);
  }
  const twins = new Map<number, TrackLabel['twin']>(tracks.map((t) => [t.id, null]));
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    for (const track of group) {
      const near = group.filter(
        (other) =>
          other !== track &&
          distanceMetres({ lat: track.center_lat, lng: track.center_lng }, { lat: other.center_lat, lng: other.center_lng }) <=
            TWIN_RADIUS_M,
      );
      if (near.length === 0) continue;
      const indoors = track.indoors === 1;
      if (near.some((other) => (other.indoors === 1) !== indoors)) twins.set(track.id, indoors ? 'indoor' : 'outdoor');
      else if (
        track.length !== null &&
        near.some((other) => other.length !== null && Math.round(other.length) !== Math.round(track.length!))
      )
        twins.set(track.id, 'length');
    }
  }
  return twins;
}
