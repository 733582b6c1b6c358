// The renderer of vector basemaps (Protomaps' Leaflet layer and its "light" style), in a chunk of
// its own: loaded only on a site whose basemap is vector tiles, so other sites never carry it.
import L from 'leaflet';
import { leafletLayer } from 'protomaps-leaflet';
import type { Basemap } from '../../src-shared/basemap';

// protomaps-leaflet builds its layer on the global Leaflet, as a script tag would provide it.
(globalThis as { L?: typeof L }).L ??= L;

/** The layer drawing `basemap` with labels in `language` (an archive without places has none). */
export function vectorLayer(basemap: Basemap, language: string): L.GridLayer {
  return leafletLayer({
    url: basemap.url,
    flavor: 'light',
    lang: language,
    attribution: basemap.attribution,
    // Beyond the archive's last zoom its tiles are enlarged, as raster tiles are.
    maxDataZoom: basemap.maxZoom,
  }) as unknown as L.GridLayer;
}
