// What the start page's search box says besides the spec's labels (issue 22): the short line under
// each suggestion that tells two of one name apart, and the "Did you mean" list.
import type { SearchSuggestion } from '../../src-shared/api-types';
import { SURFACES, type Surface } from '../../src-shared/enums';
import { lengthText } from '../../src-shared/track-text';
import { distanceMetres, distanceText, type LatLng } from './nearest';

export const DID_YOU_MEAN_HEADING = 'Did you mean';
export const SUGGESTION_KIND = { area: 'Area', track: 'Track' } as const;

/** "19 tracks", "1 track". */
export const trackCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'track' : 'tracks'}`;

/** What tells a track from another of its name: "Indoor · 200 m · Synthetic", only what is known. */
export function trackFactsText(track: { indoors?: boolean | null; length?: number | null; surface?: Surface | null }): string[] {
  const parts: string[] = [];
  if (track.indoors !== undefined && track.indoors !== null) parts.push(track.indoors ? 'Indoor' : 'Outdoor');
  if (track.length) parts.push(lengthText(track.length));
  if (track.surface) parts.push(SURFACES[track.surface]);
  return parts;
}

/**
 * The line under a suggestion: for a track, indoor or outdoor, its length and surface, and how
 * far it is from the visitor when that is known ("Indoor · 200 m · Synthetic · 2.4 km away"); for
 * an area, how many tracks it holds. Null when there is nothing to say.
 */
export function suggestionSubtitle(item: SearchSuggestion, from: LatLng | null): string | null {
  if (item.level !== undefined) return item.numTracks === undefined ? null : trackCountText(item.numTracks);
  const parts = trackFactsText(item);
  if (from && item.center) parts.push(`${distanceText(distanceMetres(from, { lat: item.center[0], lng: item.center[1] }))} away`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
