// "Use my location" (spec sections 2 and 9), from the start page and from the list beside the
// map: centres the map on the visitor at zoom 10 and keeps where they are (with the accuracy the
// device gives), so the map draws them and lists the tracks nearest them (issue 22).
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MessageKind } from '../../src-shared/enums';
import { mapTargetAtom, messageAtom, myLocationAtom } from '../state/atoms';

/** The use-my-location zoom (spec section 9). */
export const MY_LOCATION_ZOOM = 10;

/** How long the failure message stays (spec section 9: "Unable to get your location." (3 s)). */
const FAILED_MESSAGE_MS = 3000;

/**
 * The action of a "Use my location" button. When the location cannot be read (refused, no
 * device, no fix), the page says so for 3 s and the button's screen offers the next step
 * (`onFailed`: the search box), never a browser dialog that leaves the runner nowhere.
 */
export function useUseMyLocation(onFailed?: () => void): () => void {
  const setMapTarget = useSetAtom(mapTargetAtom);
  const setMyLocation = useSetAtom(myLocationAtom);
  const setMessage = useSetAtom(messageAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return () => {
    const failed = () => {
      setMessage({ text: t('map.locationFailed'), kind: MessageKind.NonModal, timeoutMs: FAILED_MESSAGE_MS });
      onFailed?.();
    };
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
