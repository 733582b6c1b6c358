// Which marker a track gets on the map (spec section 4, "Marker choice").
import type { TrackListEntry } from '../../src-shared/api-types';
import { UNNAMED_TRACK } from '../../src-shared/track-text';

export type MarkerBase = 'track-removed' | 'track-closed' | 'track-open' | 'track';

export interface MarkerChoice {
  base: MarkerBase;
  /** Recommended at least once: the heart variant. */
  heart: boolean;
  /** Commented at least once: the comments variant. */
  comments: boolean;
}

type MarkerInput = Pick<TrackListEntry, 'removed' | 'status' | 'num_likes' | 'num_comments'>;

export function markerBase(track: Pick<TrackListEntry, 'removed' | 'status'>): MarkerBase {
  if (track.removed) return 'track-removed';
  // Status 0 is "reported closed to the public"; any other known status is an open report.
  if (track.status === 0) return 'track-closed';
  if (track.status !== null) return 'track-open';
  return 'track';
}

export function markerChoice(track: MarkerInput): MarkerChoice {
  return { base: markerBase(track), heart: track.num_likes > 0, comments: track.num_comments > 0 };
}

/** The name of the icon variant, e.g. "track-open-heart-comments"; also the icon cache key. */
export function markerVariantName(choice: MarkerChoice): string {
  return [choice.base, choice.heart ? 'heart' : '', choice.comments ? 'comments' : ''].filter(Boolean).join('-');
}

/** The marker's hover title: the name, plus the counts that are not zero. */
export function markerTitle(track: Pick<TrackListEntry, 'name' | 'num_comments' | 'num_likes'>): string {
  const parts = [track.name || UNNAMED_TRACK];
  if (track.num_comments > 0) parts.push(`comments: ${track.num_comments}`);
  if (track.num_likes > 0) parts.push(`likes: ${track.num_likes}`);
  return parts.join(', ');
}
