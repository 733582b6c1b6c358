// /track-id/{trackId}: replaced by /track/{segment} once the track is known (spec section 2).
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { API_URLS, fetchTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { cacheKeyAtom } from '../state/atoms';
import { TrackView } from './TrackView';

export default function TrackIdScreen() {
  const { id = '' } = useParams();
  const trackId = Number(id);
  const key = useAtomValue(cacheKeyAtom);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const validId = Number.isSafeInteger(trackId) && trackId > 0;
  const track = useResource(
    () => (validId ? fetchTrack({ id: trackId }, key) : Promise.reject(new Error('not a track id'))),
    [trackId, key],
    validId ? API_URLS.track({ id: trackId }, key) : undefined,
  );
  const segment = track.data?.url_segment;

  useEffect(() => {
    if (segment) navigate(`/track/${segment}`, { replace: true });
  }, [segment, navigate]);

  if (!validId) return <PageError httpStatus={404} type="track" />;
  if (track.state === 'failed') return <PageError httpStatus={track.httpStatus} type="track" />;
  if (!track.data) return <InlineLoader text={t('track.loading')} />;
  return <TrackView track={track.data} />;
}
