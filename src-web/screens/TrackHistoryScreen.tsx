// /track/{segment}/history: every revision of a track, newest first, with what it changed, so
// vandalism is visible; any older version can be restored as a new edit (nothing is lost).
import { useAtomValue } from 'jotai';
import { Fragment, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { TrackRevision } from '../../src-shared/api-types';
import { QUALITY_RATINGS, SURFACES, type QualityRating, type Surface } from '../../src-shared/enums';
import { isFailure } from '../../src-shared/result-status';
import { fetchTrack, fetchTrackHistory, postTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { thanksText, trackFailureText, TRACK_FORM_TEXTS } from '../rules/track-form';
import { changedFieldsText, restoreRequest, revisionSourceText, revisionTimeText } from '../rules/track-history';
import { lengthText, trackTitle } from '../../src-shared/track-text';
import { useMapOnTrack } from '../map/use-map-on-track';
import { cacheKeyAtom } from '../state/atoms';
import { useShowMessage } from '../state/messages';
import { useSendWrite } from '../state/writes';
import '../components/forms.css';

function snapshotRows(snapshot: Record<string, unknown>): [string, string][] {
  const value = (field: string) => snapshot[field];
  const flag = (field: string, yes: string, no: string) => (value(field) === null || value(field) === undefined ? 'not set' : value(field) ? yes : no);
  return [
    ['Name', String(value('name') ?? 'not set')],
    ['Length', typeof value('length') === 'number' ? lengthText(value('length') as number) : 'not set'],
    ['Surface', value('surface') ? SURFACES[value('surface') as Surface] : 'not set'],
    ['Surface condition', value('quality') ? QUALITY_RATINGS[value('quality') as QualityRating] : 'not set'],
    ['Full-lap lanes', value('number_lanes_lap') ? String(value('number_lanes_lap')) : 'not set'],
    ['Indoor or outdoor', flag('indoors', 'Indoor', 'Outdoor')],
    ['Lighting', flag('has_lighting', 'Yes', 'No')],
    ['Website', String(value('link_to_web') ?? 'not set')],
    ['Information', String(value('info') ?? 'not set')],
    ['Position', `${Number(value('center_lat')).toFixed(5)}, ${Number(value('center_lng')).toFixed(5)}`],
  ];
}

function Revision({ revision, current, onRestore }: { revision: TrackRevision; current: boolean; onRestore: () => void }) {
  return (
    <li>
      <h2>
        Revision {revision.revision}
        {current && ' (current)'}
      </h2>
      <p className="muted">
        <time dateTime={revision.created}>{revisionTimeText(revision.created)}</time>, from {revisionSourceText(revision)}
      </p>
      <p>Changed: {changedFieldsText(revision.changed_fields)}</p>
      <details>
        <summary>This version</summary>
        <dl>
          {snapshotRows(revision.snapshot).map(([name, text]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{text}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
      {!current && (
        <div className="actions">
          <button type="button" className="button small" onClick={onRestore}>
            Restore revision {revision.revision}
          </button>
        </div>
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
  usePageMeta({ title: loaded.data ? `History of ${trackTitle(loaded.data.track)}` : 'Track history', noindex: true });
  useMapOnTrack(loaded.data?.track ?? null);

  if (loaded.state === 'failed') return <PageError httpStatus={loaded.httpStatus} type="track" />;
  if (!loaded.data) return <InlineLoader text="Loading history" />;

  const { track, history } = loaded.data;
  const currentRevision = history.revision;
  const restore = async (revision: TrackRevision) => {
    const result = await sendWrite(TRACK_FORM_TEXTS.updating, () => postTrack(restoreRequest(revision.snapshot, track.id, currentRevision)));
    if (isFailure(result.status)) {
      const text = trackFailureText(result, false);
      setFailure(text);
      showMessage(text);
      return;
    }
    setFailure(null);
    showMessage(thanksText(window.location.host));
  };

  return (
    <div className="page">
      <h1>History of {trackTitle(track)}</h1>
      <p className="intro">
        Every edit is kept. If a change was wrong, restore an earlier version: it becomes a new edit, and the version it replaces stays here too.
      </p>
      <p>
        <Link to={`/track/${segment}`}>Back to the track</Link>
      </p>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <ol className="history-list" aria-label="Revisions">
        {history.revisions.map((revision) => (
          <Revision key={revision.revision} revision={revision} current={revision.revision === currentRevision} onRestore={() => void restore(revision)} />
        ))}
      </ol>
    </div>
  );
}
