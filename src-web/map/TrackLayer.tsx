// The tracks in view on one Leaflet layer: a pin per single track (icon and title by the
// spec's marker rule), one pin listing the tracks at one spot (track-stacks.ts) and a numbered
// circle per cluster. Drawn imperatively, never as one React element per track: a redraw adds
// and removes only the markers that changed.
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMap } from 'react-leaflet';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { MapCluster, MapTile, TrackListEntry } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM } from '../../src-shared/map-tiles';
import { markerChoice, markerTitle, markerVariantName, stackOrder } from '../rules/markers';
import { numberText } from '../../src-shared/number-text';
import { photoPath } from '../../src-shared/photos';
import type { PageTexts } from '../rules/page-texts';
import { declutter } from './map-declutter';
import { clusterTitle, stackHeading, stackTitle } from './map-texts';
import { clusterIcon, markerIcon, stackIcon } from './marker-icons';
import { stackedTracks } from './track-stacks';

/** A marker to draw: its key says everything it shows, so an unchanged key is left alone. */
interface Wanted {
  key: string;
  make: () => L.Marker;
}

function trackMarker(track: TrackListEntry, onOpen: (track: TrackListEntry) => void, texts: PageTexts): Wanted {
  const choice = markerChoice(track);
  const title = markerTitle(track, texts);
  return {
    key: `t${track.id}|${track.center_lat},${track.center_lng}|${markerVariantName(choice)}|${title}`,
    make: () =>
      L.marker([track.center_lat, track.center_lng], { icon: markerIcon(choice), title, alt: title, keyboard: true }).on('click', () =>
        onOpen(track),
      ),
  };
}

/** A plain left click opens the page in the app; a click asking for a new tab or window is the browser's. */
const opensHere = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The list a stack's pin opens: a link per track, titled as its own pin would be. */
function stackList(tracks: readonly TrackListEntry[], onOpen: (track: TrackListEntry) => void, texts: PageTexts): HTMLElement {
  const box = document.createElement('div');
  box.className = 'track-stack-list';
  const heading = document.createElement('p');
  heading.textContent = stackHeading(tracks.length, texts);
  const list = document.createElement('ul');
  for (const track of tracks) {
    const link = document.createElement('a');
    link.href = `/track/${encodeURIComponent(track.url_segment)}`;
    link.textContent = markerTitle(track, texts);
    if (track.photo) {
      // Its newest photo beside its name (issue 42).
      const photo = document.createElement('img');
      Object.assign(photo, { src: photoPath(track.photo, 320), alt: '', width: 48, height: 36, loading: 'lazy', decoding: 'async' });
      link.insertBefore(photo, link.firstChild);
    }
    link.addEventListener('click', (event) => {
      if (!opensHere(event)) return;
      event.preventDefault();
      onOpen(track);
    });
    const item = document.createElement('li');
    item.appendChild(link);
    list.appendChild(item);
  }
  box.appendChild(heading);
  box.appendChild(list);
  return box;
}

function stackMarker(stack: readonly TrackListEntry[], onOpen: (track: TrackListEntry) => void, texts: PageTexts): Wanted {
  const ordered = stackOrder(stack, texts);
  const tracks = ordered.map(({ track }) => track);
  const title = stackTitle(
    ordered.map(({ name }) => name),
    texts,
  );
  const lat = tracks.reduce((sum, track) => sum + track.center_lat, 0) / tracks.length;
  const lng = tracks.reduce((sum, track) => sum + track.center_lng, 0) / tracks.length;
  return {
    // The list shows each track's title, so a changed title (or language) redraws the pin.
    key: `s${tracks.map((track) => `${track.id}@${track.center_lat},${track.center_lng}:${markerTitle(track, texts)}`).join('|')}|${title}`,
    make: () =>
      L.marker([lat, lng], { icon: stackIcon(numberText(tracks.length, texts.language)), title, alt: title, keyboard: true })
        .bindPopup(() => stackList(tracks, onOpen, texts), { className: 'track-stack-popup', minWidth: 200 })
        // Leaflet names its close button in English only.
        .on('popupopen', ({ popup }) =>
          popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.t('map.closePopup')),
        ),
  };
}

function clusterMarker(cluster: MapCluster, zoom: number, map: L.Map, texts: PageTexts): Wanted {
  const title = clusterTitle(cluster.count, texts);
  const zoomIn = () => {
    const bounds = L.latLngBounds([cluster.south, cluster.west], [cluster.north, cluster.east]);
    // Tracks at one spot have no extent to fit: step in instead.
    if (bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), Math.min(zoom + 2, MAP_MAX_ZOOM));
    else map.fitBounds(bounds, { maxZoom: MAP_MAX_ZOOM, padding: [40, 40] });
  };
  return {
    key: `c${zoom}|${cluster.lat},${cluster.lng}|${cluster.count}|${title}`,
    make: () =>
      L.marker([cluster.lat, cluster.lng], {
        icon: clusterIcon(cluster.count, numberText(cluster.count, texts.language)),
        title,
        alt: title,
        keyboard: true,
      }).on('click', zoomIn),
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
  const { i18n } = useTranslation();
  const language = i18n.language;
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
    const open = (track: TrackListEntry) => {
      map.closePopup();
      openRef.current(track);
    };
    // Stacks are found across tiles: two tracks at one spot may lie either side of a tile's edge.
    const zoom = tiles[0]?.z ?? MAP_MAX_ZOOM;
    const stacks = stackedTracks(
      tiles.flatMap((tile) => tile.tracks),
      zoom,
    );
    // Clusters from neighbouring tiles, and pins beside them, are joined where they would overlap.
    const markers = declutter(
      tiles.flatMap((tile) => tile.clusters),
      stacks,
      zoom,
    );
    for (const stack of markers.stacks) {
      const { key, make } = stack.length === 1 ? trackMarker(stack[0]!, open, i18n) : stackMarker(stack, open, i18n);
      wanted.set(key, make);
    }
    for (const { key, make } of markers.clusters.map((cluster) => clusterMarker(cluster, zoom, map, i18n))) wanted.set(key, make);
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
    // A new language redraws the pins whose titles it changes: their keys hold the titles.
  }, [tiles, layer, map, i18n, language]);

  return null;
}
