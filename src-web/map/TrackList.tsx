// The list beside the map (issue 22): the tracks nearest the visitor once "Use my location" has
// found them, otherwise the tracks in view, each a link to its page. A panel on the right on a
// wide screen, a bottom sheet on a phone (map.css); it sits clear of the spec's notices. Under
// the nearest tracks, their quick questions (issue 37), loaded only once that list is shown.
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MapTile } from '../../src-shared/api-types';
import { photoPath } from '../../src-shared/photos';
import { LoadBoundary } from '../components/ErrorBoundary';
import { lazyScreen } from '../i18n/i18n';
import type { MapFilter } from '../../src-shared/map-filters';
import type { LatLngBox } from '../../src-shared/map-tiles';
import { markerBase, statusBadgeText } from '../rules/markers';
import { numberText } from '../../src-shared/number-text';
import { trackName } from '../../src-shared/track-name';
import { wordsOf } from '../../src-shared/track-text';
import type { PageTexts } from '../rules/page-texts';
import { inBox, tracksByDistance, type LatLng, type NearTrack } from '../rules/nearest';
import { cacheKeyAtom, mapFiltersAtom, myLocationAtom } from '../state/atoms';
import { distanceAwayText, moreInViewText, nothingNearText } from './map-texts';
import { useNearbyTracks } from './use-nearby-tracks';
import { useUseMyLocation } from './use-my-location';
import type { MapData } from './use-map-data';
import { ROWS_WITH_FACTS, TrackRowFacts } from './TrackRowFacts';

const NearbyQuestions = lazyScreen(() => import('../access/NearbyQuestions'));

/** Tracks in view listed at most; the rest are counted. */
const IN_VIEW_COUNT = 50;

export interface MapViewShown {
  box: LatLngBox;
  center: LatLng;
}

/** Turns every map filter off: the answer to "No tracks match the filters here." */
export function ClearFiltersButton() {
  const { t } = useTranslation();
  const setFilters = useSetAtom(mapFiltersAtom);
  return (
    <button type="button" className="button small" onClick={() => setFilters(new Set())}>
      {t('map.clearFilters')}
    </button>
  );
}

