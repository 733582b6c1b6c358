// What is stored beside a track's access facts when they are written: when each fact was last
// confirmed and by what, the track's time zone, and its week of opening hours for the map's
// "open now" filter. Pure but for the zone lookup's data.
import { ACCESS_FIELDS, confirm, type AccessFacts, type AccessField, type Confirmations, type FactSource } from '../../src-shared/access';
import { parseHours, weekPattern } from '../../src-shared/opening-hours';
import { timeZoneAt } from '../../src-shared/time-zone';
import { hoursPlaceAt } from './hours-place';

export interface AccessRecord {
  facts: AccessFacts;
  confirmed: Confirmations;
  time_zone: string;
  hours_week: string | null;
}

export const hasAccessFacts = (facts: AccessFacts) => ACCESS_FIELDS.some((f) => facts[f] !== null);

export const accessFieldsIn = (fields: readonly string[]) => ACCESS_FIELDS.filter((f) => fields.includes(f));

/** The row to store for facts at a position, with the given fields confirmed at `at` by `by`. */
export function accessRecord(
  facts: AccessFacts,
  position: { center_lat: number; center_lng: number },
  previous: Confirmations,
  confirmed: { fields: readonly AccessField[]; by: FactSource; at: Date },
  now: Date,
): AccessRecord {
  const time_zone = timeZoneAt(position.center_lat, position.center_lng);
  const parsed =
    facts.opening_hours === null ? null : parseHours(facts.opening_hours, hoursPlaceAt(position.center_lat, position.center_lng));
  return {
    facts,
    confirmed: confirm(previous, confirmed.fields, confirmed.at.toISOString(), confirmed.by),
    time_zone,
    // Stored hours were validated on the way in; an old value the library no longer reads is no pattern.
    hours_week: parsed?.ok ? weekPattern(parsed.hours, time_zone, now) : null,
  };
}

export function parseConfirmations(json: string | null): Confirmations {
  if (!json) return {};
  try {
    return JSON.parse(json) as Confirmations;
  } catch {
    return {};
  }
}
