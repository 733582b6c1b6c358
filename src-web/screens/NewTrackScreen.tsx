// /add-track: the track form for the "New track" marker (spec section 2). The marker stays on
// the map and can still be dragged; the form sends wherever it is when saved.
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { TrackForm } from '../components/TrackForm';
import { COORDINATE, numberText } from '../../src-shared/number-text';
import { EMPTY_TRACK_FORM } from '../rules/track-form';
import { newTrackAtom } from '../state/atoms';
import { TaggedText } from '../components/TaggedText';

export default function NewTrackScreen() {
  const [draft, setDraft] = useAtom(newTrackAtom);
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  usePageMeta({ title: t('pages.addTrack'), noindex: true });

  if (!draft) {
    return (
      <div className="page">
        <h1>{t('pages.addTrack')}</h1>
        <p>
          <TaggedText text={t('forms.newTrack.noMarker')} tags={{ map: <Link to="/search" />, howTo: <Link to="/contribute" /> }} />
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>{t('pages.addTrack')}</h1>
      <p className="intro">{t('forms.newTrack.intro')}</p>
      <p className="muted">
        {t('forms.newTrack.position', {
          latitude: numberText(draft.lat, i18n.language, COORDINATE),
          longitude: numberText(draft.lng, i18n.language, COORDINATE),
        })}
      </p>
      <TrackForm
        initial={EMPTY_TRACK_FORM}
        target={{ lat: draft.lat, lng: draft.lng }}
        onSaved={(result) => {
          setDraft(null);
          navigate(`/track/${result.trackUrlSegment}`);
        }}
        onCancel={() => {
          setDraft(null);
          navigate('/search');
        }}
      />
    </div>
  );
}
