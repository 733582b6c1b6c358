// /contribute: how to add or edit a track (spec section 2, "How-to page").
import { Link } from 'react-router-dom';
import { usePageMeta } from '../components/page-meta';
import { useSiteName } from '../site';

export default function ContributeScreen() {
  const siteName = useSiteName();
  usePageMeta({ title: 'Add or edit a track', description: `How to add a missing running track to ${siteName}, or correct one.` });
  return (
    <article className="page contribute-page">
      <h1>Add or edit a track</h1>
      <p className="intro">
        {siteName} is edited by runners like you. No account is needed: every change is kept in the track's history, so nothing is ever lost.
      </p>
      <section aria-labelledby="add-heading">
        <h2 id="add-heading">Add a missing track</h2>
        <ol className="steps">
          <li>
            Open the <Link to="/search">map</Link> and find the place where the track is.
          </li>
          <li>Zoom in until you can see the track itself (zoom level 15 or closer).</li>
          <li>Click the middle of the track. A "New track" marker appears and asks "Would you like to add a track here?"</li>
          <li>Answer YES, choose outdoor or indoor, fill in what you know and save.</li>
        </ol>
      </section>
      <section aria-labelledby="edit-heading">
        <h2 id="edit-heading">Correct a track</h2>
        <ol className="steps">
          <li>Open the track's page from the map or the search on the start page.</li>
          <li>Click the pencil icon next to the track's name.</li>
          <li>Change what is wrong or missing: length, surface, lanes, lighting, website or the description.</li>
        </ol>
      </section>
      <section aria-labelledby="report-heading">
        <h2 id="report-heading">Tell other runners how it was</h2>
        <p>
          Been to a track? Post a comment or a visit report on its page: whether it was open to the public, crowded, or partly in use. Recommend the
          tracks you like, and use the <Link to="/track-calculator">track calculator</Link> to plan your laps.
        </p>
      </section>
    </article>
  );
}
