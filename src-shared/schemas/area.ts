// Areas in the API (spec sections 3 and 7): the breadcrumb reference, the bounds of GET
// /api/area, the area page of GET /api/area-full and the entries of GET /api/search-areas.
import { question } from './answers';
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../enums';
import { areaSegment, id, idParam, keyParam } from './common';
import { trackListEntry } from './track-list';

export const areaQuery = z.object({ id: idParam, key: keyParam });
export const areaPageQuery = z.object({ segment: areaSegment, key: keyParam });

/** An area's names in other languages; a page shows the visitor's (src-shared/area-name.ts). */
export const displayNames = z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.string()).meta({
  id: 'AreaDisplayNames',
  description:
    'The name the area is shown by in a language where it differs from name ("Brasilien" for sv): countries and nations in every language, regions in zh, ja and ar; absent when there is none.',
});

export const areaRef = z
  .strictObject({ id, name: z.string(), names: displayNames.optional(), url_segment: z.string() })
  .meta({ id: 'AreaRef' });

export const areaBounds = z
  .strictObject({
    id,
    name: z.string(),
    bound_north: z.number(),
    bound_south: z.number(),
    bound_east: z.number(),
    bound_west: z.number(),
    center_lat: z.number().nullable(),
    center_lng: z.number().nullable(),
  })
  .meta({ id: 'AreaBounds' });

export const areaSearchEntry = z
  .strictObject({ id, name: z.string(), parent_area: z.string().nullable(), url_segment: z.string() })
  .meta({ id: 'AreaSearchEntry' });

export const areaPage = z
  .strictObject({
    id,
    name: z.string(),
    names: displayNames.optional(),
    url_segment: z.string(),
    altitude: z.number().nullable(),
    track_info: z.string().nullable().meta({
      description:
        'Plain text: how many running tracks the area has (num_tracks), indoor and outdoor, their surfaces and the usual length, from its tracks as they are now; null when it has none.',
    }),
    track_groups: z
      .array(
        z.strictObject({
          indoors: z.number().int().nullable(),
          surface: z.string().nullable(),
          length: z.number().nullable(),
          tracks: z.number().int(),
        }),
      )
      .optional()
      .meta({
        description:
          "What track_info is written from, so a page can write it in its visitor's language: the area's tracks grouped by indoors (1 indoor, 0 outdoor, null not stated), surface and confirmed length (null when not finalized), with how many share each.",
      }),
    known_facts: z.record(question, z.number().int()).optional().meta({
      description:
        'How many of the num_tracks tracks know each fact the quick questions ask (who may use it, fee, opening hours, surface, lanes, lighting).',
    }),
    num_answers: z.number().int().optional().meta({
      description:
        "How many runners' answers to the quick questions the num_tracks tracks have received (those an operator's undo withdrew are not counted).",
    }),
    parents: z.array(areaRef),
    tracks: z.array(trackListEntry),
    num_tracks: z
      .number()
      .int()
      .meta({ description: 'All tracks in the area and below that are not permanently removed; tracks lists at most 500 of them.' }),
    child_areas: z.array(areaRef.extend({ num_tracks: z.number().int().meta({ description: 'Counted as num_tracks is.' }) })),
    bound_north: z.number().nullable(),
    bound_south: z.number().nullable(),
    bound_east: z.number().nullable(),
    bound_west: z.number().nullable(),
    center_lat: z.number().nullable(),
    center_lng: z.number().nullable(),
  })
  .meta({ id: 'AreaPage' });

/** GET /api/coverage: where the directory lists tracks, so a visitor elsewhere knows to add theirs. */
export const coverage = z
  .strictObject({
    num_tracks: z.number().int().meta({ description: "Every track not permanently removed: the countries' num_tracks plus num_unplaced." }),
    num_unplaced: z.number().int().meta({
      description:
        'Tracks not yet placed in an area (at sea, or outside every country the data knows); counted in num_tracks, in no country.',
    }),
    countries: z
      .array(areaRef.extend({ num_tracks: z.number().int() }))
      .meta({ description: 'The countries that have tracks, most tracks first (ties by name).' }),
  })
  .meta({ id: 'Coverage' });
