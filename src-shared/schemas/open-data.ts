// The open-data export (GET /api/export/tracks.geojson and .csv; docs/data.md, "Open data").
import { z } from 'zod';
import { id, isoTime } from './common';
import { surface } from './track';

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
    updated: isoTime,
    source: z.string().nullable().meta({ description: '"osm" or "census:<name>"; null for tracks added on the site.' }),
    source_id: z.string().nullable(),
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
