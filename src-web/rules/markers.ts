// Which marker a track gets on the map (spec section 4, "Marker choice").
import type { TrackListEntry } from '../../src-shared/api-types';
import { numberText } from '../../src-shared/number-text';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import type { PageTexts } from './page-texts';

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

/** The marker's hover title: what the track is called, plus the counts that are not zero ("comments: 2", in the page's language). */
export function markerTitle(track: Pick<TrackListEntry, 'name' | 'label' | 'num_comments' | 'num_likes'>, texts: PageTexts): string {
  const { t, language } = texts;
  const parts = [trackName(track, wordsOf(texts))];
  if (track.num_comments > 0) parts.push(t('map.marker.comments', { comments: numberText(track.num_comments, language) }));
  if (track.num_likes > 0) parts.push(t('map.marker.likes', { likes: numberText(track.num_likes, language) }));
  return parts.join(t('map.separator'));
}

/** The tracks of one spot in the order their pin lists them: by what each is called, then by id. */
export function stackOrder<Track extends Pick<TrackListEntry, 'id' | 'name' | 'label'>>(
  tracks: readonly Track[],
  texts: PageTexts,
): { track: Track; name: string }[] {
  const words = wordsOf(texts);
  return tracks
    .map((track) => ({ track, name: trackName(track, words) }))
    .sort((a, b) => a.name.localeCompare(b.name, texts.language) || a.track.id - b.track.id);
}

/** The marker rule's states in words, as the map's list shows them; a plain pin says nothing. */
export function statusBadgeText(base: MarkerBase, { t }: PageTexts): string | null {
  if (base === 'track-removed') return t('map.status.removed');
  if (base === 'track-closed') return t('map.status.closed');
  if (base === 'track-open') return t('map.status.open');
  return null;
}
