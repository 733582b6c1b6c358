// What the recogniser and the offline assistant may ask of the names the site knows (issue 41:
// understand, then answer): the labels a word run begins, tracks whose label holds some words,
// typing slips, other-language names, areas, "Did you mean" and example names. Neither reads the
// database: the chat hands them a Gazetteer (db/gazetteer.ts reads D1; the recogniser's tests a
// small world in memory), and every fact about tracks comes through the chat's tools.
import type { Surface } from '../../src-shared/enums';
import type { Suggestions, TrackLabel } from '../../src-shared/api-types';
import type { Near } from '../../src-shared/search-rank';

/** What a track is told apart by when the user is asked which one (issue 22), and what it is called without a name of its own. */
interface TrackTraits {
  indoors: boolean | null;
  length: number | null;
  surface: Surface | null;
  /** Track: what it is called without a name of its own (src-shared/track-name.ts); null for an area. */
  trackLabel: TrackLabel | null;
}

/** A label that begins with one of the word sequences asked for. */
export interface NameHit extends TrackTraits {
  /** The word sequence (normalised) whose range found this label. */
  gram: string;
  kind: 'track' | 'area';
  id: number;
  label: string;
  /** The track's or area's own name, as stored. */
  name: string | null;
  /** Area: its level (0 country, 1 region, 2 city). Track: null. */
  level: number | null;
  /** Area: its own segment. Track: the segment of its area, for "… in <place>". */
  segment: string | null;
  /** Track: its own url segment and its area's name, for links to the candidates. */
  track_segment: string | null;
  area_name: string | null;
  lat: number | null;
  lng: number | null;
}

/** A track whose label holds every word (the search rule of spec section 5), for names given in part. */
export interface TrackHit extends TrackTraits {
  id: number;
  name: string | null;
  /** The segment of its area. */
  segment: string | null;
  track_segment: string;
  area_name: string | null;
  lat: number;
  lng: number;
}

export interface GazetteerArea {
  id: number;
  name: string;
  url_segment: string;
  level: number;
}

/** A city and one of its tracks to give as examples of requests (issue 28). */
export interface ExampleNames {
  place: string;
  track: string | null;
}

export type DidYouMeanItem = Suggestions['didYouMean'][number];

export interface Gazetteer {
  /** Labels equal to a word sequence or beginning with it and a space, for every sequence at once. */
  namesBeginning(grams: readonly string[]): Promise<NameHit[]>;
  /** Labels beginning with these letters: the candidates for a name typed with a slip. */
  namesStartingWith(letters: string): Promise<NameHit[]>;
  /** Tracks whose label contains every word. */
  tracksContaining(words: readonly string[], limit: number): Promise<TrackHit[]>;
  /** For each word no name holds as typed, the words names hold one typing slip away from it. */
  wordsOneSlipAway(words: readonly string[]): Promise<Map<string, string[]>>;
  /** The areas known by other names among the given texts: each name found, with the ids of the areas that bear it. */
  areasByOtherNames(names: readonly string[]): Promise<{ name: string; ids: number[] }[]>;
  areaById(id: number): Promise<GazetteerArea | null>;
  areaBySegment(segment: string): Promise<GazetteerArea | null>;
  /** What the search box offers for a name nobody has (issue 22). */
  didYouMean(words: readonly string[], near: Near | null): Promise<DidYouMeanItem[]>;
  /** The city with the most tracks (in the country given) and its most discussed track with a name of its own. */
  exampleNames(countrySegment: string | null): Promise<ExampleNames | null>;
}
