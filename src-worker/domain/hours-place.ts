// Where a track's opening hours are read (src-shared/opening-hours.ts HoursPlace): its
// coordinates and the public holidays that apply there. The country comes from the coordinates
// by @rapideditor/country-coder (the borders iD and Rapid use, compiled into the module, so it
// runs in a Worker); the UK's holidays differ by nation, and the library keeps them per nation.
import { feature, iso1A2Code } from '@rapideditor/country-coder';
import type { HoursPlace } from '../../src-shared/opening-hours';

/** Countries whose holidays the opening_hours library keeps per region only, by the region's English name. */
const HOLIDAYS_BY_REGION = new Set(['GB']);

export interface HolidayPlace {
  country_code: string | null;
  holiday_region: string | null;
}

export function holidayPlaceAt(lat: number, lng: number): HolidayPlace {
  const country = iso1A2Code([lng, lat]);
  const region =
    country && HOLIDAYS_BY_REGION.has(country) ? (feature([lng, lat], { level: 'subterritory' })?.properties.nameEn ?? null) : null;
  return { country_code: country, holiday_region: region };
}

export function hoursPlaceAt(lat: number, lng: number): HoursPlace {
  const { country_code, holiday_region } = holidayPlaceAt(lat, lng);
  return { lat, lng, countryCode: country_code, state: holiday_region };
}
