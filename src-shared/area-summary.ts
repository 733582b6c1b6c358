// The area page's summary ("track info", spec sections 2 and 3): how many running tracks an area
// has, indoor and outdoor, their surfaces and the usual length. Written from the area's tracks as
// they are when the page is read (one GROUP BY, src-worker/db/areas.ts), never stored, so it says
// the same count as the page's list and follows every edit, new track and removal. The API
// answers it in English (track_info) with the groups it is written from (track_groups), so the
// page writes it in its own language with the same rule.
import { SURFACES, type Surface } from './enums';
import { numberText } from './number-text';
import { countedText, ENGLISH, fill, metresText, QUARTER_MILE_METRES, type Words } from './track-text';

/** The area's tracks that share what the summary reads: one row of a GROUP BY. */
export interface AreaTrackGroup {
  /** 1 indoor, 0 outdoor, null not stated. */
  indoors: number | null;
  surface: string | null;
  /** The length of a finalized track; null when it has none or it is not confirmed. */
  length: number | null;
  tracks: number;
}

/** Counts per value, most frequent first, ties by value: deterministic text. */
function tally<T extends string | number>(weighted: readonly [T, number][]): [T, number][] {
  const counts = new Map<T, number>();
  for (const [value, weight] of weighted) counts.set(value, (counts.get(value) ?? 0) + weight);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

const LISTS = new Map<string, Intl.ListFormat>();

/** "a, b and c" as the language joins a list (English without a comma before "and"). */
function listText(items: string[], language: string): string {
  const locale = language === 'en' ? 'en-GB' : language;
  let format = LISTS.get(locale);
  if (!format) LISTS.set(locale, (format = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return format.format(items);
}

/**
 * "São Paulo has 42 running tracks: 40 outdoor and 2 indoor. Most are synthetic (30), ..."
 * numTracks is the count the page states (area_counts), so the summary can never say another.
 * Plain text; null for an area without tracks.
 */
export function areaSummaryText(name: string, numTracks: number, groups: readonly AreaTrackGroup[], words: Words = ENGLISH): string | null {
  if (numTracks === 0) return null;
  const texts = words.texts.area.summary;
  const counted = (key: string, count: number, values?: Record<string, string>) => countedText(texts, key, count, words, values);
  const sentences: string[] = [];
  const sum = (test: (group: AreaTrackGroup) => boolean) => groups.reduce((n, group) => (test(group) ? n + group.tracks : n), 0);
  const indoor = sum((g) => g.indoors === 1);
  const outdoor = sum((g) => g.indoors === 0);
  const unstated = Math.max(0, numTracks - indoor - outdoor);
  const kinds = [
    outdoor && counted('outdoorCount', outdoor),
    indoor && counted('indoorCount', indoor),
    unstated && counted('notStated', unstated),
  ].filter(Boolean) as string[];
  const oneKind = numTracks === 1 ? (indoor ? texts.indoor : texts.outdoor) : indoor ? texts.allIndoor : texts.allOutdoor;
  const kindText = kinds.length === 1 && unstated === 0 ? oneKind : listText(kinds, words.language);
  sentences.push(counted('count', numTracks, { name, kinds: kindText }));

  const surfaces = tally(groups.filter((g) => g.surface !== null && g.surface in SURFACES).map((g) => [g.surface as Surface, g.tracks]));
  const knownSurfaces = surfaces.reduce((n, [, count]) => n + count, 0);
  if (surfaces.length > 0) {
    const label = (surface: Surface) => words.texts.track.summary.surfaces[surface];
    const listed = surfaces.map(([surface, count]) =>
      fill(texts.surfaceCount, { surface: label(surface), count: numberText(count, words.language) }),
    );
    const [top] = surfaces;
    const unknown = numTracks - knownSurfaces;
    const unknownText = unknown > 0 ? counted('noSurface', unknown) : '';
    if (numTracks === 1) sentences.push(fill(texts.surfaceOfOne, { surface: label(top![0]) }));
    else if (top![1] * 2 > knownSurfaces && surfaces.length > 1)
      sentences.push(fill(texts.mostAre, { top: listed[0]!, rest: listed.slice(1).join(texts.separator), unknown: unknownText }));
    else if (surfaces.length === 1) sentences.push(fill(texts.oneSurface, { surface: listed[0]!, unknown: unknownText }));
    else sentences.push(fill(texts.surfaces, { list: listed.join(texts.separator), unknown: unknownText }));
  }

  const lengths = tally(groups.filter((g) => g.length !== null).map((g) => [g.length!, g.tracks]));
  if (lengths.length > 0) {
    const common = lengths[0]![0];
    const length = Math.abs(common - QUARTER_MILE_METRES) < 0.05 ? texts.quarterMile : metresText(Number(common.toFixed(2)), words);
    sentences.push(fill(numTracks === 1 ? texts.lengthOfOne : texts.commonLength, { length }));
  }
  // Sentences ending in a full-width stop (Chinese, Japanese) are written without a space between.
  return sentences.reduce((text, sentence) => (text ? `${text}${/[。！？]$/.test(text) ? '' : ' '}${sentence}` : sentence), '');
}