function TrackRow({
  entry,
  showDistance,
  withFacts,
  onLeave,
}: {
  entry: NearTrack;
  showDistance: boolean;
  withFacts: boolean;
  onLeave: () => void;
}) {
  const { i18n } = useTranslation();
  const { track } = entry;
  const base = markerBase(track);
  const status = statusBadgeText(base, i18n);
  const place = [showDistance ? distanceAwayText(entry.metres, i18n) : null, track.area].filter(Boolean).join(' · ');
  return (
    <li>
      <Link to={`/track/${track.url_segment}`} className={track.photo ? 'track-row with-photo' : 'track-row'} onClick={onLeave}>
        {/* Its newest photo: what the place looks like, at a glance (issue 42); the name beside it says which. */}
        {track.photo && (
          <img
            className="track-row-photo"
            src={photoPath(track.photo, 320)}
            alt=""
            width={64}
            height={48}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="track-row-name">{trackName(track, wordsOf(i18n))}</span>
        <span className="track-row-meta">
          {place && <span>{place}</span>}
          {status && <span className={`badge ${base}`}>{status}</span>}
        </span>
        {withFacts && <TrackRowFacts id={track.id} />}
      </Link>
    </li>
  );
}

interface ListContent {
  rows: NearTrack[];
  /** Said instead of rows, or under them. */
  note: string | null;
  status: 'loading' | 'loaded' | 'failed';
}

function useListContent(
  shown: MapViewShown | null,
  mapData: MapData,
  filter: MapFilter,
  texts: PageTexts,
): { near: boolean; content: ListContent } {
  const location = useAtomValue(myLocationAtom);
  const key = useAtomValue(cacheKeyAtom);
  const nearby = useNearbyTracks(location, key, filter);
  const inView = useMemo(() => {
    if (!shown) return [];
    const tracks = mapData.tiles.flatMap((tile: MapTile) => tile.tracks).filter((track) => inBox(track, shown.box));
    return tracksByDistance(shown.center, tracks, IN_VIEW_COUNT);
  }, [mapData.tiles, shown]);

  if (location) {
    const none = nearby.status === 'loaded' && nearby.tracks.length === 0;
    return {
      near: true,
      content: { rows: nearby.tracks, status: nearby.status, note: none ? nothingNearText(nearby.searchedMetres, texts) : null },
    };
  }
  const hidden = mapData.count - inView.length;
  const note = mapData.count === 0 ? texts.t('map.list.nothingInView') : hidden > 0 ? moreInViewText(hidden, texts) : null;
  return { near: false, content: { rows: inView, status: mapData.status, note } };
}

export function TrackList({
  shown,
  mapData,
  filter,
  open,
  onToggle,
  onLeave,
}: {
  shown: MapViewShown | null;
  mapData: MapData;
  filter: MapFilter;
  open: boolean;
  onToggle: () => void;
  /** Called before a row opens its track page, so Back returns to this view. */
  onLeave: () => void;
}) {
  const { t, i18n } = useTranslation();
  const bodyId = useId();
  const setLocation = useSetAtom(myLocationAtom);
  const filtersOn = useAtomValue(mapFiltersAtom);
  const [locationFailed, setLocationFailed] = useState(false);
  const useMyLocation = useUseMyLocation(() => setLocationFailed(true));
  const { near, content } = useListContent(shown, mapData, filter, i18n);
  const heading = near ? t('map.list.nearest') : t('map.list.inView');
  const noMatches = filtersOn.size > 0 && content.status === 'loaded' && content.rows.length === 0;

  return (
    <aside className={open ? 'nearby-list open' : 'nearby-list'} aria-label={heading}>
      <div className="nearby-list-head">
        <h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={onToggle}
            title={open ? t('map.list.hide') : t('map.list.show')}
          >
            {heading}
            {content.status === 'loaded' && (
              <span className="nearby-list-count">{numberText(near ? content.rows.length : mapData.count, i18n.language)}</span>
            )}
          </button>
        </h2>
        {!near && (
          <button type="button" className="button small" onClick={useMyLocation}>
            {t('map.useMyLocation')}
          </button>
        )}
      </div>
      <div id={bodyId} className="nearby-list-body" hidden={!open}>
        {/* Without a location, the next step is to search for a place (on the start page). */}
        {locationFailed && !near && (
          <p className="nearby-list-note" role="status">
            {t('map.locationFailed')} <Link to="/">{t('start.searchLabel')}</Link>
          </p>
        )}
        {content.status === 'loading' && content.rows.length === 0 && <p className="nearby-list-note">{t('map.loadingTracks')}</p>}
        {content.status === 'failed' && <p className="nearby-list-note">{t('map.list.failed')}</p>}
        {noMatches ? (
          <div className="nearby-list-note">
            <p>{t('map.noFilterMatches')}</p>
            <ClearFiltersButton />
          </div>
        ) : (
          <>
            {content.rows.length > 0 && (
              <ol className="track-rows">
                {content.rows.map((entry, i) => (
                  <TrackRow
                    key={entry.track.id}
                    entry={entry}
                    showDistance={near}
                    withFacts={near && i < ROWS_WITH_FACTS}
                    onLeave={onLeave}
                  />
                ))}
              </ol>
            )}
            {content.status === 'loaded' && content.note && <p className="nearby-list-note">{content.note}</p>}
            {/* Asked of the rows whose track answers the list loads anyway (TrackRowFacts). */}
            {near && open && content.rows.length > 0 && (
              <LoadBoundary loading={null}>
                <NearbyQuestions trackIds={content.rows.slice(0, ROWS_WITH_FACTS).map((row) => row.track.id)} onLeave={onLeave} />
              </LoadBoundary>
            )}
          </>
        )}
        {near && (
          <p className="nearby-list-note">
            <button type="button" className="nearby-list-switch" onClick={() => setLocation(null)}>
              {t('map.list.showInView')}
            </button>
          </p>
        )}
      </div>
    </aside>
  );
}
