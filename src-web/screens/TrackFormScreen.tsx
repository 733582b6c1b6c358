// /track/{segment}/edit: the track page in edit mode (spec section 4). Saving or cancelling
// returns to view mode. The edit names the revision it started from, so a concurrent edit by
// someone else is refused (409) instead of silently overwritten.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { Track } from '../../src-shared/api-types';
import { API_URLS, fetchTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { InlineLoader } from '../components/Loader';
import { PageError } from '../components/PageError';
import { usePageMeta } from '../components/page-meta';
import { TrackForm } from '../components/TrackForm';
import { storedTextForEditing } from '../rules/stored-text';
import { trackFormValues, trackTitleText } from '../rules/track-form';
import { useMapOnTrack } from '../map/use-map-on-track';
import { cacheKeyAtom } from '../state/atoms';

/** Holds the track as it was when the form opened: a newer answer must not move baseRevision. */
function useTrackAsOpened(track: Track | null): Track | null {
  const [opened, setOpened] = useState<Track | null>(null);
  if (track && !opened) setOpened(track);
  return opened ?? track;
}

export default function TrackFormScreen() {
  const { segment = '' } = useParams();
  const key = useAtomValue(cacheKeyAtom);
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const loaded = useResource(() => fetchTrack({ segment }, key), [segment, key], API_URLS.track({ segment }, key));
  const track = useTrackAsOpened(loaded.data);
  useMapOnTrack(track);
  const title = track ? t('forms.edit.title', { track: trackTitleText(track, i18n) }) : t('pages.editTrack');
  usePageMeta({ title, noindex: true });

  if (!track && loaded.state === 'failed') return <PageError httpStatus={loaded.httpStatus} type="track" />;
  if (!track) return <InlineLoader text={t('forms.loadingTrack')} />;
  const backToTrack = () => navigate(`/track/${segment}`);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="intro">{t('forms.edit.intro')}</p>
      <TrackForm
        initial={trackFormValues(track, storedTextForEditing)}
        target={{ id: track.id, baseRevision: track.revision, lat: track.center_lat, lng: track.center_lng }}
        onSaved={backToTrack}
        onCancel={backToTrack}
      />
    </div>
  );
}
