// The full-page map (spec section 2, /search): mounted once and kept, hidden on routes that do
// not show it. Loaded on demand, with Leaflet and its CSS.
import { useAtomValue } from 'jotai';
import L, { type LatLngBounds, type TileErrorEvent } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { TrackListEntry } from '../../src-shared/api-types';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../../src-shared/map-tiles';
import { firstMapView } from '../rules/map-url';
import { ADD_TRACK_PATH } from '../rules/routes';
import { AI_LINK_MAX_RADIUS_METRES, visibleRadiusMetres } from '../rules/map-radius';
import type { PageTexts } from '../rules/page-texts';
import { cacheKeyAtom, mapFiltersAtom, mapViewAtom, myLocationAtom, newTrackAtom } from '../state/atoms';
import { OVERLAY_COVERS_MAP, useMediaQuery } from '../state/media';
import { useBasemap } from './tiles';
import { VectorTiles } from './VectorTiles';
import { Spinner } from '../components/Loader';
import { CoordinateSearch } from './CoordinateSearch';
import { MapController } from './MapController';
import { ADD_TRACK_MIN_ZOOM, NewTrackMarker, NewTrackQuestion } from './NewTrack';
import { MapFilters, useMapFilter } from './MapFilters';
import { tooManyTracksText } from './map-texts';
import { MyLocation } from './MyLocation';
import { ClearFiltersButton, TrackList } from './TrackList';
import { TrackLayer } from './TrackLayer';
import { useMapData, type MapView } from './use-map-data';
import { useKeptLocation } from './use-kept-location';
import { useMapViewInUrl } from './use-view-url';
import { WorldBasemap } from './WorldBasemap';
import './map.css';

/** Spec section 9: maximum zoom 16, markers capped at 100 in view (adding from zoom 15: NewTrack.tsx). */
export const MAX_ZOOM = MAP_MAX_ZOOM;
export const MAX_MARKERS_IN_VIEW = 100;

type TileState = 'loading' | 'loaded' | 'failed' | 'auth failure';

interface ViewState extends MapView {
  center: L.LatLng;
  size: L.Point;
}

/**
 * Why a tile failed: a refused key (401/403), no usable tile server at all, or none: a server that
 * answers (an empty 204 is a tile an archive leaves out, such as open sea) is working.
 */
async function tileFailure(tileUrl: string): Promise<TileState> {
  try {
    const response = await fetch(tileUrl, { mode: 'cors', cache: 'no-store' });
    if (response.ok) return 'loaded';
    return response.status === 401 || response.status === 403 ? 'auth failure' : 'failed';
  } catch {
    return 'failed';
  }
}

export function mapNoticeText(
  tracksStatus: 'loading' | 'loaded' | 'failed',
  tracksInView: number,
  zoom: number,
  onSearchPage: boolean,
  texts: PageTexts,
): string | null {
  if (tracksStatus === 'loading') return texts.t('map.loadingTracks');
  if (tracksInView > MAX_MARKERS_IN_VIEW) return tooManyTracksText(tracksInView, texts);
  if (tracksInView === 0 && zoom >= ADD_TRACK_MIN_ZOOM && onSearchPage) return texts.t('map.nothingHere');
  return null;
}

function ApiKeyProblem() {
  const { t } = useTranslation();
  return (
    <div className="map-error" role="alert">
      <h2>{t('map.apiKeyProblem.title')}</h2>
      <p>{t('map.apiKeyProblem.text')}</p>
    </div>
  );
}

/**
 * Whether the list beside the map is open: at first on a wide screen, folded on a phone, where
 * it would cover the map. A location just found opens it, since the nearest tracks are what
 * "Use my location" asked for.
 */
function useListOpen(): { open: boolean; toggle: () => void } {
  const phone = useMediaQuery(OVERLAY_COVERS_MAP);
  const location = useAtomValue(myLocationAtom);
  const [open, setOpen] = useState(!phone);
  useEffect(() => {
    if (location) setOpen(true);
  }, [location]);
  return { open, toggle: useCallback(() => setOpen((was) => !was), []) };
}

