// /add-track: the track form for the "New track" marker (spec section 2). The marker stays on
// the map and can still be dragged; the form sends wherever it is when saved.
import { useAtom } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { TrackForm } from '../components/TrackForm';
import { EMPTY_TRACK_FORM } from '../rules/track-form';
import { newTrackAtom } from '../state/atoms';

export default function NewTrackScreen() {
  const [draft, setDraft] = useAtom(newTrackAtom);
  const navigate = useNavigate();
  usePageMeta({ title: 'Add a track', noindex: true });

  if (!draft) {
    return (
      <div className="page">
        <h1>Add a track</h1>
        <p>
          Open the <Link to="/search">map</Link>, zoom in on the track and click its middle: a "New track" marker appears. Read{' '}
          <Link to="/contribute">how to add or edit a track</Link> for the steps.
        </p>
      </div>
    );
  }
  return (
    <div className="page">
      <h1>Add a track</h1>
      <p className="intro">The track is saved where the "New track" marker stands; drag the marker to move it. Fill in what you know, others can add the rest.</p>
      <p className="muted">
        Position: {draft.lat.toFixed(5)}, {draft.lng.toFixed(5)}
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
