// The track page's content (spec sections 2 and 4): headline and intro, counters, map and edit
// links, status warnings, public access, properties, the non-standard note, recommends and
// comments, each with its form, and when the track was last edited with a link to its history.
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import type { FeedbackItem, Track } from '../../src-shared/api-types';
import { QUALITY_RATINGS, SURFACES } from '../../src-shared/enums';
import { calculatorPathFor } from '../calculator/calculator-settings';
import { AccessSection } from '../access/AccessSection';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FeedbackForm } from '../components/FeedbackForm';
import { RecommendForm } from '../components/RecommendForm';
import { usePageMeta } from '../components/page-meta';
import { SafeHtml } from '../components/SafeHtml';
import {
  altitudeText,
  isNonStandardLength,
  lengthText,
  longDateText,
  publicAccessText,
  STATUS_MESSAGES,
  statusWarnings,
  trackSummaryText,
  trackTitle,
} from '../../src-shared/track-text';
import { trackMapTarget, useMapOnTrack } from '../map/use-map-on-track';
import { mapTargetAtom } from '../state/atoms';

function yesNo(value: boolean | null, yes: string, no: string): string | null {
  return value === null ? null : value ? yes : no;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The track's description for search engines and link previews. */
export function trackDescription(track: Track): string {
  const place = track.areas.map((a) => a.name).reverse().join(', ');
  const summary = capitalise(trackSummaryText(track));
  return place ? `${summary} in ${place}. Opening status, surface, lanes and runners' comments.` : `${summary}. Opening status, surface, lanes and runners' comments.`;
}

function PropertyList({ track }: { track: Track }) {
  const rows: [string, string | null][] = [
    ['Length', track.length ? lengthText(track.length) : null],
    ['Surface', track.surface ? SURFACES[track.surface] : null],
    ['Surface condition', track.quality ? QUALITY_RATINGS[track.quality] : null],
    ['Full-lap lanes', track.number_lanes_lap ? String(track.number_lanes_lap) : null],
    ['Indoor or outdoor', yesNo(track.indoors, 'Indoor', 'Outdoor')],
    ['Lighting', yesNo(track.has_lighting, 'Yes', 'No')],
    ['Address', track.street_address],
    ['Altitude', track.altitude === null ? null : altitudeText(track.altitude)],
    ['Coordinates', `${track.center_lat.toFixed(5)}, ${track.center_lng.toFixed(5)}`],
  ];
  return (
    <dl className="properties">
      {rows
        .filter((row): row is [string, string] => row[1] !== null)
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {track.link_to_web && (
        <div>
          <dt>Website</dt>
          <dd>
            <a href={track.link_to_web} target="_blank" rel="noopener noreferrer nofollow">
              {new URL(track.link_to_web).hostname}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

function PublicAccess({ track }: { track: Track }) {
  const access = publicAccessText(track);
  return (
    <section className="public-access" aria-labelledby="access-heading">
      <h2 id="access-heading">Open to the public?</h2>
      <p>
        {access.confidence}
        {access.status && (
          <>
            : <strong>{access.status}</strong>
          </>
        )}
        {access.status === null && '. If you have been there, please post a comment or a visit report.'}
      </p>
      {access.status && track.status_updated && <p className="muted">Last confirmed by a visit report on {longDateText(track.status_updated)}.</p>}
    </section>
  );
}

const RECOMMEND_LABELS: [keyof Track['recommendInfo'], string][] = [
  ['maintained', 'well maintained'],
  ['practical', 'practical'],
  ['scenic', 'scenic'],
  ['friendly', 'friendly'],
];

function Recommends({ track }: { track: Track }) {
  const qualities = RECOMMEND_LABELS.filter(([key]) => track.recommendInfo[key]).map(([, label]) => label);
  return (
    <section id="recommend" className="recommend" aria-labelledby="recommend-heading">
      <h2 id="recommend-heading">Recommends</h2>
      <p>
        {track.num_likes === 0
          ? 'Nobody has recommended this track yet.'
          : `${track.num_likes} ${track.num_likes === 1 ? 'runner recommends' : 'runners recommend'} this track.`}
      </p>
      {qualities.length > 0 && (
        <ul className="chips" aria-label="Recommended as">
          {qualities.map((quality) => (
            <li key={quality}>{quality}</li>
          ))}
        </ul>
      )}
      <RecommendForm trackId={track.id} />
    </section>
  );
}

function Comment({ item }: { item: FeedbackItem }) {
  return (
    <li className="comment">
      <p className="comment-meta">
        <span className="comment-author">{item.poster_name || 'anonymous'}</span>
        {item.type === 'visit report' && <span className="badge">Visit report</span>}
        <time dateTime={item.created}>{longDateText(item.report_date ?? item.created)}</time>
      </p>
      <SafeHtml className="comment-text" html={item.text_translated ?? item.text} />
    </li>
  );
}

function Comments({ track }: { track: Track }) {
  return (
    <section id="comments" className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments and visit reports</h2>
      <FeedbackForm trackId={track.id} />
      {track.comments.length === 0 ? (
        <p className="muted">No comments yet. Been there? Tell other runners how it was.</p>
      ) : (
        <ol className="comment-list">
          {track.comments.map((item) => (
            <Comment key={item.id} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function TrackView({ track }: { track: Track }) {
  const title = trackTitle(track);
  // A permanently removed track keeps its page for those who knew it, out of search results.
  usePageMeta({ title, description: trackDescription(track), position: { lat: track.center_lat, lng: track.center_lng }, noindex: track.permanently_removed });
  const setMapTarget = useSetAtom(mapTargetAtom);
  const navigate = useNavigate();
  useMapOnTrack(track);

  const showOnMap = () => {
    setMapTarget(trackMapTarget(track));
    navigate('/search');
  };

  return (
    <article className="page track-page">
      <Breadcrumbs parents={track.areas} current={track.name || 'track'} />
      <header className="page-head">
        <h1>{title}</h1>
        {!track.permanently_removed && (
          <Link to={`/track/${track.url_segment}/edit`} className="icon-button" aria-label="Edit this track" title="Edit this track">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="currentColor" d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.34-2.33a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
            </svg>
          </Link>
        )}
      </header>
      {track.permanently_removed ? (
        <p className="warning" role="alert">
          {STATUS_MESSAGES.removed}
        </p>
      ) : (
        <>
          <p className="intro">{capitalise(trackSummaryText(track))}{track.areas.length > 0 && ` in ${track.areas.map((a) => a.name).reverse().join(', ')}`}.</p>
          <ul className="counters" aria-label="Counters">
            <li>
              <span aria-hidden="true">♥</span> {track.num_likes} {track.num_likes === 1 ? 'recommend' : 'recommends'}
            </li>
            <li>
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
              </svg>{' '}
              {track.num_comments} {track.num_comments === 1 ? 'comment' : 'comments'}
            </li>
          </ul>
          <p className="actions">
            <button type="button" className="button" onClick={showOnMap}>
              Show on map
            </button>
            <a className="button" href={`https://www.openstreetmap.org/?mlat=${track.center_lat}&mlon=${track.center_lng}#map=17/${track.center_lat}/${track.center_lng}`} target="_blank" rel="noopener noreferrer">
              Directions
            </a>
          </p>
          {statusWarnings(track).map((warning) => (
            <p key={warning} className="warning" role="alert">
              {warning}
            </p>
          ))}
          <PublicAccess track={track} />
          <AccessSection track={track} />
          <section aria-labelledby="details-heading">
            <h2 id="details-heading">Details</h2>
            <PropertyList track={track} />
            {isNonStandardLength(track) && (
              <p className="note">
                This is not a standard 400 m track. Use the{' '}
                <Link to={calculatorPathFor(track.length, track.indoors)}>lane calculator for a {lengthText(track.length)} track</Link> to plan your
                laps.
              </p>
            )}
            {track.info && <SafeHtml className="track-info prose" html={track.info} />}
          </section>
          <p className="last-edited muted">
            Last edited on {longDateText(track.updated)} · <Link to={`/track/${track.url_segment}/history`}>History of edits</Link>
          </p>
          <Recommends track={track} />
          <Comments track={track} />
        </>
      )}
    </article>
  );
}
