// The visitor's position on the map (issue 22), once "Use my location" has found it: a dot, and
// a circle as wide as the device says the position may be off.
import { useAtomValue } from 'jotai';
import L from 'leaflet';
import { useTranslation } from 'react-i18next';
import { Circle, Marker } from 'react-leaflet';
import { myLocationAtom } from '../state/atoms';

const dotIcon = L.divIcon({ className: 'my-location-dot', html: '<span></span>', iconSize: [20, 20], iconAnchor: [10, 10] });
const ACCURACY_STYLE = { color: '#1d4ed8', weight: 1, fillColor: '#3b82f6', fillOpacity: 0.12 };

export function MyLocation() {
  const { t } = useTranslation();
  const location = useAtomValue(myLocationAtom);
  if (!location) return null;
  const center: [number, number] = [location.lat, location.lng];
  return (
    <>
      {/* The class is an option Leaflet reads when it draws the path, not a style it can change later. */}
      <Circle
        center={center}
        radius={location.accuracyMetres}
        className="my-location-accuracy"
        interactive={false}
        pathOptions={ACCURACY_STYLE}
      />
      {/* Over the pins and clusters, so it is always seen; not interactive, so a click goes through it to them. */}
      <Marker
        position={center}
        icon={dotIcon}
        title={t('map.myLocation')}
        alt={t('map.myLocation')}
        interactive={false}
        keyboard={false}
        zIndexOffset={1000}
      />
    </>
  );
}
