// /track/{segment}/edit: the track form route, where a visitor edits a track (spec section 4,
// track page edit mode). The form itself belongs to the contributions work.
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';

export default function TrackFormScreen() {
  const { segment = '' } = useParams();
  usePageMeta({ title: 'Edit track' });
  return (
    <div className="page">
      <h1>Edit track</h1>
      <p>Editing tracks in the browser is on its way. Until then, read how to add or correct a track on the contribute page.</p>
      <p className="actions">
        <Link to={`/track/${segment}`} className="button">
          Back to the track
        </Link>
        <Link to="/contribute" className="button">
          How to contribute
        </Link>
      </p>
    </div>
  );
}
