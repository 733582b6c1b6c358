// "Use my location" (spec sections 2 and 9), from the start page and from the list beside the
// map: centres the map on the visitor at zoom 10 and keeps where they are (with the accuracy the
// device gives), so the map draws them and lists the tracks nearest them (issue 22).
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { mapTargetAtom, myLocationAtom } from '../state/atoms';

/** The use-my-location zoom (spec section 9). */
export const MY_LOCATION_ZOOM = 10;

/** The action of a "Use my location" button. */
export function useUseMyLocation(): () => void {
  const setMapTarget = useSetAtom(mapTargetAtom);
  const setMyLocation = useSetAtom(myLocationAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return () => {
    // Spec section 5's alert: "Unable to get your location."
    const failed = () => window.alert(t('map.locationFailed'));
    if (!('geolocation' in navigator)) return failed();
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setMyLocation({ lat: coords.latitude, lng: coords.longitude, accuracyMetres: coords.accuracy });
        setMapTarget({ kind: 'view', view: { center: [coords.latitude, coords.longitude], zoom: MY_LOCATION_ZOOM } });
        // From the map itself, the map moves where it is: no second /search in the history.
        if (pathname !== '/search') navigate('/search');
      },
      failed,
      { enableHighAccuracy: false, timeout: 15_000 },
    );
  };
}
