// The track page's content (spec sections 2 and 4): headline and intro, counters, map and edit
// links, status warnings, public access, properties, the non-standard note, recommends and
// comments, each with its form, and when the track was last edited with a link to its history.
// In the page's language (issue 24): the catalogue's track.* texts, dates and numbers by Intl.
import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { FeedbackItem, Track } from '../../src-shared/api-types';
import { directionsUrl } from '../rules/directions';
import type { FacilityKind } from '../../src-shared/source-facts';
import { numberText } from '../../src-shared/number-text';
import { calculatorPathFor } from '../calculator/calculator-settings';
import { AccessSection } from '../access/AccessSection';
import { QuickQuestions } from '../access/QuickQuestions';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { FeedbackForm } from '../components/FeedbackForm';
import { useWaitingOnTrack } from '../offline/waiting-writes';
import { TrackPhotos } from '../photos/TrackPhotos';
import { RecommendForm } from '../components/RecommendForm';
import { usePageMeta } from '../components/page-meta';
import { SafeHtml } from '../components/SafeHtml';
import { useLongDate } from '../i18n/use-long-date';
import {
  altitudeText,
  countOptions,
  isNonStandardLength,
  lengthText,
  publicAccessText,
  statusWarnings,
  trackDescriptionText,
  trackIntroText,
  wordsOf,
} from '../../src-shared/track-text';
import { hasOwnName, trackName, trackTitle } from '../../src-shared/track-name';
import { RECENT_VISIT_DAYS, recentVisitSummary, VISIT_CONDITIONS_DAYS, visitConditions } from '../../src-shared/visit-summary';
import { trackMapTarget, useMapOnTrack } from '../map/use-map-on-track';
import { useNow } from '../state/use-now';
import { mapTargetAtom } from '../state/atoms';
import { TaggedText } from '../components/TaggedText';

function yesNo(value: boolean | null, yes: string, no: string): string | null {
  return value === null ? null : value ? yes : no;
}

