// /running-in/{area segment} (spec section 2): the area's tracks and child areas, altitude,
// track info, show-on-map, and "Talk to our AI" from 3 tracks.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AreaPage } from '../../src-shared/api-types';
import { API_URLS, fetchAreaPage } from '../api/client';
import { useResource } from '../api/use-resource';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { markerBase } from '../rules/markers';
import { altitudeText, UNNAMED_TRACK } from '../../src-shared/track-text';
import { cacheKeyAtom, mapTargetAtom } from '../state/atoms';

/** The zoom for an area known only by its centre: about a city. */
const AREA_CENTER_ZOOM = 12;

/** Areas with this many tracks offer the AI chat (spec section 2). */
export const AREA_AI_LINK_MIN_TRACKS = 3;

export function areaDescription(area: AreaPage): string {
  const place = [area.name, ...area.parents.map((p) => p.name).reverse()].join(', ');
  const count = area.num_tracks === 1 ? '1 running track' : `${area.num_tracks} running tracks`;
  return `${count} in ${place}: athletics tracks on a map, with surface, lanes, opening status and runners' comments.`;
}

const STATUS_BADGES = { 'track-removed': 'Removed', 'track-closed': 'Reported closed', 'track-open': 'Reported open', track: null } as const;

function AreaView({ area }: { area: AreaPage }) {
  const setMapTarget = useSetAtom(mapTargetAtom);
  const navigate = useNavigate();
  const center = area.center_lat !== null && area.center_lng !== null ? { lat: area.center_lat, lng: area.center_lng } : null;
  usePageMeta({ title: `Running tracks in ${area.name}`, description: areaDescription(area), position: center });

  const showArea = () => {
    if (area.bound_north !== null && area.bound_south !== null && area.bound_east !== null && area.bound_west !== null) {
      setMapTarget({ kind: 'bounds', bounds: { north: area.bound_north, south: area.bound_south, east: area.bound_east, west: area.bound_west } });
    } else if (center) {
      setMapTarget({ kind: 'view', view: { center: [center.lat, center.lng], zoom: AREA_CENTER_ZOOM } });
    }
  };
  // The map behind the page shows the area.
  useEffect(showArea, [area.id]);

  const showOnMap = () => {
    showArea();
    navigate('/search');
  };

  return (
    <article className="page area-page">
      <Breadcrumbs parents={area.parents} current={area.name} />
      <h1>Running tracks in {area.name}</h1>
      <ul className="counters">
        <li>{area.num_tracks === 1 ? '1 track' : `${area.num_tracks} tracks`}</li>
        {area.altitude !== null && <li>Altitude: {altitudeText(area.altitude)}</li>}
      </ul>
      <p className="actions">
        <button type="button" className="button primary" onClick={showOnMap}>
          Show on map
        </button>
        {area.num_tracks >= AREA_AI_LINK_MIN_TRACKS && (
          <Link to={`/ai-search?area=${encodeURIComponent(area.url_segment)}`} className="button">
            Talk to our AI
          </Link>
        )}
      </p>
      {/* Plain text written from the area's tracks, stating the same count as the list below. */}
      {area.track_info && <p className="prose">{area.track_info}</p>}

      {area.child_areas.length > 0 && (
        <section aria-labelledby="child-areas-heading">
          <h2 id="child-areas-heading">Areas in {area.name}</h2>
          <ul className="link-grid">
            {area.child_areas.map((child) => (
              <li key={child.id}>
                <Link to={`/running-in/${child.url_segment}`}>
                  <span>{child.name}</span>
                  <span className="muted">{child.num_tracks === 1 ? '1 track' : `${child.num_tracks} tracks`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="tracks-heading">
        <h2 id="tracks-heading">Tracks</h2>
        {area.tracks.length === 0 ? (
          <p className="muted">No tracks here yet. Know one? Add it from the map.</p>
        ) : (
          <ul className="track-list">
            {area.tracks.map((track) => {
              const badge = STATUS_BADGES[markerBase(track)];
              return (
                <li key={track.id}>
                  <Link to={`/track/${track.url_segment}`}>{track.name || UNNAMED_TRACK}</Link>
                  {track.area && track.area !== area.name && <span className="muted"> · {track.area}</span>}
                  {badge && <span className="badge">{badge}</span>}
                  {track.num_likes > 0 && <span className="muted" aria-label={`${track.num_likes} recommends`}> ♥ {track.num_likes}</span>}
                </li>
              );
            })}
          </ul>
        )}
        {area.num_tracks > area.tracks.length && (
          <p className="muted">
            Showing {area.tracks.length} of {area.num_tracks} tracks; the areas above list the rest.
          </p>
        )}
      </section>
    </article>
  );
}

export default function AreaScreen() {
  const segment = useParams()['*'] ?? '';
  const key = useAtomValue(cacheKeyAtom);
  const area = useResource(() => fetchAreaPage(segment, key), [segment, key], API_URLS.areaPage(segment, key));
  if (area.state === 'failed') return <PageError httpStatus={area.httpStatus} type="area" />;
  if (!area.data) return <InlineLoader text="Loading area" />;
  return <AreaView area={area.data} />;
}
