// The open-data export (docs/data.md, "Open data"): the records it holds, their licences and
// credits, and how a record is written as a GeoJSON feature (RFC 7946) or a CSV line (RFC 4180).
import { trackPath } from '../../src-shared/page-paths';
import type { ExportTrack } from '../db/export';
import type { z } from 'zod';
import type { exportRecord as exportRecordSchema } from '../../src-shared/schemas/open-data';
import { LARGEST_PHOTO_WIDTH, PHOTO_LICENCE_URLS, photoPath } from '../../src-shared/photos';

type ExportRecord = z.output<typeof exportRecordSchema>;
/** The CSV's record: one line per track, so the newest photo and how many there are stand for its photos. */
type CsvRecord = Omit<ExportRecord, 'photos'> & {
  num_photos: number;
  photo_url: string | null;
  photo_license: string | null;
  photo_credit: string | null;
};

const ODBL_URL = 'https://opendatacommons.org/licenses/odbl/1-0/';
const OSM_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/**
 * The track data is a database derived from OpenStreetMap, so the whole of it stays under the
 * ODbL with OSM's credit (the terms page says so for edits made on the site too); the other
 * sources add their own terms for the parts that come from them.
 */
const EXPORT_LICENCE = {
  license: 'ODbL-1.0',
  license_url: ODBL_URL,
  attribution: '© OpenStreetMap contributors',
  attribution_url: OSM_COPYRIGHT_URL,
} as const;

/** What each part of the export comes from and asks for, as the sources table of docs/data.md says. */
const EXPORT_CREDITS = [
  {
    applies_to: 'The database as a whole: tracks from OpenStreetMap (source "osm") and tracks added or edited on the site (source null)',
    ...EXPORT_LICENCE,
  },
  {
    applies_to:
      'Tracks whose source is "census:sportscotland": Scotland\'s register of athletics facilities (sportscotland, Improvement Service)',
    license: 'OGL-UK-3.0',
    license_url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (sportscotland, Improvement Service)',
  },
  {
    applies_to: 'Tracks whose source is another "census:<name>": imported from that national register of sports facilities',
    license: "That census's own licence, as its publisher gives it on the dataset's page",
    attribution: "That census's publisher",
  },
  {
    applies_to:
      "Photos (photos; photo_url in the CSV): each photo is its uploader's work under its own licence, given with it (license), credited as its credit says",
    license: 'CC-BY-SA-4.0 or CC0-1.0, per photo',
    attribution: "The photo's credit (credit, photo_credit), else the site's contributors",
  },
  {
    applies_to: 'Town names (town)',
    license: 'CC-BY-4.0',
    license_url: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: 'GeoNames',
    attribution_url: 'https://www.geonames.org/',
  },
  {
    applies_to: 'Region names (region)',
    license: 'Public domain',
    attribution: 'Natural Earth',
    attribution_url: 'https://www.naturalearthdata.com/',
  },
] as const;

/**
 * The CSV's terms travel in its response headers (a CSV file has no place for them). Header
 * values are sent as bytes, and a "©" would arrive garbled in clients that read them as UTF-8,
 * so the short attribution is ASCII.
 */
export const CSV_LICENCE_HEADERS = {
  Link: `<${ODBL_URL}>; rel="license"`,
  'Data-Attribution':
    '(c) OpenStreetMap contributors; town names: GeoNames (CC BY 4.0); rows with source census:sportscotland: contains public sector information licensed under the Open Government Licence v3.0 (sportscotland, Improvement Service); rows with another source census:<name>: that census, under its licence; photos (photo_url): each under its own licence (photo_license), credited as photo_credit says',
} as const;

