// The open-data export (GET /api/export/tracks.geojson and .csv; docs/data.md, "Open data").
import { z } from 'zod';
import { id, isoTime } from './common';
import { ACCESS_VALUES } from '../access';
import { surface } from './track';
import { photoLicence } from './photos';

/** A shown photo of a track (issue 42): its own work, under its own licence, with its credit. */
export const exportPhoto = z
  .strictObject({
    url: z.string().meta({ description: 'The largest stored size (WebP), absolute.' }),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string().meta({ description: 'What the photo shows, as its uploader wrote it; empty when they did not.' }),
    license: photoLicence,
    license_url: z.string(),
    credit: z.string().meta({ description: 'The name to credit; empty for none.' }),
    created: isoTime,
  })
  .meta({ id: 'ExportPhoto' });

const flag = (what: string) =>
  z
    .boolean()
    .nullable()
    .meta({ description: `${what}: true, false, or null when unknown.` });
const confirmedDay = (what: string) =>
  z
    .string()
    .nullable()
    .meta({
      description: `The day (YYYY-MM-DD) ${what} was last confirmed (by an edit, a visit report or an import: OpenStreetMap's check_date, else the day the feature stating it was last edited); null when it is unknown.`,
    });

/** One visible track as the export gives it: its public fields, its page and where it came from. */
export const exportRecord = z
  .strictObject({
    id,
    name: z.string().nullable(),
    url_segment: z.string(),
    url: z.string().meta({ description: "The track's page." }),
    lat: z.number(),
    lng: z.number(),
    length: z.number().nullable(),
    surface: surface.nullable(),
    number_lanes_lap: z.number().int().nullable(),
    has_lighting: z.boolean().nullable(),
    indoors: z.boolean().nullable(),
    status: z.number().int().nullable(),
    country: z.string().nullable(),
    region: z.string().nullable(),
    town: z.string().nullable(),
    area_path: z.string().nullable().meta({ description: "The area's url segment, from the country down." }),
    num_likes: z.number().int(),
    num_comments: z.number().int(),
    num_answers: z.number().int().meta({
      description:
        "How many runners' answers to the track's quick questions it has received (those an operator's undo withdrew are not counted).",
    }),
    updated: isoTime,
    source: z.string().nullable().meta({ description: '"osm" or "census:<name>"; null for tracks added on the site.' }),
    source_id: z.string().nullable(),
    access: z
      .enum(ACCESS_VALUES)
      .nullable()
      .meta({ description: 'Who may use it: public, public_hours (public at set times), members (or booking only), school_club, closed.' }),
    opening_hours: z.string().nullable().meta({ description: "OpenStreetMap opening_hours syntax, in the track's own time zone." }),
    fee: flag('Whether runners pay'),
    fee_text: z.string().nullable().meta({ description: 'The price, as text.' }),
    closed_until: z.string().nullable().meta({ description: 'Last day (YYYY-MM-DD) of a temporary closure.' }),
    closure_reason: z.string().nullable(),
    toilets: flag('Toilets'),
    changing_rooms: flag('Changing rooms'),
    lockers: flag('Lockers'),
    drinking_water: flag('Drinking water'),
    parking: flag('Parking'),
    public_transport: flag('Public transport nearby'),
    website: z.string().nullable().meta({ description: "The track's (or its facility's) website." }),
    operator: z.string().nullable().meta({ description: 'Who runs the track.' }),
    access_confirmed: confirmedDay('who may use it'),
    opening_hours_confirmed: confirmedDay('the opening hours'),
    fee_confirmed: confirmedDay('the fee (and its text)'),
    closed_until_confirmed: confirmedDay('the closure (and its reason)'),
    toilets_confirmed: confirmedDay('toilets'),
    changing_rooms_confirmed: confirmedDay('changing rooms'),
    lockers_confirmed: confirmedDay('lockers'),
    drinking_water_confirmed: confirmedDay('drinking water'),
    parking_confirmed: confirmedDay('parking'),
    public_transport_confirmed: confirmedDay('public transport'),
    photos: z.array(exportPhoto).meta({
      description:
        "The track's shown photos, newest first. Each is under its own licence (CC BY-SA 4.0 or CC0), not the ODbL of the data, and is credited as its credit says. The CSV gives the newest one (photo_url, photo_license, photo_credit) and how many there are (num_photos).",
    }),
  })
  .meta({ id: 'ExportRecord' });

const credit = z.object({
  applies_to: z.string(),
  license: z.string(),
  license_url: z.string().optional(),
  attribution: z.string(),
  attribution_url: z.string().optional(),
});

/** A GeoJSON FeatureCollection (RFC 7946) with the licence and credits as foreign members. */
export const exportCollection = z
  .strictObject({
    type: z.literal('FeatureCollection'),
    license: z.string(),
    license_url: z.string(),
    attribution: z.string(),
    attribution_url: z.string(),
    credits: z.array(credit),
    generated: isoTime,
    cache_key: z.number().int(),
    features: z.array(
      z.strictObject({
        type: z.literal('Feature'),
        id,
        geometry: z.strictObject({
          type: z.literal('Point'),
          coordinates: z.tuple([z.number(), z.number()]).meta({ description: 'Longitude, latitude.' }),
        }),
        properties: exportRecord.omit({ lat: true, lng: true }),
      }),
    ),
  })
  .meta({ id: 'ExportCollection' });
