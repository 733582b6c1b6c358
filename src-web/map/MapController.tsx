// Steers the map from the app state and reports its view back (react-leaflet: MapContainer
// props are fixed after mount, so a child component moves the map).
import { useAtom, useSetAtom } from 'jotai';
import type { LatLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { mapTargetAtom, mapViewAtom } from '../state/atoms';

/** Fitting an area never zooms closer than this (spec section 9). */
export const MAX_FIT_ZOOM = 16;

export function MapController({ onViewChange }: { onViewChange: (bounds: LatLngBounds, zoom: number) => void }) {
  const map = useMap();
  const [target, setTarget] = useAtom(mapTargetAtom);
  const setView = useSetAtom(mapViewAtom);

  // Registered once and before the target effect: a jump far away fires moveend synchronously
  // inside setView, and a listener re-registered on every render would miss it.
  useEffect(() => {
    const report = () => {
      const center = map.getCenter();
      setView({ center: [center.lat, center.lng], zoom: map.getZoom() });
      onViewChange(map.getBounds(), map.getZoom());
    };
    report();
    map.on('moveend resize', report);
    return () => {
      map.off('moveend resize', report);
    };
  }, [map, setView, onViewChange]);

  useEffect(() => {
    if (!target) return;
    if (target.kind === 'view') map.setView(target.view.center, target.view.zoom);
    else {
      const { north, south, east, west } = target.bounds;
      map.fitBounds([[south, west], [north, east]], { maxZoom: MAX_FIT_ZOOM });
    }
    setTarget(null);
  }, [target, map, setTarget]);

  return null;
}
