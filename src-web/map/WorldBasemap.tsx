// A light world map drawn under the tiles (Natural Earth 110m land, about 30 kB gzipped), loaded
// only when tiles fail, so an offline or blocked tile server never leaves a grey void.
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { cutAtAntimeridian } from '../../src-shared/antimeridian';

function cutAtTheAntimeridian(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { type: 'MultiPolygon', coordinates: cutAtAntimeridian(geometry.coordinates) };
  if (geometry.type !== 'MultiPolygon') return geometry;
  return { ...geometry, coordinates: geometry.coordinates.flatMap(cutAtAntimeridian) };
}

async function loadLand(): Promise<FeatureCollection> {
  const [{ feature }, topology] = await Promise.all([import('topojson-client'), import('world-atlas/land-110m.json')]);
  const land = topology.default as unknown as Parameters<typeof feature>[0];
  const collection = feature(
    land,
    (land as unknown as { objects: { land: Parameters<typeof feature>[1] } }).objects.land,
  ) as unknown as FeatureCollection;
  return {
    ...collection,
    features: collection.features.map((f: Feature) => ({ ...f, geometry: cutAtTheAntimeridian(f.geometry) })),
  };
}

const LAND_STYLE = { fillColor: '#eef2e6', fillOpacity: 1, color: '#c9d3bf', weight: 1 };

export function WorldBasemap() {
  const [land, setLand] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    loadLand().then(setLand, (error: unknown) => console.error('The built-in world map failed to load', error));
  }, []);
  if (!land) return null;
  return (
    // Below the tile pane (z-index 200), so real tiles cover it wherever they do load.
    <Pane name="world-basemap" style={{ zIndex: 150 }}>
      <GeoJSON data={land} style={LAND_STYLE} interactive={false} />
    </Pane>
  );
}
