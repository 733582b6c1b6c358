// The map's view and filters in the /search address (issue 22), so a reload, Back and Forward
// and a shared link show the same map: /search?lat=-23.587&lng=-46.658&z=13&f=open,indoor.
// Anything else in the query is kept as it is; anything of ours that is not valid is ignored,
// never an error, so a hostile or mistyped address falls back to the continent rule.
import { MAP_FILTERS, type MapFilterName } from '../../src-shared/map-filters';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../src-shared/map-tiles';
import { CONTINENT_VIEWS, continentForLanguage, type MapView } from './continent';

const LAT = 'lat';
const LNG = 'lng';
const ZOOM = 'z';
const FILTERS = 'f';
const OUR_PARAMS = [LAT, LNG, ZOOM, FILTERS];

/** What an address says about the map; null where it says nothing usable. */
export interface MapUrlState {
  view: MapView | null;
  /** null when the address names no filters at all (then a view in it means "no filters"). */
  filters: ReadonlySet<MapFilterName> | null;
}

/**
 * Decimals that place the centre within about a pixel at a zoom: a pixel spans
 * 360 / (256 · 2^zoom) degrees of longitude (fewer of latitude, away from the equator).
 * Zoom 3 needs 1 decimal, zoom 16 needs 5.
 */
export function coordinateDecimals(zoom: number): number {
  return Math.max(0, Math.ceil(Math.log10((256 * 2 ** zoom) / 360)));
}

/** Plain decimal numbers only: Number() would also read "", "0x1f" and "1e3". */
const DECIMAL = /^-?\d{1,3}(\.\d{1,12})?$/;

function decimalIn(text: string | null, min: number, max: number): number | null {
  if (text === null || !DECIMAL.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * A whole zoom, brought within the map's own (a link from another map says z=18 for a street:
 * the same street at 16 is what it means, not a continent).
 */
function zoomIn(text: string | null): number | null {
  if (text === null || !/^\d{1,2}$/.test(text)) return null;
  return Math.min(Math.max(Number(text), MAP_MIN_ZOOM), MAP_MAX_ZOOM);
}

function filtersIn(text: string | null): ReadonlySet<MapFilterName> | null {
  if (text === null) return null;
  const named = new Set(text.split(','));
  return new Set(MAP_FILTERS.filter((name) => named.has(name)));
}

/** Reads the map's part of a query string ("?lat=…"); a view needs all of lat, lng and z valid. */
export function parseMapUrl(search: string): MapUrlState {
  const params = new URLSearchParams(search);
  const lat = decimalIn(params.get(LAT), -90, 90);
  const lng = decimalIn(params.get(LNG), -180, 180);
  const zoom = zoomIn(params.get(ZOOM));
  return {
    view: lat !== null && lng !== null && zoom !== null ? { center: [lat, lng], zoom } : null,
    filters: filtersIn(params.get(FILTERS)),
  };
}

/** A longitude the map reports after panning across the date line (190), as the same place in -180..180 (-170). */
function wrappedLongitude(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

/** The view's own parameters, rounded to what its zoom needs: equal strings show the same map. */
export function viewParams(view: MapView): string {
  const zoom = Math.round(view.zoom);
  const decimals = coordinateDecimals(zoom);
  const round = (value: number) => String(Number(value.toFixed(decimals)));
  return `${LAT}=${round(view.center[0])}&${LNG}=${round(wrappedLongitude(view.center[1]))}&${ZOOM}=${zoom}`;
}

/** The query string with the map's view and filters written in, the rest kept (after ours). */
export function withMapState(search: string, view: MapView, filters: ReadonlySet<MapFilterName>): string {
  const others = new URLSearchParams(search);
  for (const name of OUR_PARAMS) others.delete(name);
  const on = MAP_FILTERS.filter((name) => filters.has(name));
  const ours = viewParams(view) + (on.length > 0 ? `&${FILTERS}=${on.join(',')}` : '');
  const rest = others.toString();
  return `?${ours}${rest ? `&${rest}` : ''}`;
}

export function sameFilters(a: ReadonlySet<MapFilterName>, b: ReadonlySet<MapFilterName>): boolean {
  return a.size === b.size && [...a].every((name) => b.has(name));
}

/** The map's first view: the address's, else the one the app holds, else the continent of the browser language (spec section 4). */
export function firstMapView(search: string | null, held: MapView | null, language: string | undefined): MapView {
  return (search === null ? null : parseMapUrl(search).view) ?? held ?? CONTINENT_VIEWS[continentForLanguage(language)];
}
