// The suggestion labels of spec section 3: an area reads "name, parent name", a track
// "name - area name". The server stores their normalised form (search_labels) and the web shows
// them: one definition keeps the two the same.
import { normaliseSearchText } from './search-normalise';

/**
 * What the stored label of a track known by no name at all begins with, so a search can still
 * meet it. A search text only: what is shown names such a track by its label (track-name.ts).
 */
const NAMELESS_SEARCH_TEXT = 'unnamed track';

export function areaLabel(name: string, parentName: string | null): string {
  return parentName ? `${name}, ${parentName}` : name;
}

/** A track's label from what it is called (src-shared/track-name.ts trackName) and its area. */
export function trackLabel(name: string, areaName: string | null): string {
  return [name, areaName].filter(Boolean).join(' - ');
}

export const normalisedAreaLabel = (name: string, parentName: string | null) => normaliseSearchText(areaLabel(name, parentName));
/** The stored label of a track by the name it is searched by (its own, else its facility or locality). */
export const normalisedTrackLabel = (name: string | null, areaName: string | null) =>
  normaliseSearchText(trackLabel(name || NAMELESS_SEARCH_TEXT, areaName));
