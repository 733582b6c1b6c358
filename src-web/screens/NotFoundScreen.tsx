// The general 404 page (spec section 8).
import { Link } from 'react-router-dom';
import { usePageMeta, usePageStatus } from '../components/page-meta';

export const NOT_FOUND_TEXT = '404 - not found';

export function NotFoundScreen() {
  usePageMeta({ title: NOT_FOUND_TEXT, noindex: true });
  usePageStatus(404);
  return (
    <div className="page not-found">
      <h1>{NOT_FOUND_TEXT}</h1>
      <p>There is no page at this address. Try the search on the start page or browse the map.</p>
      <p className="actions">
        <Link to="/" className="button primary">
          Go to the start page
        </Link>
        <Link to="/search" className="button">
          Browse the map
        </Link>
      </p>
    </div>
  );
}
