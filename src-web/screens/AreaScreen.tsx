// /running-in/{area segment} (spec section 2): the area's tracks and child areas, altitude,
// track info, show-on-map, and "Talk to our AI" from 3 tracks. In the page's language (issue 24),
// the track info included: written here from the groups of tracks the API answers with it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AreaPage } from '../../src-shared/api-types';
import { areaSummaryText } from '../../src-shared/area-summary';
import { API_URLS, fetchAreaPage } from '../api/client';
import { useResource } from '../api/use-resource';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { markerBase } from '../rules/markers';
import { numberText } from '../../src-shared/number-text';
import { trackName } from '../../src-shared/track-name';
import { QUESTIONS } from '../../src-shared/runner-answers';
import { areaName } from '../../src-shared/area-name';
import { altitudeText, countOptions, placeText, wordsOf, type Words } from '../../src-shared/track-text';
import { cacheKeyAtom, mapTargetAtom } from '../state/atoms';

/** The zoom for an area known only by its centre: about a city. */
const AREA_CENTER_ZOOM = 12;

/** Areas with this many tracks offer the AI chat (spec section 2). */
export const AREA_AI_LINK_MIN_TRACKS = 3;

const STATUS_BADGES = { 'track-removed': 'removed', 'track-closed': 'closed', 'track-open': 'open', track: null } as const;

/** The track info: written in the page's language from the API's groups; the API's English text from an answer without them. */
function trackInfoText(area: AreaPage, words: Words): string | null {
  return area.track_groups ? areaSummaryText(areaName(area, words.language), area.num_tracks, area.track_groups, words) : area.track_info;
}

function AreaView({ area }: { area: AreaPage }) {
  const { t, i18n } = useTranslation();
  const words = wordsOf(i18n);
  const setMapTarget = useSetAtom(mapTargetAtom);
  const navigate = useNavigate();
  const center = area.center_lat !== null && area.center_lng !== null ? { lat: area.center_lat, lng: area.center_lng } : null;
  const name = areaName(area, i18n.language);
  const title = t('area.title', { area: name });
  const description = t(
    'area.description',
    countOptions(area.num_tracks, i18n.language, { place: placeText([...area.parents, area], i18n.language) }),
  );
  usePageMeta({ title, description, position: center });
  const trackInfo = trackInfoText(area, words);

  const showArea = () => {
    if (area.bound_north !== null && area.bound_south !== null && area.bound_east !== null && area.bound_west !== null) {
      setMapTarget({
        kind: 'bounds',
        bounds: { north: area.bound_north, south: area.bound_south, east: area.bound_east, west: area.bound_west },
      });
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
      <Breadcrumbs parents={area.parents} current={name} />
      <h1>{title}</h1>
      <ul className="counters">
        <li>{t('area.tracks', countOptions(area.num_tracks, i18n.language))}</li>
        {area.altitude !== null && <li>{t('area.altitude', { altitude: altitudeText(area.altitude, words) })}</li>}
      </ul>
      <p className="actions">
        <button type="button" className="button primary" onClick={showOnMap}>
          {t('track.showOnMap')}
        </button>
        {area.num_tracks >= AREA_AI_LINK_MIN_TRACKS && (
          <Link to={`/ai-search?area=${encodeURIComponent(area.url_segment)}`} className="button">
            {t('area.talkToAi')}
          </Link>
        )}
        <Link to={`/changes?area=${encodeURIComponent(area.url_segment)}`} className="button">
          {t('pages.changes')}
        </Link>
      </p>
      {/* Plain text written from the area's tracks, stating the same count as the list below. */}
      {trackInfo && <p className="prose">{trackInfo}</p>}
      {/* An answer cached before issue 37 has no known_facts. */}
      {area.num_tracks > 0 && area.known_facts && (
        <KnownFacts known={area.known_facts} total={area.num_tracks} answers={area.num_answers ?? 0} />
      )}

      {area.child_areas.length > 0 && (
        <section aria-labelledby="child-areas-heading">
          <h2 id="child-areas-heading">{t('area.childAreas', { area: name })}</h2>
          <ul className="link-grid">
            {area.child_areas.map((child) => (
              <li key={child.id}>
                <Link to={`/running-in/${child.url_segment}`}>
                  <span>{areaName(child, i18n.language)}</span>
                  <span className="muted">{t('area.tracks', countOptions(child.num_tracks, i18n.language))}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="tracks-heading">
        <h2 id="tracks-heading">{t('area.tracksHeading')}</h2>
        {area.tracks.length === 0 ? (
          <p className="muted">{t('area.none')}</p>
        ) : (
          <ul className="track-list">
            {area.tracks.map((track) => {
              const badge = STATUS_BADGES[markerBase(track)];
              return (
                <li key={track.id}>
                  <Link to={`/track/${track.url_segment}`}>{trackName(track, words)}</Link>
                  {track.area && track.area !== area.name && <span className="muted"> · {track.area}</span>}
                  {badge && <span className="badge">{t(`area.badges.${badge}`)}</span>}
                  {track.num_likes > 0 && (
                    <span className="muted" role="img" aria-label={t('area.recommends', countOptions(track.num_likes, i18n.language))}>
                      {' '}
                      ♥ {numberText(track.num_likes, i18n.language)}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {area.num_tracks > area.tracks.length && (
          <p className="muted">
            {t('area.showing', countOptions(area.num_tracks, i18n.language, { shown: numberText(area.tracks.length, i18n.language) }))}
          </p>
        )}
      </section>
    </article>
  );
}

export default function AreaScreen() {
  const segment = useParams()['*'] ?? '';
  const key = useAtomValue(cacheKeyAtom);
  const { t } = useTranslation();
  const area = useResource(() => fetchAreaPage(segment, key), [segment, key], API_URLS.areaPage(segment, key));
  if (area.state === 'failed') return <PageError httpStatus={area.httpStatus} type="area" />;
  if (!area.data) return <InlineLoader text={t('area.loading')} />;
  return <AreaView area={area.data} />;
}

/** How complete the area's tracks are (issue 37): each fact the quick questions ask, known for how many. */
function KnownFacts({ known, total, answers }: { known: NonNullable<AreaPage['known_facts']>; total: number; answers: number }) {
  const { t, i18n } = useTranslation();
  const figure = (n: number) => numberText(n, i18n.language, { plain: true });
  return (
    <section className="known-facts" aria-labelledby="known-facts-heading">
      <h2 id="known-facts-heading">{t('ask.known.heading')}</h2>
      <ul>
        {QUESTIONS.map((question) => (
          <li key={question}>
            {t('ask.known.line', {
              fact: t(`ask.facts.${question}`),
              known: figure(known[question]),
              total: figure(total),
            })}
          </li>
        ))}
      </ul>
      {answers > 0 && <p>{t('ask.known.answers', { count: answers })}</p>}
      <p className="muted">{t('ask.known.invite')}</p>
    </section>
  );
}
