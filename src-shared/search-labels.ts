// The suggestion labels of spec section 3: an area reads "name, parent name", a track
// "name - area name". The server stores their normalised form (search_labels) and the web shows
// them: one definition keeps the two the same.
import { normaliseSearchText } from './search-normalise';
import { UNNAMED_TRACK } from './track-text';

export function areaLabel(name: string, parentName: string | null): string {
  return parentName ? `${name}, ${parentName}` : name;
}

export function trackLabel(name: string | null, areaName: string | null): string {
  return [name || UNNAMED_TRACK, areaName].filter(Boolean).join(' - ');
}

export const normalisedAreaLabel = (name: string, parentName: string | null) => normaliseSearchText(areaLabel(name, parentName));
export const normalisedTrackLabel = (name: string | null, areaName: string | null) => normaliseSearchText(trackLabel(name, areaName));