function PropertyList({ track }: { track: Track }) {
  const { t, i18n } = useTranslation();
  const words = wordsOf(i18n);
  // A fact the stadium or sports centre around the track lent it says so (issue 27). An answer
  // cached under a key from before that (immutable in the browser) has none.
  const lent = track.from_facility ?? {};
  const withSource = (value: string | null, from: FacilityKind | undefined) =>
    value === null || !from ? value : `${value} (${t(`track.fromFacility.${from}`)})`;
  const rows: [string, ReactNode][] = [
    [t('track.properties.length'), track.length ? lengthText(track.length, words) : null],
    [t('track.properties.surface'), track.surface ? t(`track.surfaces.${track.surface}`) : null],
    [t('track.properties.quality'), track.quality ? t(`forms.qualities.${track.quality}`) : null],
    [t('track.properties.lanes'), track.number_lanes_lap ? numberText(track.number_lanes_lap, i18n.language) : null],
    [t('track.properties.indoors'), yesNo(track.indoors, t('track.indoor'), t('track.outdoor'))],
    [t('track.properties.lighting'), yesNo(track.has_lighting, t('track.yes'), t('track.no'))],
    [t('track.properties.address'), withSource(track.street_address, lent.street_address)],
    [t('track.properties.operator'), withSource(track.operator, lent.operator)],
    [t('track.properties.wheelchair'), track.wheelchair && withSource(t(`track.wheelchair.${track.wheelchair}`), lent.wheelchair)],
    [t('track.properties.altitude'), track.altitude === null ? null : altitudeText(track.altitude, words)],
    // Coordinates as maps write them in every language, to be copied into one.
    // Left to right on a right-to-left page too, with no invisible character to copy.
    [
      t('track.properties.coordinates'),
      <bdi key="coordinates" dir="ltr">{`${track.center_lat.toFixed(5)}, ${track.center_lng.toFixed(5)}`}</bdi>,
    ],
  ];
  return (
    <dl className="properties">
      {rows
        .filter(([, value]) => value !== null)
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      {track.link_to_web && (
        <div>
          <dt>{t('track.properties.website')}</dt>
          <dd>
            <a href={track.link_to_web} target="_blank" rel="noopener noreferrer nofollow">
              {new URL(track.link_to_web).hostname}
            </a>
            {lent.link_to_web && <> ({t(`track.fromFacility.${lent.link_to_web}`)})</>}
          </dd>
        </div>
      )}
      {track.phone && (
        <div>
          <dt>{t('track.properties.phone')}</dt>
          <dd>
            <a href={`tel:${track.phone.replace(/[^\d+]/g, '')}`}>{track.phone}</a>
            {lent.phone && <> ({t(`track.fromFacility.${lent.phone}`)})</>}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * What runners reported on their visits of the last 30 days, counted: it confirms or questions the
 * facts beside it, and changes none of them (docs/architecture.md, "Reports and edits").
 */
function RecentVisits({ track }: { track: Track }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const summary = recentVisitSummary(track.comments, now);
  const parts = (['foundOpen', 'foundClosed', 'paid', 'free'] as const)
    .filter((part) => summary[part] > 0)
    .map((part) => t(`track.publicAccess.${part}`, countOptions(summary[part], i18n.language)));
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(parts);
  return <p className="muted">{t('track.publicAccess.recentVisits', { days: RECENT_VISIT_DAYS, list })}</p>;
}

/**
 * What the visit reports of the last 60 days say about using the track, a line per question
 * answered ("Busy on weekdays: 3 of 4 reports"); nothing when no report answered one.
 */
function VisitConditions({ track }: { track: Track }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const lines = visitConditions(track.comments, now, track.access);
  if (lines.length === 0) return null;
  return (
    <>
      <p className="muted">{t('track.visitConditions.lead', { days: VISIT_CONDITIONS_DAYS })}</p>
      <ul className="muted visit-conditions">
        {lines.map(({ label, part, of }) => (
          <li key={label}>
            {t('track.visitConditions.line', {
              label: t(`track.visitConditions.${label}`),
              reports: t('track.visitConditions.reports', countOptions(of, i18n.language, { part: numberText(part, i18n.language) })),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

function PublicAccess({ track }: { track: Track }) {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const { confidence, status } = publicAccessText(track, wordsOf(i18n));
  const who = track.access.access;
  return (
    <section className="public-access" aria-labelledby="access-heading">
      <h2 id="access-heading">{t('track.publicAccess.heading')}</h2>
      <p>
        {status ? (
          <TaggedText text={t('track.publicAccess.answer', { confidence, status })} tags={{ strong: <strong /> }} />
        ) : (
          t('track.publicAccess.noAnswer', { confidence })
        )}
      </p>
      {status && track.status_updated && (
        <p className="muted">{t('track.publicAccess.confirmed', { date: longDate(track.status_updated) })}</p>
      )}
      {/* The spec's "We don't know" is about runners' reports; the facts below may still say who may use it. */}
      {!status && who && <p className="muted">{t('track.publicAccess.detailsSay', { access: t(`forms.access.whoChoices.${who}`) })}</p>}
      <RecentVisits track={track} />
      <VisitConditions track={track} />
    </section>
  );
}

const RECOMMEND_QUALITIES = ['maintained', 'practical', 'scenic', 'friendly'] as const satisfies readonly (keyof Track['recommendInfo'])[];

function Recommends({ track }: { track: Track }) {
  const { t, i18n } = useTranslation();
  const qualities = RECOMMEND_QUALITIES.filter((key) => track.recommendInfo[key]);
  return (
    <section id="recommend" className="recommend" aria-labelledby="recommend-heading">
      <h2 id="recommend-heading">{t('track.recommend.heading')}</h2>
      <p>
        {track.num_likes === 0 ? t('track.recommend.nobody') : t('track.recommend.runners', countOptions(track.num_likes, i18n.language))}
      </p>
      {qualities.length > 0 && (
        <ul className="chips" aria-label={t('track.recommend.recommendedAs')}>
          {qualities.map((quality) => (
            <li key={quality}>{t(`track.recommend.qualities.${quality}`)}</li>
          ))}
        </ul>
      )}
      <RecommendForm trackId={track.id} />
    </section>
  );
}

function Comment({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  return (
    <li className="comment">
      <p className="comment-meta">
        <span className="comment-author">{item.poster_name || t('track.comments.anonymous')}</span>
        {item.type === 'visit report' && <span className="badge">{t('track.comments.visitReport')}</span>}
        <time dateTime={item.created}>{longDate(item.report_date ?? item.created)}</time>
      </p>
      <SafeHtml className="comment-text" html={item.text_translated ?? item.text} />
    </li>
  );
}

/** What this runner wrote here offline and the device keeps until the network returns (issue 43). */
function WaitingWrites({ trackId }: { trackId: number }) {
  const { t, i18n } = useTranslation();
  const waiting = useWaitingOnTrack(trackId);
  if (!waiting || (waiting.comments.length === 0 && waiting.others === 0)) return null;
  return (
    <>
      {waiting.comments.length > 0 && (
        <ol className="comment-list waiting-list" aria-label={t('track.comments.waitingList')}>
          {waiting.comments.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the device's list only grows at its end until it is sent
            <li className="comment" key={index}>
              <p className="comment-meta">
                <span className="comment-author">{item.name || t('track.comments.anonymous')}</span>
                {item.kind === 'visit report' && <span className="badge">{t('track.comments.visitReport')}</span>}
                <span className="badge waiting">{t('track.comments.waiting')}</span>
              </p>
              <p className="comment-text">{item.text}</p>
            </li>
          ))}
        </ol>
      )}
      {waiting.others > 0 && <p className="muted">{t('track.comments.waitingOthers', countOptions(waiting.others, i18n.language))}</p>}
    </>
  );
}

function Comments({ track }: { track: Track }) {
  const { t } = useTranslation();
  return (
    <section id="comments" className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t('track.comments.heading')}</h2>
      {/* The runner who has just reported a visit was there: the open questions are asked again, right under the report. */}
      <FeedbackForm trackId={track.id} afterVisitReport={<QuickQuestions track={track} afterVisit />} />
      <WaitingWrites trackId={track.id} />
      {track.comments.length === 0 ? (
        <p className="muted">{t('track.comments.none')}</p>
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
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const words = wordsOf(i18n);
  const title = trackTitle(track, words);
  // A permanently removed track keeps its page for those who knew it, out of search results.
  usePageMeta({
    title,
    description: trackDescriptionText(track, words),
    position: { lat: track.center_lat, lng: track.center_lng },
    noindex: track.permanently_removed,
  });
  const setMapTarget = useSetAtom(mapTargetAtom);
  const navigate = useNavigate();
  useMapOnTrack(track);

  const showOnMap = () => {
    setMapTarget(trackMapTarget(track));
    navigate('/search');
  };

  return (
    <article className="page track-page">
      <Breadcrumbs parents={track.areas} current={trackName(track, words)} />
      <header className="page-head">
        <h1>{title}</h1>
        {!track.permanently_removed && (
          <Link to={`/track/${track.url_segment}/edit`} className="icon-button" aria-label={t('track.edit')} title={t('track.edit')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.42l-2.34-2.33a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
              />
            </svg>
          </Link>
        )}
      </header>
      {track.permanently_removed ? (
        <p className="warning" role="alert">
          {t('track.status.removed')}
        </p>
      ) : (
        <>
          <p className="intro">{trackIntroText(track, words)}</p>
          {!hasOwnName(track) && (
            <p className="name-invitation">
              {t('track.label.noName')} <Link to={`/track/${track.url_segment}/edit`}>{t('track.label.giveName')}</Link>
            </p>
          )}
          <ul className="counters" aria-label={t('track.counters')}>
            <li>
              <span aria-hidden="true">♥</span> {t('track.recommendCount', countOptions(track.num_likes, i18n.language))}
            </li>
            <li>
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
              </svg>{' '}
              {t('track.commentCount', countOptions(track.num_comments, i18n.language))}
            </li>
          </ul>
          <p className="actions">
            <button type="button" className="button" onClick={showOnMap}>
              {t('track.showOnMap')}
            </button>
            <a className="button" href={directionsUrl(track.center_lat, track.center_lng)} target="_blank" rel="noopener noreferrer">
              {t('track.directions')}
            </a>
          </p>
          {statusWarnings(track, words).map((warning) => (
            <p key={warning} className="warning" role="alert">
              {warning}
            </p>
          ))}
          <PublicAccess track={track} />
          <QuickQuestions track={track} />
          <AccessSection track={track} />
          <section aria-labelledby="details-heading">
            <h2 id="details-heading">{t('track.details')}</h2>
            <PropertyList track={track} />
            {isNonStandardLength(track) && (
              <p className="note">
                <TaggedText
                  text={t('track.nonStandard', { length: lengthText(track.length, words, true) })}
                  tags={{ calculator: <Link to={calculatorPathFor(track.length, track.indoors)} /> }}
                />
              </p>
            )}
            {track.info && <SafeHtml className="track-info prose" html={track.info} />}
          </section>
          <p className="last-edited muted">
            {t('track.lastEdited', { date: longDate(track.updated) })} ·{' '}
            <Link to={`/track/${track.url_segment}/history`}>{t('track.history')}</Link>
          </p>
          <TrackPhotos trackId={track.id} photos={track.photos} trackTitle={title} />
          <Recommends track={track} />
          <Comments track={track} />
        </>
      )}
    </article>
  );
}
