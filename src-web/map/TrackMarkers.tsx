// Every track as a marker, clustered so the map stays fast and useful zoomed out.
import { memo } from 'react';
import { Marker } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { TrackListEntry } from '../../src-shared/api-types';
import { markerChoice, markerTitle } from '../rules/markers';
import { markerIcon } from './marker-icons';

export const TrackMarkers = memo(function TrackMarkers({
  tracks,
  onOpen,
}: {
  tracks: readonly TrackListEntry[];
  onOpen: (track: TrackListEntry) => void;
}) {
  return (
    <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
      {tracks.map((track) => (
        <Marker
          key={track.id}
          position={[track.center_lat, track.center_lng]}
          icon={markerIcon(markerChoice(track))}
          title={markerTitle(track)}
          alt={markerTitle(track)}
          eventHandlers={{ click: () => onOpen(track) }}
        />
      ))}
    </MarkerClusterGroup>
  );
});
