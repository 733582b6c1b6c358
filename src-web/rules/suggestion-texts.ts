// What the start page's search box says besides the spec's labels (issue 22): the short line under
// each suggestion that tells two of one name apart, and the "Did you mean" list. In the page's
// language (issue 24), in the track page's words for indoor, outdoor and surfaces (catalogue group
// trackPages) and its length as src-shared/track-text.ts writes it.
import type { SearchSuggestion } from '../../src-shared/api-types';
import type { Surface } from '../../src-shared/enums';
import { lengthText, wordsOf } from '../../src-shared/track-text';
import { trackLabel } from '../../src-shared/search-labels';
import { trackName } from '../../src-shared/track-name';
import { distanceMetres, distanceText, type LatLng } from './nearest';
import { numberText } from '../../src-shared/number-text';
import type { PageTexts } from './page-texts';

/** "19 tracks", "1 track". */
export const trackCountText = (count: number, { t, language }: PageTexts) =>
  t('search.trackCount', { count, tracks: numberText(count, language, { englishGrouped: true }) });

/** "2.4 km away". */
export const distanceAwayText = (metres: number, { t, language }: PageTexts) => t('map.away', { distance: distanceText(metres, language) });

/**
 * A suggestion's label as shown: the server's, except that a track known by a label (no name of
 * its own) is said in the page's language ("Pista sintética de 400 m, Butantã - São Paulo").
 */
export function suggestionLabelText(item: SearchSuggestion, texts: PageTexts): string {
  if (!item.trackLabel) return item.label;
  return trackLabel(trackName({ name: item.name ?? null, label: item.trackLabel }, wordsOf(texts)), item.area ?? null);
}

/** What tells a track from another of its name: "Indoor · 200 m · Synthetic", only what is known. */
export function trackFactsText(
  track: { indoors?: boolean | null; length?: number | null; surface?: Surface | null },
  texts: PageTexts,
): string[] {
  const { t } = texts;
  const parts: string[] = [];
  if (track.indoors !== undefined && track.indoors !== null) parts.push(track.indoors ? t('track.indoor') : t('track.outdoor'));
  if (track.length) parts.push(lengthText(track.length, wordsOf(texts)));
  if (track.surface) parts.push(t(`track.surfaces.${track.surface}`));
  return parts;
}

/**
 * The line under a suggestion: for a track, indoor or outdoor, its length and surface, and how
 * far it is from the visitor when that is known ("Indoor · 200 m · Synthetic · 2.4 km away"); for
 * an area, how many tracks it holds. An entry offered by another name (issue 36: its facility,
 * suburb or street) says which first: "Matched by “butanta” · Outdoor". Null when there is
 * nothing to say.
 */
export function suggestionSubtitle(
  item: SearchSuggestion & { alsoKnownAs?: readonly string[] },
  from: LatLng | null,
  texts: PageTexts,
): string | null {
  const why = item.alsoKnownAs?.[0] === undefined ? [] : [texts.t('search.matchedBy', { name: item.alsoKnownAs[0] })];
  const parts = [...why, ...(item.level !== undefined ? areaFacts(item, texts) : trackPlaceFacts(item, from, texts))];
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** An area's tracks: "19 tracks". */
const areaFacts = (item: SearchSuggestion, texts: PageTexts) =>
  item.numTracks === undefined ? [] : [trackCountText(item.numTracks, texts)];

/** A track's facts and its distance from the visitor. */
function trackPlaceFacts(item: SearchSuggestion, from: LatLng | null, texts: PageTexts): string[] {
  const parts = trackFactsText(item, texts);
  if (from && item.center) parts.push(distanceAwayText(distanceMetres(from, { lat: item.center[0], lng: item.center[1] }), texts));
  return parts;
}
