// The area page's summary ("track info", spec sections 2 and 3): how many running tracks an area
// has, indoor and outdoor, their surfaces and the usual length. Written from the area's tracks as
// they are when the page is read (one GROUP BY, src-worker/db/areas.ts), never stored, so it says
// the same count as the page's list and follows every edit, new track and removal.
import { SURFACES, type Surface } from './enums';
import { QUARTER_MILE_METRES } from './track-text';

/** The area's tracks that share what the summary reads: one row of a GROUP BY. */
export interface AreaTrackGroup {
  /** 1 indoor, 0 outdoor, null not stated. */
  indoors: number | null;
  surface: string | null;
  /** The length of a finalized track; null when it has none or it is not confirmed. */
  length: number | null;
  tracks: number;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function lengthLabel(length: number): string {
  return Math.abs(length - QUARTER_MILE_METRES) < 0.05 ? 'a quarter mile' : `${Number(length.toFixed(2))} m`;
}

/** Counts per value, most frequent first, ties by value: deterministic text. */
function tally<T extends string | number>(weighted: readonly [T, number][]): [T, number][] {
  const counts = new Map<T, number>();
  for (const [value, weight] of weighted) counts.set(value, (counts.get(value) ?? 0) + weight);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

/**
 * "São Paulo has 42 running tracks: 40 outdoor and 2 indoor. Most are synthetic (30), ..."
 * numTracks is the count the page states (area_counts), so the summary can never say another.
 * Plain text; null for an area without tracks.
 */
export function areaSummaryText(name: string, numTracks: number, groups: readonly AreaTrackGroup[]): string | null {
  if (numTracks === 0) return null;
  const sentences: string[] = [];
  const sum = (test: (group: AreaTrackGroup) => boolean) => groups.reduce((n, group) => (test(group) ? n + group.tracks : n), 0);
  const indoor = sum((g) => g.indoors === 1);
  const outdoor = sum((g) => g.indoors === 0);
  const unstated = Math.max(0, numTracks - indoor - outdoor);
  const kinds = [outdoor && `${outdoor} outdoor`, indoor && `${indoor} indoor`, unstated && `${unstated} not stated`].filter(Boolean) as string[];
  const kindText =
    kinds.length === 1 && unstated === 0 ? (numTracks === 1 ? (indoor ? 'indoor' : 'outdoor') : `all ${indoor ? 'indoor' : 'outdoor'}`) : kinds.join(' and ').replace(/ and (?=.* and )/, ', ');
  sentences.push(`${name} has ${plural(numTracks, 'running track')}: ${kindText}.`);

  const surfaces = tally(groups.filter((g) => g.surface !== null && g.surface in SURFACES).map((g) => [g.surface as Surface, g.tracks]));
  const knownSurfaces = surfaces.reduce((n, [, count]) => n + count, 0);
  if (surfaces.length > 0) {
    const label = (surface: Surface) => SURFACES[surface].toLowerCase();
    const listed = surfaces.map(([surface, count]) => `${label(surface)} (${count})`);
    const [top] = surfaces;
    const unknown = numTracks - knownSurfaces;
    const unknownText = unknown > 0 ? `; ${unknown} with no surface recorded` : '';
    if (numTracks === 1) sentences.push(`Its surface is ${label(top![0])}.`);
    else if (top![1] * 2 > knownSurfaces && surfaces.length > 1) sentences.push(`Most are ${listed[0]}, then ${listed.slice(1).join(', ')}${unknownText}.`);
    else if (surfaces.length === 1) sentences.push(`Surface: ${listed[0]}${unknownText}.`);
    else sentences.push(`Surfaces: ${listed.join(', ')}${unknownText}.`);
  }

  const lengths = tally(groups.filter((g) => g.length !== null).map((g) => [g.length!, g.tracks]));
  if (lengths.length > 0) {
    sentences.push(numTracks === 1 ? `It is ${lengthLabel(lengths[0]![0])} long.` : `The most common length is ${lengthLabel(lengths[0]![0])}.`);
  }
  return sentences.join(' ');
}
