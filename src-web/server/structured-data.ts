// schema.org structured data (JSON-LD) for the track, area and blog pages (issue 23), made from
// the API's own answers so a search engine reads the same facts the page shows. Only facts the
// track really has are written: an unknown fact (null) leaves its property out, never a guess.
// Pure: the Worker puts each node inside <script type="application/ld+json"> (src-shared/page-blocks.ts scriptJsonText).
import { AMENITIES, AMENITY_LABELS, type AccessValue } from '../../src-shared/access';
import type { AreaPage, AreaRef, BlogPost, Track, TrackPhoto } from '../../src-shared/api-types';
import { PHOTO_LICENCE_URLS } from '../../src-shared/photos';
import { areaName } from '../../src-shared/area-name';
import { parseHours, type HoursPlace } from '../../src-shared/opening-hours';
import { areaPath, trackPath } from '../../src-shared/page-paths';
import { trackName } from '../../src-shared/track-name';
import { ENGLISH, type Words } from '../../src-shared/track-text';

const SCHEMA_ORG = 'https://schema.org';

/** A schema.org object: its type and its properties. */
export type JsonLdNode = { '@type': string } & Record<string, unknown>;

/** The blog post page's path (the app's route /blog/:segment). */
const blogPath = (segment: string) => `/blog/${segment}`;

/** The object without the properties whose value is unknown (undefined), so they are absent, not null. */
function known<T extends Record<string, unknown>>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, value]) => value !== undefined)) as T;
}

/** A top-level node: the one that names the vocabulary. */
const topLevel = (node: JsonLdNode): JsonLdNode => ({ '@context': SCHEMA_ORG, ...node });

function breadcrumbList(crumbs: { name: string; url: string }[]): JsonLdNode {
  return topLevel({
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  });
}

/** The breadcrumb's areas, named as the page names them (in its language). */
const areaCrumbs = (areas: AreaRef[], origin: string, words: Words) =>
  areas.map((area) => ({ name: areaName(area, words.language), url: origin + areaPath(area.url_segment) }));

// ---- Track page ----------------------------------------------------------------------------

/**
 * The track as a SportsActivityLocation, and its breadcrumb (areas country first, then the
 * track). A permanently removed track is no place any more: only its breadcrumb. It is named as
 * the page's breadcrumb names it, in the page's language.
 */
export function trackJsonLd(track: Track, origin: string, words: Words = ENGLISH): JsonLdNode[] {
  const name = trackName(track, words);
  const url = origin + trackPath(track.url_segment);
  const breadcrumb = breadcrumbList([...areaCrumbs(track.areas, origin, words), { name, url }]);
  if (track.permanently_removed) return [breadcrumb];
  const nearestArea = track.areas.at(-1);
  const place = topLevel(
    known({
      '@type': 'SportsActivityLocation',
      name,
      url,
      geo: { '@type': 'GeoCoordinates', latitude: track.center_lat, longitude: track.center_lng },
      address: postalAddress(track),
      containedInPlace: nearestArea && {
        '@type': 'Place',
        name: areaName(nearestArea, words.language),
        url: origin + areaPath(nearestArea.url_segment),
      },
      openingHoursSpecification: track.access.opening_hours
        ? (openingHoursSpecification(track.access.opening_hours, hoursPlace(track)) ?? undefined)
        : undefined,
      publicAccess: publicAccess(track.access.access),
      // fee: true means runners pay; unknown (null) says nothing about the price.
      isAccessibleForFree: track.access.fee === null ? undefined : !track.access.fee,
      amenityFeature: amenityFeatures(track),
      // From the track's source, or the facility around it (issue 27).
      telephone: track.phone ?? undefined,
      // Its shown photos (issue 42), newest first, each with its licence and credit.
      image: track.photos.length > 0 ? track.photos.map((photo) => photoObject(photo, origin)) : undefined,
    }),
  );
  return [place, breadcrumb];
}

/** A photo as schema.org's ImageObject: its largest size, licence and credit. */
function photoObject(photo: TrackPhoto, origin: string): JsonLdNode {
  const largest = photo.files.at(-1)!;
  return known({
    '@type': 'ImageObject',
    contentUrl: origin + largest.url,
    width: photo.width,
    height: photo.height,
    license: PHOTO_LICENCE_URLS[photo.licence],
    creditText: photo.credit || undefined,
    caption: photo.alt || undefined,
  });
}

/**
 * The address as far as it is known. The areas are country (level 0), first-level region (1)
 * and town (2), in that order, a track placed at region level having no town; the country is
 * written as its ISO code where the track has one (what schema.org asks for), else by name.
 */
function postalAddress(track: Track): JsonLdNode | undefined {
  const [country, region, town] = track.areas;
  const address = known({
    '@type': 'PostalAddress',
    streetAddress: track.street_address || undefined,
    addressLocality: town?.name,
    addressRegion: region?.name,
    addressCountry: track.access.country_code ?? country?.name,
  });
  return Object.keys(address).length > 1 ? address : undefined;
}

/** Who may use it: public (at all times or at set ones) is public access; members, school or club only and closed are not. */
function publicAccess(access: AccessValue | null): boolean | undefined {
  if (access === null) return undefined;
  return access === 'public' || access === 'public_hours';
}

