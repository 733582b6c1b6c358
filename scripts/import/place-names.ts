// The place names a source states (OSM addr:city, a register's town or council area) matched to
// the towns and council areas of the geography, as a person reads them: case, accents and
// punctuation aside ("EDINBURGH", "Bo’ness" and "Bo'ness"), "St" as "Saint", "City of
// Edinburgh" and "Aberdeen City" as the city, "Isle of Barra" as Barra, "Orkney Islands" as
// Orkney, and one typing slip ("Stanraer", "Illhabela").
import { normaliseSearchText } from '../../src-shared/search-normalise';
import { oneSlipApart } from '../../src-shared/search-slips';
import { haversineM, type Position } from './geometry';

/** The form two place names are compared in. */
export function placeKey(name: string): string {
  return normaliseSearchText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\bst\b/g, 'saint')
    .replace(/\bste\b/g, 'sainte')
    .replace(/^(city|town|municipality|borough|county|isle|island) of /, '')
    .replace(/ (city|council|islands)$/, '');
}

/** Names shorter than this are matched exactly only: one slip in a short name is another name. */
export const MIN_SLIP_KEY_LENGTH = 6;

/**
 * How far a named town may be from the track: a town's point is its centre, and a register names
 * the post town (Kilsyth Academy is filed under Glasgow, 17 km away); a same-named town farther
 * off is a namesake.
 */
export const NAME_RADIUS_M = 40_000;

export interface NamedPlace {
  lat: number;
  lng: number;
}

/** True when two keys name the same place: equal, or one slip apart when long enough. */
export const sameKey = (a: string, b: string) =>
  a !== '' && (a === b || (a.length >= MIN_SLIP_KEY_LENGTH && b.length >= MIN_SLIP_KEY_LENGTH && oneSlipApart(a, b)));

/** Places by placeKey, for matching many names against one set. */
export class PlaceIndex<T extends NamedPlace> {
  private readonly byKey = new Map<string, T[]>();

  constructor(places: Iterable<T>, nameOf: (place: T) => string) {
    for (const place of places) {
      const key = placeKey(nameOf(place));
      if (key === '') continue;
      const list = this.byKey.get(key);
      if (list) list.push(place);
      else this.byKey.set(key, [place]);
    }
  }

  /**
   * The place called name nearest the point within radiusM: same name first, else one typing
   * slip apart (for names of MIN_SLIP_KEY_LENGTH or more); null when none is near.
   */
  find(name: string, point: Position, radiusM = NAME_RADIUS_M): T | null {
    const key = placeKey(name);
    if (key === '') return null;
    const exact = nearest(this.byKey.get(key) ?? [], point, radiusM);
    if (exact || key.length < MIN_SLIP_KEY_LENGTH) return exact;
    const slips = [...this.byKey].filter(([other]) => other !== key && sameKey(key, other));
    return nearest(
      slips.flatMap(([, places]) => places),
      point,
      radiusM,
    );
  }
}

function nearest<T extends NamedPlace>(places: readonly T[], point: Position, radiusM: number): T | null {
  let best: T | null = null;
  let bestM = radiusM;
  for (const place of places) {
    const distance = haversineM(point, [place.lng, place.lat]);
    if (distance <= bestM) {
      bestM = distance;
      best = place;
    }
  }
  return best;
}
