// The track page's access badge where the track is, now (issue 14), for the track page and the
// map's list (issue 22). The opening_hours library is large, so it is loaded only for a track
// that has hours. Its words are the page's language's.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accessBadge } from '../../src-shared/access-status';
import type { Track } from '../../src-shared/api-types';
import { wordsOf } from '../../src-shared/track-text';
import { localDate } from '../../src-shared/wall-clock';
import { badgeText } from './access-texts';

type HoursModule = typeof import('../../src-shared/opening-hours');

/** The hours module, once loaded (null until then, and for a track without hours). */
function useHoursModule(needed: boolean): HoursModule | null {
  const [module, setModule] = useState<HoursModule | null>(null);
  useEffect(() => {
    if (!needed || module) return;
    let live = true;
    void import('../../src-shared/opening-hours').then((loaded) => live && setModule(loaded));
    return () => {
      live = false;
    };
  }, [needed, module]);
  return module;
}

/** The access badge where the track is, now: null while the hours module loads (it never guesses from the visitor's clock). */
export function useAccessBadge(track: Track, now: Date = new Date()) {
  const { i18n } = useTranslation();
  const { access } = track;
  const hasHours = access.opening_hours !== null;
  const hours = useHoursModule(hasHours);
  if (hasHours && !hours) return null;
  const zone = access.time_zone;
  const place = { lat: track.center_lat, lng: track.center_lng, countryCode: access.country_code, state: access.holiday_region };
  const parsed = hours && access.opening_hours ? hours.parseHours(access.opening_hours, place) : null;
  const today = localDate(now, zone);
  const hoursNow = parsed?.ok ? hours!.hoursAt(parsed.hours, zone, now) : null;
  const week = parsed?.ok ? hours!.weekAhead(parsed.hours, zone, now) : null;
  const badge = accessBadge({
    facts: access,
    confirmed: access.confirmed,
    status: track.status,
    status_source: track.status_source,
    status_updated: track.status_updated,
    hoursNow,
    today,
  });
  return { badge, week, today, hoursUnreadable: parsed !== null && !parsed.ok, ...badgeText(badge, today, wordsOf(i18n)) };
}