/** Lighting, indoor and the amenities, each only where it is known to be there or not. */
function amenityFeatures(track: Track): JsonLdNode[] | undefined {
  const facts: [string, boolean | null][] = [
    ['Lighting', track.has_lighting],
    ['Indoor', track.indoors],
    ...AMENITIES.map((amenity): [string, boolean | null] => [AMENITY_LABELS[amenity], track.access.amenities[amenity]]),
  ];
  const features = facts
    .filter(([, value]) => value !== null)
    .map(([name, value]) => ({ '@type': 'LocationFeatureSpecification', name, value }));
  return features.length > 0 ? features : undefined;
}

const hoursPlace = (track: Track): HoursPlace => ({
  lat: track.center_lat,
  lng: track.center_lng,
  countryCode: track.access.country_code,
  state: track.access.holiday_region,
});

// ---- Opening hours -------------------------------------------------------------------------

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The week the hours are read in: Monday 8 January 2024, as wall-clock dates. Any week would do
 * for hours that are the same every week; this one has no daylight-saving change in any zone the
 * runtime might have, so every day is 24 hours long.
 */
const REFERENCE_MONDAY = [2024, 0, 8] as const;

/** Hours that follow the sun change through the year, whatever the library says of them. */
const SUN_TIMES = /sunrise|sunset|dawn|dusk/i;

/**
 * OpenStreetMap opening hours as schema.org OpeningHoursSpecification, one per set of days with
 * the same times ("Mo-Fr 06:00-22:00; Sa,Su 08:00-18:00" gives two). Only hours that are the same
 * every week and say plainly when the track is open convert; anything else gives null and stays
 * out of the page, all of it, since a part would claim open or closed times the hours do not:
 * public or school holidays (PH, SH), months, weeks, dates, sun times, open ends ("18:00+"),
 * unknown or commented ranges, and hours that never open. A day open until midnight closes at
 * 23:59 (schema.org's way to say it; 24/7 is every day 00:00–23:59), and a range past midnight is
 * split there ("Fr 22:00-02:00" is Friday 22:00–23:59 and Saturday 00:00–02:00).
 */
export function openingHoursSpecification(value: string, place: HoursPlace): JsonLdNode[] | null {
  if (SUN_TIMES.test(value)) return null;
  const parsed = parseHours(value, place);
  if (!parsed.ok || !parsed.hours?.isWeekStable()) return null;
  const hours = parsed.hours;
  // Day numbers (0 = Monday) by their "opens-closes" times, in the order they first occur.
  const daysByTimes = new Map<string, number[]>();
  const [year, month, date] = REFERENCE_MONDAY;
  for (let day = 0; day < 7; day++) {
    const start = new Date(year, month, date + day);
    const end = new Date(year, month, date + day + 1);
    for (const [from, to, unknown, comment] of hours.getOpenIntervals(start, end)) {
      if (unknown || comment) return null;
      const times = `${clockTime(from)}-${to.getTime() >= end.getTime() ? '23:59' : clockTime(to)}`;
      daysByTimes.set(times, [...(daysByTimes.get(times) ?? []), day]);
    }
  }
  if (daysByTimes.size === 0) return null;
  return [...daysByTimes].map(([times, days]) => {
    const [opens, closes] = times.split('-');
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => `${SCHEMA_ORG}/${DAY_NAMES[d]}`), opens, closes };
  });
}

/** "06:00": a library date's wall-clock time (its local fields hold the track's wall clock). */
const clockTime = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

// ---- Area page and blog post ---------------------------------------------------------------

/** The tracks the area page lists, in its order and named as it names them, and its breadcrumb (its parents, then the area). */
export function areaJsonLd(area: AreaPage, origin: string, words: Words = ENGLISH): JsonLdNode[] {
  const url = origin + areaPath(area.url_segment);
  const trackList = topLevel({
    '@type': 'ItemList',
    name: `Running tracks in ${area.name}`,
    url,
    numberOfItems: area.tracks.length,
    itemListElement: area.tracks.map((track, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: origin + trackPath(track.url_segment),
      name: trackName(track, words),
    })),
  });
  return [trackList, breadcrumbList([...areaCrumbs(area.parents, origin, words), { name: areaName(area, words.language), url }])];
}

/** A blog post, published by the site. */
export function blogPostingJsonLd(post: BlogPost, origin: string, siteName: string): JsonLdNode {
  const url = origin + blogPath(post.url_segment);
  return topLevel(
    known({
      '@type': 'BlogPosting',
      headline: post.title,
      url,
      mainEntityOfPage: url,
      datePublished: isoDateTime(post.published),
      publisher: { '@type': 'Organization', name: siteName, url: `${origin}/` },
    }),
  );
}

/**
 * A stored time as an ISO 8601 date-time in UTC. Posts are stored with a date ("2026-02-01",
 * read as midnight UTC) or an SQLite time ("2026-02-01 09:30:00", which is UTC); undefined when
 * it is not a time at all.
 */
function isoDateTime(stored: string): string | undefined {
  const text = stored.trim().replace(' ', 'T');
  const withZone = /T/.test(text) && !/(Z|[+-]\d\d:?\d\d)$/i.test(text) ? `${text}Z` : text;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
