// What the map's list, notices and pins say (issue 22). The spec's own notices stay where their
// rule lives (MapHost.tsx, mapNoticeText).
import type { MarkerBase } from '../rules/markers';
import { distanceText } from '../rules/nearest';

export const MY_LOCATION_TITLE = 'Your location';
export const USE_MY_LOCATION = 'Use my location';

export const NEAREST_HEADING = 'Nearest tracks';
export const IN_VIEW_HEADING = 'Tracks in view';
export const SHOW_TRACKS_IN_VIEW = 'Show tracks in view';
export const LIST_LOADING = 'Loading tracks';
export const LIST_FAILED = 'The tracks could not be loaded.';

/** The marker rule's states in words, as the area page lists them; a plain pin says nothing. */
export const STATUS_BADGES: Record<MarkerBase, string | null> = {
  'track-removed': 'Removed',
  'track-closed': 'Reported closed',
  'track-open': 'Reported open',
  track: null,
};

export const NO_FILTER_MATCHES = 'No tracks match the filters here.';
export const CLEAR_FILTERS = 'Clear filters';
export const NOTHING_IN_VIEW = 'No tracks in view.';

export const nothingNearText = (searchedMetres: number) => `No tracks within ${distanceText(searchedMetres)} of you.`;
export const distanceAwayText = (metres: number) => `${distanceText(metres)} away`;
/** Tracks in view that are drawn as numbered circles, not listed one by one. */
export const moreInViewText = (count: number) => `${count} more in view: zoom in to list ${count === 1 ? 'it' : 'them'}.`;
export const listToggleText = (open: boolean) => (open ? 'Hide the list' : 'Show the list');

/** A pin standing for tracks at one spot, and the heading of the list it opens. */
export const stackTitle = (names: readonly string[]) => `${names.length} tracks here: ${names.join(', ')}`;
export const stackHeading = (count: number) => `${count} tracks here`;
