// Adding a track from the map (spec sections 2 and 9): at zoom 15 or closer a single click on
// empty map drops a "New track" marker after 250 ms, and a double click (a zoom) cancels it.
// The marker can be dragged to correct the position until the track is saved.
import { useAtom } from 'jotai';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, Tooltip, useMapEvents } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { ADD_TRACK_PATH } from '../rules/routes';
import { newTrackAtom } from '../state/atoms';

export const ADD_TRACK_MIN_ZOOM = 15;
export const SINGLE_CLICK_DELAY_MS = 250;
/** The overlay panel's width on wide screens (34rem in app.css); narrower screens cover the map. */
const OVERLAY_WIDTH_PX = 544;
const WIDE_SCREEN_PX = 720;

const newTrackIcon = L.divIcon({
  className: 'new-track-marker',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="42" viewBox="0 0 32 42" aria-hidden="true">
<path d="M16 41c-1-4-12-14-12-24a12 12 0 0 1 24 0c0 10-11 20-12 24z" fill="#1d4ed8" stroke="#fff" stroke-width="2"/>
<path d="M16 10v14M9 17h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>`,
  iconSize: [32, 42],
  iconAnchor: [16, 41],
  tooltipAnchor: [14, -26],
});

/** Inside the map: the click rule and the draggable marker. */
export function NewTrackMarker({ clicksAdd, shown }: { clicksAdd: boolean; shown: boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useAtom(newTrackAtom);
  const pendingClick = useRef<number | undefined>(undefined);

  const map = useMapEvents({
    click(event) {
      if (!clicksAdd || map.getZoom() < ADD_TRACK_MIN_ZOOM) return;
      window.clearTimeout(pendingClick.current);
      const { lat, lng } = event.latlng.wrap();
      pendingClick.current = window.setTimeout(() => setDraft({ lat, lng, stage: 'asking' }), SINGLE_CLICK_DELAY_MS);
    },
    dblclick() {
      window.clearTimeout(pendingClick.current);
    },
  });
  useEffect(() => () => window.clearTimeout(pendingClick.current), []);

  // When the form opens beside the map, bring a marker hidden under the panel into view.
  const stage = draft?.stage;
  useEffect(() => {
    if (stage !== 'form' || !draft || window.innerWidth < WIDE_SCREEN_PX) return;
    const point = map.latLngToContainerPoint([draft.lat, draft.lng]);
    const width = map.getSize().x;
    if (point.x > OVERLAY_WIDTH_PX + 40) return;
    map.panBy([point.x - (OVERLAY_WIDTH_PX + (width - OVERLAY_WIDTH_PX) / 2), 0]);
  }, [stage, map]);

  if (!draft || !shown) return null;
  return (
    <Marker
      position={[draft.lat, draft.lng]}
      icon={newTrackIcon}
      draggable
      title={t('map.newTrack.marker')}
      alt={t('map.newTrack.marker')}
      zIndexOffset={1000}
      eventHandlers={{
        dragend: (event) => {
          const { lat, lng } = (event.target as L.Marker).getLatLng().wrap();
          setDraft((current) => current && { ...current, lat, lng });
        },
      }}
    >
      <Tooltip permanent direction="right">
        {t('map.newTrack.marker')}
      </Tooltip>
    </Marker>
  );
}

/** Over the map: the question, while the marker is asking. */
export function NewTrackQuestion() {
  const { t } = useTranslation();
  const [draft, setDraft] = useAtom(newTrackAtom);
  const navigate = useNavigate();
  if (draft?.stage !== 'asking') return null;
  return (
    <div className="map-card new-track-question" role="dialog" aria-label={t('map.newTrack.marker')}>
      <p>{t('map.newTrack.question')}</p>
      <p className="muted">{t('map.newTrack.dragHint')}</p>
      <div className="actions">
        <button
          type="button"
          className="button primary"
          onClick={() => {
            setDraft({ ...draft, stage: 'form' });
            navigate(ADD_TRACK_PATH);
          }}
        >
          {t('map.newTrack.yes')}
        </button>
        <button type="button" className="button" onClick={() => setDraft(null)}>
          {t('map.newTrack.no')}
        </button>
      </div>
    </div>
  );
}
