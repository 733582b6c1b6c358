// A vector basemap (the site's own PMTiles archive, src-worker/basemap/tiles.ts) on the map: the
// renderer is loaded when this is first drawn, while the world tile is asked for once, so an
// archive that cannot be served falls back to the built-in world map as failed raster tiles do.
import type { GridLayer, LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import type { Basemap } from '../../src-shared/basemap';

/** Whether the basemap's server answers its first tile (an empty 204 counts: the sea may be left out). */
async function tilesServed(basemap: Basemap): Promise<boolean> {
  try {
    const response = await fetch(basemap.url.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0'));
    return response.ok;
  } catch {
    return false;
  }
}

export function VectorTiles({
  basemap,
  eventHandlers,
  onFailure,
}: {
  basemap: Basemap;
  eventHandlers: LeafletEventHandlerFnMap;
  onFailure: () => void;
}) {
  const map = useMap();
  const language = useTranslation().i18n.language.split('-')[0] ?? 'en';
  useEffect(() => {
    let gone = false;
    let layer: GridLayer | undefined;
    Promise.all([import('./vector-layer'), tilesServed(basemap)]).then(
      ([{ vectorLayer }, served]) => {
        if (gone) return;
        if (!served) onFailure();
        else layer = vectorLayer(basemap, language).on(eventHandlers).addTo(map);
      },
      (error: unknown) => {
        console.error('The vector basemap renderer failed to load', error);
        if (!gone) onFailure();
      },
    );
    return () => {
      gone = true;
      layer?.remove();
    };
  }, [map, basemap, language, eventHandlers, onFailure]);
  return null;
}
