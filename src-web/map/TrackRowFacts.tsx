// What a row of the map's list says of its track besides name and distance (issue 22): the
// track page's access badge (open now, opens at, closed…) when the track's hours or access say
// something, and indoor or outdoor, length and surface. Read from the track's own answer (GET
// /api/track, cached per data version), so the list states what the track page states.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Track } from '../../src-shared/api-types';
import { useAccessBadge } from '../access/use-access-badge';
import { fetchTrack } from '../api/client';
import { useResource } from '../api/use-resource';
import { trackFactsText } from '../rules/suggestion-texts';
import '../access/access.css';
import { cacheKeyAtom } from '../state/atoms';

/**
 * The rows that get their track's facts: the first of the nearest list, as many as a screen
 * shows. Each is one cached track answer, so the list of tracks in view, open on every visit of
 * the map, does without them (at a city view they cost ~140 kB).
 */
export const ROWS_WITH_FACTS = 10;

function Facts({ track }: { track: Track }) {
  const { i18n } = useTranslation();
  const shown = useAccessBadge(track);
  const facts = trackFactsText(track, i18n).join(' · ');
  // "No hours known" is true of most tracks and says nothing a runner can act on.
  const badge = shown && shown.tone !== 'unknown' ? shown : null;
  if (!badge && !facts) return null;
  return (
    <span className="track-row-facts">
      {badge && <span className={`access-badge small ${badge.tone}`}>{badge.text}</span>}
      {facts && <span>{facts}</span>}
    </span>
  );
}

export function TrackRowFacts({ id }: { id: number }) {
  const key = useAtomValue(cacheKeyAtom);
  const track = useResource(() => fetchTrack({ id }, key), [id, key]);
  return track.state === 'loaded' ? <Facts track={track.data} /> : null;
}
