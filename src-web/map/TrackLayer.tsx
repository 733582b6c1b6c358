// The tracks in view on one Leaflet layer: a pin per single track (icon and title by the
// spec's marker rule) and a numbered circle per cluster. Drawn imperatively, never as one React
// element per track: a redraw adds and removes only the markers that changed.
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { MapCluster, MapTile, TrackListEntry } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM } from '../../src-shared/map-tiles';
import { markerChoice, markerTitle, markerVariantName } from '../rules/markers';
import { clusterIcon, markerIcon } from './marker-icons';

/** A marker to draw: its key says everything it shows, so an unchanged key is left alone. */
interface Wanted {
  key: string;
  make: () => L.Marker;
}

function trackMarker(track: TrackListEntry, onOpen: (track: TrackListEntry) => void): Wanted {
  const choice = markerChoice(track);
  const title = markerTitle(track);
  return {
    key: `t${track.id}|${track.center_lat},${track.center_lng}|${markerVariantName(choice)}|${title}`,
    make: () => L.marker([track.center_lat, track.center_lng], { icon: markerIcon(choice), title, alt: title, keyboard: true }).on('click', () => onOpen(track)),
  };
}

function clusterMarker(cluster: MapCluster, zoom: number, map: L.Map): Wanted {
  const title = `${cluster.count} tracks, zoom in to see them`;
  const zoomIn = () => {
    const bounds = L.latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]);
    // Tracks at one spot have no extent to fit: step in instead.
    if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), Math.min(zoom + 2, MAP_MAX_ZOOM));
    else map.fitBounds(bounds, { maxZoom: MAP_MAX_ZOOM, padding: [40, 40] });
  };
  return {
    key: `c${zoom}|${cluster.lat},${cluster.lng}|${cluster.count}`,
    make: () => L.marker([cluster.lat, cluster.lng], { icon: clusterIcon(cluster.count), title, alt: title, keyboard: true }).on('click', zoomIn),
  };
}

/**
 * Markers are added in slices of about this many milliseconds, yielding to the browser between
 * them: a continent view adds a hundred icons, which on a slow phone would hold the main thread
 * for a few hundred ms at once.
 */
const SLICE_MS = 8;

export function TrackLayer({ tiles, onOpen }: { tiles: readonly MapTile[]; onOpen: (track: TrackListEntry) => void }) {
  const map = useMap();
  const layer = useMemo(() => L.layerGroup(), []);
  const drawn = useRef(new Map<string, L.Marker>());
  const openRef = useRef(onOpen);
  openRef.current = onOpen;

  useEffect(() => {
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [layer, map]);

  useEffect(() => {
    const wanted = new Map<string, () => L.Marker>();
    for (const tile of tiles) {
      for (const { key, make } of tile.tracks.map((track) => trackMarker(track, (t) => openRef.current(t)))) wanted.set(key, make);
      for (const { key, make } of tile.clusters.map((cluster) => clusterMarker(cluster, tile.z, map))) wanted.set(key, make);
    }
    for (const [key, marker] of drawn.current) {
      if (!wanted.has(key)) {
        layer.removeLayer(marker);
        drawn.current.delete(key);
      }
    }
    const toAdd = [...wanted].filter(([key]) => !drawn.current.has(key));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const addSlice = () => {
      const until = performance.now() + SLICE_MS;
      while (toAdd.length > 0 && performance.now() < until) {
        const [key, make] = toAdd.shift()!;
        const marker = make();
        layer.addLayer(marker);
        drawn.current.set(key, marker);
      }
      if (toAdd.length > 0) timer = setTimeout(addSlice, 0);
    };
    addSlice();
    // A newer answer replaces what is still to add.
    return () => clearTimeout(timer);
  }, [tiles, layer, map]);

  return null;
}