/** One track as the export gives it (src-shared/schemas/open-data.ts). */
export function exportRecord(track: ExportTrack, origin: string): ExportRecord {
  return {
    id: track.id,
    name: track.name,
    url_segment: track.url_segment,
    url: `${origin}${trackPath(track.url_segment)}`,
    lat: track.center_lat,
    lng: track.center_lng,
    length: track.length,
    surface: track.surface,
    number_lanes_lap: track.number_lanes_lap,
    has_lighting: track.has_lighting,
    indoors: track.indoors,
    status: track.status,
    country: track.country,
    region: track.region,
    town: track.town,
    area_path: track.area_path,
    num_likes: track.num_likes,
    num_comments: track.num_comments,
    num_answers: track.num_answers,
    updated: track.updated,
    source: track.source,
    source_id: track.source_id,
    access: track.access,
    opening_hours: track.opening_hours,
    fee: track.fee,
    fee_text: track.fee_text,
    closed_until: track.closed_until,
    closure_reason: track.closure_reason,
    toilets: track.toilets,
    changing_rooms: track.changing_rooms,
    lockers: track.lockers,
    drinking_water: track.drinking_water,
    parking: track.parking,
    public_transport: track.public_transport,
    website: track.link_to_web,
    operator: track.operator,
    access_confirmed: track.access_confirmed,
    opening_hours_confirmed: track.opening_hours_confirmed,
    fee_confirmed: track.fee_confirmed,
    closed_until_confirmed: track.closed_until_confirmed,
    toilets_confirmed: track.toilets_confirmed,
    changing_rooms_confirmed: track.changing_rooms_confirmed,
    lockers_confirmed: track.lockers_confirmed,
    drinking_water_confirmed: track.drinking_water_confirmed,
    parking_confirmed: track.parking_confirmed,
    public_transport_confirmed: track.public_transport_confirmed,
    photos: track.photos.map((photo) => ({
      url: `${origin}${photoPath(photo.id, LARGEST_PHOTO_WIDTH)}`,
      width: photo.width,
      height: photo.height,
      alt: photo.alt,
      license: photo.licence,
      license_url: PHOTO_LICENCE_URLS[photo.licence],
      credit: photo.credit,
      created: photo.created,
    })),
  };
}

/** A GeoJSON point feature; the position is the geometry (longitude first), the rest its properties. */
export function trackFeature(track: ExportTrack, origin: string) {
  const { lat, lng, ...properties } = exportRecord(track, origin);
  return { type: 'Feature', id: track.id, geometry: { type: 'Point', coordinates: [lng, lat] }, properties } as const;
}

/**
 * The start of the FeatureCollection up to its feature array. The licence, credits and version
 * are foreign members (RFC 7946 section 6.1), written before the features so a reader that
 * streams the file meets its terms first.
 */
export function featureCollectionOpening(generated: string, cacheKey: number): string {
  const members = { type: 'FeatureCollection', ...EXPORT_LICENCE, credits: EXPORT_CREDITS, generated, cache_key: cacheKey };
  return `${JSON.stringify(members).slice(0, -1)},"features":`;
}

/** The CSV columns, in order: every field of a record, the position as lat and lng, the newest photo for the photos. */
export const CSV_COLUMNS = [
  'id',
  'name',
  'url_segment',
  'url',
  'lat',
  'lng',
  'length',
  'surface',
  'number_lanes_lap',
  'has_lighting',
  'indoors',
  'status',
  'country',
  'region',
  'town',
  'area_path',
  'num_likes',
  'num_comments',
  'num_answers',
  'updated',
  'source',
  'source_id',
  'access',
  'opening_hours',
  'fee',
  'fee_text',
  'closed_until',
  'closure_reason',
  'toilets',
  'changing_rooms',
  'lockers',
  'drinking_water',
  'parking',
  'public_transport',
  'website',
  'operator',
  'access_confirmed',
  'opening_hours_confirmed',
  'fee_confirmed',
  'closed_until_confirmed',
  'toilets_confirmed',
  'changing_rooms_confirmed',
  'lockers_confirmed',
  'drinking_water_confirmed',
  'parking_confirmed',
  'public_transport_confirmed',
  'num_photos',
  'photo_url',
  'photo_license',
  'photo_credit',
] as const satisfies readonly (keyof CsvRecord)[];

/**
 * A spreadsheet runs a cell that starts with one of these as a formula (OWASP, "CSV
 * injection"); a leading apostrophe makes it text. Numbers are written as numbers, never
 * prefixed: the sign of a negative number is not a formula.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as RFC 4180 writes it: empty for unknown, quoted (quotes doubled) when it holds a comma, quote or line break. */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF as RFC 4180 asks. */
const csvLine = (fields: readonly (string | number | boolean | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

export const CSV_HEADER_LINE = csvLine(CSV_COLUMNS);

export function trackCsvLine(track: ExportTrack, origin: string): string {
  const { photos, ...record } = exportRecord(track, origin);
  const [newest] = photos;
  const line: CsvRecord = {
    ...record,
    num_photos: photos.length,
    photo_url: newest?.url ?? null,
    photo_license: newest?.license ?? null,
    photo_credit: newest?.credit ?? null,
  };
  return csvLine(CSV_COLUMNS.map((column) => line[column]));
}
