// /track/{trackUrlSegment} (spec section 2).
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { API_URLS, fetchTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { cacheKeyAtom } from '../state/atoms';
import { TrackView } from './TrackView';

export default function TrackScreen() {
  const { segment = '' } = useParams();
  const key = useAtomValue(cacheKeyAtom);
  const { t } = useTranslation();
  const track = useResource(() => fetchTrack({ segment }, key), [segment, key], API_URLS.track({ segment }, key));
  if (track.state === 'failed') return <PageError httpStatus={track.httpStatus} type="track" />;
  if (!track.data) return <InlineLoader text={t('track.loading')} />;
  return <TrackView track={track.data} />;
}
