// /track/{segment}/history: every revision of a track, newest first, with what it changed, so
// vandalism is visible; any older version can be restored as a new edit (nothing is lost).
import { useSiteName } from '../site';
import { useAtomValue } from 'jotai';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TrackRevision } from '../../src-shared/api-types';
import { QUALITY_RATING_VALUES, SURFACE_VALUES } from '../../src-shared/enums';
import { isFailure } from '../../src-shared/result-status';
import { QUARTER_MILE_METRES } from '../../src-shared/track-text';
import { COORDINATE, numberText } from '../../src-shared/number-text';
import { fetchTrack, fetchTrackHistory, postTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { thanksText, trackFailureText, trackTitleText, type Translator } from '../rules/track-form';
import { changedFieldsText } from '../../src-shared/changed-fields-text';
import { notRestoredTexts, placementText, restoreRequest, revisionSourceText, revisionTimeText } from '../rules/track-history';
import { useMapOnTrack } from '../map/use-map-on-track';
import { cacheKeyAtom } from '../state/atoms';
import { useShowMessage } from '../state/messages';
import { useSendWrite } from '../state/writes';
import '../components/forms.css';
import { TaggedText } from '../components/TaggedText';

/** One of a list of known values, or null. */
const oneOf = <V extends string>(values: readonly V[], value: unknown): V | null => (values.includes(value as V) ? (value as V) : null);

function snapshotRows(snapshot: Record<string, unknown>, { t, language }: Translator): [string, string][] {
  const value = (field: string) => snapshot[field];
  const notSet = t('history.notSet');
  const flag = (field: string, yes: string, no: string) =>
    value(field) === null || value(field) === undefined ? notSet : value(field) ? yes : no;
  const length = value('length');
  const surface = oneOf(SURFACE_VALUES, value('surface'));
  const quality = oneOf(QUALITY_RATING_VALUES, value('quality'));
  const lanes = value('number_lanes_lap');
  const coordinate = (field: string) => numberText(Number(value(field)), language, COORDINATE);
  const placement = placementText(snapshot, { t, language });
  return [
    [t('forms.track.name'), String(value('name') ?? notSet)],
    [
      t('history.length'),
      typeof length !== 'number'
        ? notSet
        : Math.abs(length - QUARTER_MILE_METRES) <= 0.05
          ? t('history.quarterMile')
          : t('history.metres', { length: numberText(length, language, { plain: true, digits: 1, trimZeros: true }) }),
    ],
    [t('forms.track.surface'), surface ? t(`forms.surfaces.${surface}`) : value('surface') ? String(value('surface')) : notSet],
    [t('forms.track.quality'), quality ? t(`forms.qualities.${quality}`) : value('quality') ? String(value('quality')) : notSet],
    [t('forms.track.lanes'), typeof lanes === 'number' && lanes ? numberText(lanes, language, { plain: true }) : notSet],
    [t('history.indoorOrOutdoor'), flag('indoors', t('forms.track.indoor'), t('forms.track.outdoor'))],
    [t('forms.track.lighting'), flag('has_lighting', t('forms.yes'), t('forms.no'))],
    [t('forms.track.website'), String(value('link_to_web') ?? notSet)],
    [t('forms.track.info'), String(value('info') ?? notSet)],
    [t('history.position'), t('history.positionValue', { latitude: coordinate('center_lat'), longitude: coordinate('center_lng') })],
    ...(placement === null ? [] : [[t('history.place'), placement] as [string, string]]),
  ];
}

function Revision({
  revision,
  current,
  currentIndoors,
  onRestore,
}: {
  revision: TrackRevision;
  current: boolean;
  currentIndoors: boolean | null;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const number = numberText(revision.revision, i18n.language, { plain: true });
  return (
    <li>
      <h2>
        {t('history.revision', { number })}
        {current && ` ${t('history.current')}`}
      </h2>
      <p className="muted">
        <TaggedText
          text={t('history.madeAt', { time: revisionTimeText(revision.created, i18n), source: revisionSourceText(revision, i18n) })}
          tags={{ time: <time dateTime={revision.created} /> }}
        />
      </p>
      <p>{t('history.changed', { fields: changedFieldsText(revision.changed_fields, i18n) })}</p>
      <details>
        <summary>{t('history.thisVersion')}</summary>
        <dl>
          {snapshotRows(revision.snapshot, i18n).map(([name, text]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{text}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
      {!current && (
        <>
          {/* Before the button, so a reader knows what a restore keeps before pressing it. */}
          {notRestoredTexts(revision.snapshot, currentIndoors, i18n).map((text) => (
            <p key={text} className="muted">
              {text}
            </p>
          ))}
          <div className="actions">
            <button type="button" className="button small" onClick={onRestore}>
              {t('history.restore', { number })}
            </button>
          </div>
        </>
      )}
    </li>
  );
}

export default function TrackHistoryScreen() {
  const { segment = '' } = useParams();
  const key = useAtomValue(cacheKeyAtom);
  // The history is asked by track id, which the segment's track answer gives.
  const loaded = useResource(async () => {
    const track = await fetchTrack({ segment }, key);
    return { track, history: await fetchTrackHistory(track.id) };
  }, [segment, key]);
  const [failure, setFailure] = useState<string | null>(null);
  const showMessage = useShowMessage();
  const sendWrite = useSendWrite();
  const { t, i18n } = useTranslation();
  const siteName = useSiteName();
  const title = loaded.data ? t('history.title', { track: trackTitleText(loaded.data.track, i18n) }) : t('pages.trackHistory');
  usePageMeta({ title, noindex: true });
  useMapOnTrack(loaded.data?.track ?? null);

  if (loaded.state === 'failed') return <PageError httpStatus={loaded.httpStatus} type="track" />;
  if (!loaded.data) return <InlineLoader text={t('history.loading')} />;

  const { track, history } = loaded.data;
  const currentRevision = history.revision;
  const restore = async (revision: TrackRevision) => {
    const result = await sendWrite(t('forms.track.updating'), () =>
      postTrack(restoreRequest(revision.snapshot, track.id, currentRevision)),
    );
    if (isFailure(result.status)) {
      const text = trackFailureText(result, false, i18n);
      setFailure(text);
      showMessage(text);
      return;
    }
    setFailure(null);
    showMessage(thanksText(siteName, i18n));
  };

  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="intro">{t('history.intro')}</p>
      <p>
        <Link to={`/track/${segment}`}>{t('history.back')}</Link>
      </p>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <ol className="history-list" aria-label={t('history.revisions')}>
        {history.revisions.map((revision) => (
          <Revision
            key={revision.revision}
            revision={revision}
            current={revision.revision === currentRevision}
            currentIndoors={track.indoors}
            onRestore={() => void restore(revision)}
          />
        ))}
      </ol>
    </div>
  );
}
