// The map in the API: GET /api/map-tile (one data tile of src-shared/map-tiles.ts) and GET
// /api/map-count (how many tracks lie in a view).
import { z } from 'zod';
import { MAP_MAX_ZOOM, MAP_MIN_ZOOM } from '../map-tiles';
import { keyParam } from './common';
import { trackListEntry } from './track-list';

const whole = z.coerce.number().int();
const on = z.literal('1').optional();
/**
 * A number the query must hold. The OpenAPI generator deems a parameter optional when null passes
 * its schema, and a coerced Number(null) is 0: the parameter says it is required.
 */
const needed = <T extends z.ZodType>(schema: T) => schema.meta({ param: { required: true } });
/** The map's filters (src-shared/map-filters.ts), the same on the tile, the count and the search box's suggestions. */
export const filterQuery = {
  open: whole.min(0).max(1e9).optional().meta({
    description:
      'Open now: the quarter hour asked about, as quarters since 1970-01-01 UTC (floor(ms / 900000)); evaluated where each track is.',
  }),
  free: on.meta({ description: '1: tracks marked free.' }),
  public: on.meta({
    description:
      '1: tracks open to the public (always or at set times), or, where nobody has said who may use them, that visitors found open to the public.',
  }),
  lit: on.meta({ description: '1: tracks with lighting.' }),
  indoor: on.meta({ description: '1: indoor tracks.' }),
};
export const mapTileQuery = z.object({
  z: whole.min(MAP_MIN_ZOOM).max(MAP_MAX_ZOOM),
  x: needed(whole.min(0)),
  y: needed(whole.min(0)),
  key: keyParam,
  ...filterQuery,
});
const latitude = needed(z.coerce.number().min(-90).max(90));
// A map panned across the date line reports longitudes past ±180.
const longitude = needed(z.coerce.number().min(-540).max(540));
export const mapCountQuery = z.object({
  ...filterQuery,
  south: latitude,
  north: latitude,
  west: longitude,
  east: longitude,
  key: keyParam,
});

export const mapCluster = z
  .strictObject({
    lat: z.number(),
    lng: z.number(),
    count: z.number().int(),
    loops: z
      .number()
      .int()
      .meta({ description: 'How many of them are jogging loops (over 600 m around), which never count as a nearest running track.' }),
    south: z.number(),
    west: z.number(),
    north: z.number(),
    east: z.number(),
  })
  .meta({ id: 'MapCluster', description: 'Tracks drawn as one numbered circle, with the box they span.' });

export const mapTile = z
  .strictObject({
    z: z.number().int(),
    x: z.number().int(),
    y: z.number().int(),
    total: z.number().int().meta({ description: "Tracks in the tile: the clusters' counts plus the single tracks." }),
    clusters: z.array(mapCluster),
    tracks: z.array(trackListEntry),
  })
  .meta({ id: 'MapTile' });

export const mapCount = z.strictObject({ count: z.number().int() }).meta({ id: 'MapCount' });