export default function MapHost({ visible }: { visible: boolean }) {
  const { t, i18n } = useTranslation();
  const key = useAtomValue(cacheKeyAtom);
  const savedView = useAtomValue(mapViewAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onSearchPage = pathname === '/search';
  const [view, setView] = useState<ViewState | null>(null);
  const [tileState, setTileState] = useState<TileState>('loading');
  const basemap = useBasemap();
  const initialView = useMemo(() => firstMapView(onSearchPage ? search : null, savedView, navigator.language), []);
  const flushViewToUrl = useMapViewInUrl(onSearchPage);
  useKeptLocation();

  const onViewChange = useCallback(
    (bounds: LatLngBounds, zoom: number) =>
      setView({
        box: { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() },
        zoom,
        center: bounds.getCenter(),
        size: L.point(window.innerWidth, window.innerHeight),
      }),
    [],
  );
  const filter = useMapFilter();
  const tracks = useMapData(view, key, filter);
  const openTrack = useCallback(
    (track: TrackListEntry) => {
      flushViewToUrl();
      navigate(`/track/${track.url_segment}`);
    },
    [navigate, flushViewToUrl],
  );
  const filtersOn = useAtomValue(mapFiltersAtom).size > 0;
  const listOpen = useListOpen();

  const tileEvents = useMemo(
    () => ({
      tileload: () => setTileState((state) => (state === 'loading' ? 'loaded' : state)),
      tileerror: (event: TileErrorEvent) => {
        // Leaflet shows a failed tile like a loaded one; hidden, it leaves no broken-image edges.
        event.tile.style.visibility = 'hidden';
        const url = (event.tile as HTMLImageElement).src;
        setTileState((state) => {
          if (state === 'loading') void tileFailure(url).then(setTileState);
          return state;
        });
      },
    }),
    [],
  );
  const vectorTilesFailed = useCallback(() => setTileState('failed'), []);

  // The new-track question takes the notice's place: it answers the notice's invitation.
  const askingToAdd = useAtomValue(newTrackAtom)?.stage === 'asking';
  const notice = view && !askingToAdd && mapNoticeText(tracks.status, tracks.count, view.zoom, onSearchPage, i18n);
  const noFilterMatches = onSearchPage && filtersOn && tracks.status === 'loaded' && tracks.count === 0;
  const center = view?.center;
  const radius = view && center ? visibleRadiusMetres(view.zoom, center.lat, view.size.x, view.size.y) : Infinity;
  const shown = useMemo(() => (view ? { box: view.box, center: { lat: view.center.lat, lng: view.center.lng } } : null), [view]);
  const listShown = visible && onSearchPage && tileState !== 'auth failure';
  const hostClass = ['map-host', visible ? '' : 'hidden', listShown ? (listOpen.open ? 'with-list list-open' : 'with-list') : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={hostClass} aria-hidden={!visible} inert={!visible}>
      {tileState === 'auth failure' ? (
        <ApiKeyProblem />
      ) : (
        <MapContainer
          center={initialView.center}
          zoom={initialView.zoom}
          maxZoom={MAX_ZOOM}
          minZoom={MAP_MIN_ZOOM}
          className="map"
          worldCopyJump
          zoomControl={false}
        >
          {/* Leaflet's own zoom buttons, titled in the page's language (a new language makes them anew). */}
          <ZoomControl key={i18n.language} zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
          {basemap.vector ? (
            <VectorTiles basemap={basemap} eventHandlers={tileEvents} onFailure={vectorTilesFailed} />
          ) : (
            <TileLayer
              url={basemap.url}
              attribution={basemap.attribution}
              tileSize={basemap.tileSize}
              zoomOffset={basemap.zoomOffset}
              // Beyond the provider's last zoom its tiles are enlarged: the map keeps its own zoom range.
              maxNativeZoom={basemap.maxZoom}
              maxZoom={MAX_ZOOM}
              eventHandlers={tileEvents}
            />
          )}
          {tileState === 'failed' && <WorldBasemap />}
          <MyLocation />
          <TrackLayer tiles={tracks.tiles} onOpen={openTrack} />
          <MapController onViewChange={onViewChange} />
          <NewTrackMarker clicksAdd={onSearchPage} shown={onSearchPage || pathname === ADD_TRACK_PATH} />
        </MapContainer>
      )}
      {visible && (
        <>
          {/* The new-track question has the map's attention while it is asked; with no map, there is nothing to filter. */}
          {onSearchPage && !askingToAdd && tileState !== 'auth failure' && <MapFilters />}
          {(notice || noFilterMatches) && (
            <div className="map-notices">
              {notice && (
                <p className="map-notice" role="status">
                  {tracks.status === 'loading' && <Spinner />}
                  {notice}
                </p>
              )}
              {noFilterMatches && (
                <p className="map-notice filter-notice" role="status">
                  {t('map.noFilterMatches')} <ClearFiltersButton />
                </p>
              )}
            </div>
          )}
          {listShown && (
            <TrackList
              shown={shown}
              mapData={tracks}
              filter={filter}
              open={listOpen.open}
              onToggle={listOpen.toggle}
              onLeave={flushViewToUrl}
            />
          )}
          {onSearchPage && radius < AI_LINK_MAX_RADIUS_METRES && center && (
            <Link
              onClick={flushViewToUrl}
              className="talk-to-ai button primary"
              to={`/ai-search?lat=${center.lat.toFixed(5)}&lng=${center.lng.toFixed(5)}&radius=${Math.round(radius)}`}
            >
              {t('map.talkToAi')}
            </Link>
          )}
          {tileState === 'failed' && <p className="offline-note">{t('map.tilesFailed')}</p>}
          <CoordinateSearch active={onSearchPage} />
          {onSearchPage && <NewTrackQuestion />}
        </>
      )}
    </div>
  );
}
