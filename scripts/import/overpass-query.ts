// The Overpass QL the OSM import command sends for one tile: the selection of docs/data.md
// ("Exporting tracks from OpenStreetMap"), limited to the tile and, for a country, to its area.

/** A tile or an area, in Overpass's order of bounds. */
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

const TRACKS = 'nwr["leisure"="track"]["sport"~"(^|;)(athletics|running)(;|$)"]';
/** Stadiums and sports centres tagged for running, which lend nameless tracks their names. */
const NAME_GIVERS = 'nwr["leisure"~"^(stadium|sports_centre)$"]["sport"~"(^|;)(athletics|running)(;|$)"]';
const FACILITY = '["leisure"~"^(stadium|sports_centre)$"]';
/** Named schools, colleges, universities, parks and clubs: a nameless track in or beside one is called by its name (issue 36). */
const NAMED_PLACES = ['["name"]["amenity"~"^(school|college|university)$"]', '["name"]["leisure"="park"]', '["name"]["club"]'];
/** How far from a track a named place may be and still name it (scripts/import/osm-tracks.ts NAME_GIVER_RADIUS_M). */
const BESIDE_M = 150;

/** Seconds Overpass may spend on one tile: its default, and what the public server grants without queueing long. */
export const TILE_TIMEOUT_S = 180;

// Four decimals (about 10 m) keep tile names and queries short; tile edges are multiples of the tile size anyway.
const coordinate = (value: number) => String(Number(value.toFixed(4)));

/** "south,west,north,east", as Overpass writes a bounding box; also the tile's name in messages. */
export const boxText = (box: Box) => [box.south, box.west, box.north, box.east].map(coordinate).join(',');

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code);
}

/** The query for one tile; with a country, only what lies in that country's boundary (not its neighbours' tracks in the tile). */
export function tileQuery(box: Box, country?: string): string {
  if (country !== undefined && !isCountryCode(country)) throw new Error(`not an ISO 3166-1 alpha-2 code: ${country}`);
  const filter = `${country ? '(area.country)' : ''}(${boxText(box)})`;
  return [
    `[out:json][timeout:${TILE_TIMEOUT_S}];`,
    ...(country ? [`area["ISO3166-1"="${country}"][admin_level=2]->.country;`] : []),
    `${TRACKS}${filter}->.tracks;`,
    // The facilities around the tracks, whatever sport they are tagged for (issue 27): they lend
    // their hours, fees, access and contacts to the tracks inside; found from the tracks' nodes.
    // Those beside a track lend only a name, so only the ones tagged for running are asked for.
    'way(r.tracks)->.trackRings;',
    '(node.tracks; node(w.tracks); node(w.trackRings);)->.trackNodes;',
    '.trackNodes is_in->.around;',
    '(',
    '  .tracks;',
    `  ${NAME_GIVERS}${filter};`,
    `  way(pivot.around)${FACILITY};`,
    `  relation(pivot.around)${FACILITY};`,
    // The named places a track lies in or beside, which lend it only their name.
    ...NAMED_PLACES.flatMap((place) => [`  way(pivot.around)${place};`, `  relation(pivot.around)${place};`]),
    ...NAMED_PLACES.map((place) => `  nwr(around.tracks:${BESIDE_M})${place};`),
    ');',
    // meta: each element's last edit (timestamp), which dates its facts when it has no check_date.
    'out meta geom;',
  ].join('\n');
}
