// Link-preview images (issue 23), what a picture says (pure): a track's or area's title, the
// place above it and its facts, in the words of its page's language, as the fonts of
// preview-render.ts can draw them. Characters no font subset holds (Chinese, Arabic, emoji...) are
// left out instead of being drawn as empty boxes; a name left with nothing is said the way the
// app says a track without a name of its own (its label, else its kind: "Track in …").
import subsetRanges from '@fontsource/inter/unicode.json';
import type { i18n } from 'i18next';
import type { AreaRef, Track, TrackLabel } from '../../src-shared/api-types';
import { areaName } from '../../src-shared/area-name';
import { numberText } from '../../src-shared/number-text';
import { lengthText, wordsOf } from '../../src-shared/track-text';
import { trackTitle } from '../../src-shared/track-name';

/** The words on a preview picture: a title, the place below it, facts as chips and a warning. */
export interface PreviewText {
  title: string;
  place: string;
  facts: string[];
  warning: string | null;
}

export type PreviewTrack = Pick<
  Track,
  'name' | 'label' | 'areas' | 'length' | 'surface' | 'number_lanes_lap' | 'indoors' | 'permanently_removed'
>;

/** Names longer than this are cut with "…": the title has room for four lines at its smallest size. */
const MAX_NAME_CHARS = 80;

/** Each Inter subset the picture loads, and the characters it holds (its unicode-range). */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'] as const satisfies readonly (keyof typeof subsetRanges)[];

const DRAWABLE = new RegExp(
  `[${SUBSETS.flatMap((subset) => subsetRanges[subset].split(','))
    .map((range) =>
      range.replace(/^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i, (_, from: string, to?: string) =>
        to ? `\\u{${from}}-\\u{${to}}` : `\\u{${from}}`,
      ),
    )
    .join('')}]`,
  'u',
);

/**
 * The text as the fonts can draw it: composed (NFC), without control and format characters
 * (such as a right-to-left override) and without the characters no subset holds, spaces
 * collapsed, and cut at MAX_NAME_CHARS.
 */
export function drawableText(text: string): string {
  const kept = Array.from(text.normalize('NFC'))
    .filter((char) => !/[\p{Cc}\p{Cf}]/u.test(char) && DRAWABLE.test(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  // Only letters or digits make a name; punctuation left from a name in another script does not.
  if (!/[\p{L}\p{N}]/u.test(kept)) return '';
  const chars = Array.from(kept);
  return chars.length > MAX_NAME_CHARS
    ? `${chars
        .slice(0, MAX_NAME_CHARS - 1)
        .join('')
        .trimEnd()}…`
    : kept;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The areas as the picture can name them in its language, country first; an area with no drawable name is left out. */
const drawableAreas = (areas: readonly AreaRef[], language: string): AreaRef[] =>
  areas.map((a) => ({ id: a.id, url_segment: a.url_segment, name: drawableText(areaName(a, language)) })).filter((a) => a.name);

/** A label whose names the fonts cannot draw goes without them, as a track without those parts would be called. */
const drawableLabel = (label: TrackLabel | null): TrackLabel | null =>
  label && { ...label, facility: drawableText(label.facility ?? '') || null, locality: drawableText(label.locality ?? '') || null };

/** The place below a title: the areas above the nearest one, nearest first ("São Paulo, Brasil"). */
const placeAbove = (areas: readonly AreaRef[]) =>
  areas
    .slice(0, -1)
    .map((a) => a.name)
    .reverse()
    .join(', ');

/**
 * A track's picture, in the words of its page (an i18next instance of the page's language, whole
 * catalogue): its title ("Pista do Ibirapuera in São Paulo"), the areas above its town, and its
 * length, surface, full-lap lanes and indoor or outdoor.
 */
export function trackPreviewText(track: PreviewTrack, i18n: i18n): PreviewText {
  const words = wordsOf(i18n);
  const areas = drawableAreas(track.areas, i18n.language);
  const facts = [
    track.length ? lengthText(track.length, words) : null,
    track.surface ? i18n.t(`track.surfaces.${track.surface}`) : null,
    track.number_lanes_lap
      ? i18n.t('preview.lanes', { count: track.number_lanes_lap, lanes: numberText(track.number_lanes_lap, i18n.language) })
      : null,
    track.indoors === null ? null : track.indoors ? i18n.t('track.indoor') : i18n.t('track.outdoor'),
  ].filter((fact): fact is string => fact !== null);
  return {
    title: capitalise(drawableText(trackTitle({ name: drawableText(track.name ?? ''), label: drawableLabel(track.label), areas }, words))),
    place: placeAbove(areas),
    facts: facts.map(drawableText),
    warning: track.permanently_removed ? drawableText(i18n.t('track.status.removed')) : null,
  };
}

/** An area's picture: "Running tracks in São Paulo" (its page's title), its parents and its count. */
export function areaPreviewText(
  area: Pick<AreaRef, 'name' | 'names'> & { parents: readonly AreaRef[]; numTracks: number },
  i18n: i18n,
): PreviewText {
  const name = drawableText(areaName(area, i18n.language));
  const count = numberText(area.numTracks, i18n.language);
  return {
    title: drawableText(name ? i18n.t('area.title', { area: name }) : i18n.t('preview.untitledArea')),
    place: drawableAreas(area.parents, i18n.language)
      .map((a) => a.name)
      .reverse()
      .join(', '),
    facts: [drawableText(i18n.t('coverage.runningTracks', { count: area.numTracks, tracks: count }))],
    warning: null,
  };
}
