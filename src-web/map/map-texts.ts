// What the map's list, notices and pins say (issue 22) that takes a figure, in the page's language
// (issue 24): the texts themselves are the catalogue's map group (src-shared/catalogues).
import { distanceText } from '../rules/nearest';
import { numberText } from '../../src-shared/number-text';
import type { PageTexts } from '../rules/page-texts';

export { distanceAwayText } from '../rules/suggestion-texts';

/** Spec section 8: more than 100 tracks in view. */
export const tooManyTracksText = (count: number, { t, language }: PageTexts) =>
  t('map.tooManyTracks', { count, tracks: numberText(count, language) });

export const nothingNearText = (searchedMetres: number, { t, language }: PageTexts) =>
  t('map.list.nothingNear', { distance: distanceText(searchedMetres, language) });
/** Tracks in view that are drawn as numbered circles, not listed one by one. */
export const moreInViewText = (count: number, { t, language }: PageTexts) =>
  t('map.list.moreInView', { count, tracks: numberText(count, language) });

/** A pin standing for tracks at one spot, and the heading of the list it opens. */
export const stackTitle = (names: readonly string[], { t, language }: PageTexts) =>
  t('map.stackTitle', { count: names.length, tracks: numberText(names.length, language), names: names.join(t('map.separator')) });
export const stackHeading = (count: number, { t, language }: PageTexts) =>
  t('map.stackHeading', { count, tracks: numberText(count, language) });
/** A numbered circle's title. */
export const clusterTitle = (count: number, { t, language }: PageTexts) => t('map.cluster', { count, tracks: numberText(count, language) });
