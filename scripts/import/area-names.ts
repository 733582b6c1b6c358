// The names areas have in the product's other languages (Edimburgo, エディンバラ, Escócia,
// Brasil), so that search finds a place by them: data/geo/area-names.json.gz, built by
// scripts/build-area-names.ts. Pure apart from reading that file once per process.
//
// Areas are keyed by their full url segment (areas.url_segment: "brazil/sao-paulo/campinas",
// "united-kingdom/scotland/edinburgh"), which the importer has for every area it writes or
// finds in the database (AreaInfo.segment, scripts/import/areas.ts). The segments are those
// of data/geo/admin-areas.json.gz; the file records that file's SHA-256, and
// area-names.test.ts fails when the two are out of step (rebuild this file after build-geo).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { normaliseSearchText } from '../../src-shared/search-normalise';
import type { DisplayNames } from '../../src-shared/api-types';

export const AREA_NAMES_PATH = new URL('../../data/geo/area-names.json.gz', import.meta.url);

/** The languages the product speaks; the file holds names in these. */
export const AREA_NAME_LANGUAGES = ['sv', 'en', 'es', 'de', 'zh', 'fr', 'pt', 'ar', 'ja'] as const;

/** The file as stored. */
export interface AreaNamesFile {
  attribution: string;
  /** SHA-256 (hex) of the data/geo/admin-areas.json.gz whose url segments key `names`. */
  adminAreasSha256: string;
  languages: string[];
  /**
   * An area's full url segment -> its other names joined by "|": distinct (as search compares
   * text: case and accents ignored), none equal to the area's own name, names from tagged
   * sources in the order of `languages` first.
   */
  names: Record<string, string>;
  /**
   * An area's full url segment -> the name to show it by in a language, where a source that says
   * the language (not GeoNames) gives one other than the area's own name: { sv: "Brasilien" }.
   */
  display: Record<string, Partial<Record<string, string>>>;
}

/** The other names of each area by url segment, from the file's contents. */
export function decodeAreaNames(file: AreaNamesFile): Map<string, readonly string[]> {
  return new Map(Object.entries(file.names).map(([segment, joined]) => [segment, joined.split('|')]));
}

let file: AreaNamesFile | undefined;
let loaded: Map<string, readonly string[]> | undefined;

const readFile = (): AreaNamesFile => (file ??= JSON.parse(gunzipSync(readFileSync(AREA_NAMES_PATH)).toString('utf8')) as AreaNamesFile);

/** The committed names, read once per process. */
export function loadAreaNames(): ReadonlyMap<string, readonly string[]> {
  loaded ??= decodeAreaNames(readFile());
  return loaded;
}

/** The names to show an area by in the languages the file knows one for ({} for none). A new object each call. */
export function areaDisplayNames(segment: string): DisplayNames {
  return { ...readFile().display[segment] };
}

/** What an import knows of areas' names: others for search, and the names to show by language. */
export interface AreaNameSource {
  others(area: { segment: string; name: string }): readonly string[];
  display(segment: string): DisplayNames;
}

/** No names beyond the areas' own (the planner's default, for tests of other things). */
export const NO_AREA_NAMES: AreaNameSource = { others: () => [], display: () => ({}) };

/** The committed file's names. */
export const COMMITTED_AREA_NAMES: AreaNameSource = { others: (area) => otherAreaNames(area), display: areaDisplayNames };

/** What otherAreaNames needs of an area: AreaInfo (scripts/import/areas.ts) or an areas row mapped to it. */
export interface NamedArea {
  /** The full url segment, "united-kingdom/scotland/edinburgh" (AreaInfo.segment, areas.url_segment). */
  segment: string;
  /** The name the area has on the site (AreaInfo.name, areas.name); names equal to it are left out. */
  name?: string;
}

/**
 * The area's names in the product's languages other than its own name (Edinburgh ->
 * "Édimbourg", "Edimburgo", "エディンバラ", "爱丁堡", ...), or [] for an area the file does
 * not know. A new array each call.
 */
export function otherAreaNames(area: NamedArea, names: ReadonlyMap<string, readonly string[]> = loadAreaNames()): string[] {
  const found = names.get(area.segment);
  if (!found) return [];
  if (area.name === undefined) return [...found];
  const own = normaliseSearchText(area.name);
  return found.filter((name) => normaliseSearchText(name) !== own);
}
