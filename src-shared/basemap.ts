// The map's background tiles, set once (wrangler.toml [vars] TILE_*), and the
// Content-Security-Policy that follows from them: the pages the Worker draws allow the configured
// tile host and no other, and the static files get the same policy at build (vite.config.ts
// writes it into _headers). The app reads the setting from the page it takes over (its data
// block), so a new provider needs no new bundle.

/** The vars that set the basemap; unset ones take OpenStreetMap's tiles, for development only. */
export interface BasemapVars {
  TILE_URL?: string;
  TILE_ATTRIBUTION?: string;
  TILE_API_KEY?: string;
  TILE_MAX_ZOOM?: string;
  TILE_SIZE?: string;
  /** The key of a PMTiles archive in the Worker's R2 bucket: the site serves its own tiles. */
  TILE_PMTILES?: string;
}

export interface Basemap {
  /** Leaflet's template ({z}/{x}/{y}; {key} is replaced by the API key). */
  url: string;
  /** HTML: the credit the provider's licence asks for. */
  attribution: string;
  maxZoom: number;
  /** 512-pixel tiles are drawn one zoom lower, so a map zoom shows the same area either way. */
  tileSize: 256 | 512;
  zoomOffset: 0 | -1;
  /** Vector tiles (.mvt), drawn in the browser by Protomaps' renderer; otherwise images. */
  vector: boolean;
}

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Where the Worker serves the tiles of its own archive (src-worker/basemap/tiles.ts). */
export const SELF_HOSTED_TILES = '/tiles/{z}/{x}/{y}.mvt';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export function basemapFrom(vars: BasemapVars): Basemap {
  const template = vars.TILE_URL?.trim() || (vars.TILE_PMTILES?.trim() ? SELF_HOSTED_TILES : OSM_TILES);
  const maxZoom = Number(vars.TILE_MAX_ZOOM);
  const tileSize = vars.TILE_SIZE?.trim() === '512' ? 512 : 256;
  return {
    url: template.replaceAll('{key}', encodeURIComponent(vars.TILE_API_KEY?.trim() ?? '')),
    attribution: vars.TILE_ATTRIBUTION?.trim() || OSM_ATTRIBUTION,
    maxZoom: Number.isInteger(maxZoom) && maxZoom > 0 && maxZoom <= 22 ? maxZoom : 19,
    tileSize,
    zoomOffset: tileSize === 512 ? -1 : 0,
    vector: /\.(mvt|pbf)(\?|$)/.test(template),
  };
}

/** The tiles' origin for the policy ("https://tiles.example"), or none when they are the site's own. */
export function tileOrigin(basemap: Basemap): string | null {
  try {
    const url = new URL(basemap.url.replace(/\{[a-z]+\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    // A path on the site itself ("/tiles/{z}/{x}/{y}.png"): 'self' allows it.
    return null;
  }
}

/**
 * The policy of the site's pages: scripts only from the site; inline styles because Leaflet places
 * tiles and markers with them; images and fetches also from the tile host (the map probes a
 * failed tile with fetch to tell a refused API key from a missing network).
 */
export function pageContentSecurityPolicy(basemap: Basemap, inlineScripts: readonly string[] = []): string {
  const tiles = tileOrigin(basemap);
  const withTiles = (sources: string) => (tiles ? `${sources} ${tiles}` : sources);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${withTiles("'self' data:")}`,
    `connect-src ${withTiles("'self'")}`,
    "font-src 'self'",
    // The service worker (/sw.js, issue 43), the site's own script.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
