// Steers the map from the app state and reports its view back (react-leaflet: MapContainer
// props are fixed after mount, so a child component moves the map).
import { useAtom, useSetAtom } from 'jotai';
import type { LatLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
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

  // Leaflet follows the window's size, not its container's: the list beside the map narrows or
  // shortens the map when it opens. Keeps the centre where it was.
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  // Leaflet starts an animated zoom in the next animation frame and ignores a view asked for
  // while one runs (Back asking for the view left just as the track page zooms to its pin, say).
  // So a target is shown in a frame of its own, after any zoom Leaflet has scheduled, a newer
  // target replacing one not yet shown; one that meets a running zoom waits for its end.
  const zooming = useRef(false);
  const pendingFrame = useRef(0);
  useEffect(() => {
    const start = () => (zooming.current = true);
    const end = () => (zooming.current = false);
    map.on('zoomanim', start).on('zoomend', end);
    return () => {
      map.off('zoomanim', start).off('zoomend', end);
      cancelAnimationFrame(pendingFrame.current);
    };
  }, [map]);

  useEffect(() => {
    if (!target) return;
    const show = () => {
      if (target.kind === 'view') map.setView(target.view.center, target.view.zoom);
      else {
        const { north, south, east, west } = target.bounds;
        map.fitBounds(
          [
            [south, west],
            [north, east],
          ],
          { maxZoom: MAX_FIT_ZOOM },
        );
      }
    };
    cancelAnimationFrame(pendingFrame.current);
    pendingFrame.current = requestAnimationFrame(() => (zooming.current ? map.once('zoomend', show) : show()));
    setTarget(null);
  }, [target, map, setTarget]);

  return null;
}
