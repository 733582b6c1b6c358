// Tracks in the API (spec sections 3 and 7): the track call's answer, the list entry, the
// history, and the POST /api/post-track request and answer.
import { z } from 'zod';
import { QUALITY_RATING_VALUES, ReportSource, SURFACE_VALUES } from '../enums';
import { id, isoTime, resultBody } from './common';
import { feedbackItem } from './feedback';
import { areaRef } from './area';
import { outdoorInput, qualityInput, surfaceInput } from './vocabulary';

export { trackListEntry } from './track-list';

export const surface = z.enum(SURFACE_VALUES).meta({ description: 'Asphalt/Concrete (asphalt), Paver, Gravel/dirt (gravel), Cinder, Grass, Synthetic, Other, by their stored names.' });
export const quality = z.enum(QUALITY_RATING_VALUES);

export const recommendInfo = z.strictObject({ friendly: z.boolean(), maintained: z.boolean(), practical: z.boolean(), scenic: z.boolean() });

export const track = z
  .strictObject({
    id,
    name: z.string().nullable(),
    url_segment: z.string(),
    length: z.number().nullable().meta({ description: 'Metres.' }),
    info: z.string().nullable().meta({ description: 'HTML, cleaned.' }),
    surface: surface.nullable(),
    link_to_web: z.string().nullable(),
    number_lanes_lap: z.number().int().nullable(),
    quality: quality.nullable(),
    has_lighting: z.boolean().nullable(),
    indoors: z.boolean().nullable(),
    center_lat: z.number(),
    center_lng: z.number(),
    altitude: z.number().nullable(),
    street_address: z.string().nullable(),
    status: z.number().int().nullable().meta({ description: 'A track status code of spec section 3.' }),
    status_source: z.enum(ReportSource).nullable(),
    status_updated: isoTime.nullable().meta({ description: 'When the public-access answer was last confirmed.' }),
    reported: z.boolean(),
    permanently_removed: z.boolean(),
    removed: z.boolean(),
    finalized: z.boolean(),
    num_likes: z.number().int(),
    num_comments: z.number().int(),
    areas: z.array(areaRef).meta({ description: 'Breadcrumb parents, country first.' }),
    comments: z.array(feedbackItem),
    recommendInfo,
    revision: z.number().int().meta({ description: 'The revision an edit names as baseRevision.' }),
    updated: isoTime,
  })
  .meta({ id: 'Track' });

export const trackRevision = z
  .strictObject({
    revision: z.number().int(),
    created: isoTime,
    source: z.string().meta({ description: 'web, chat, import, admin or restore.' }),
    client: z.string().nullable().meta({ description: 'A short hash of the editing client.' }),
    changed_fields: z.array(z.string()),
    snapshot: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'TrackRevision' });

export const trackHistory = z.strictObject({ trackId: id, revision: z.number().int(), revisions: z.array(trackRevision) }).meta({ id: 'TrackHistory' });

/** Optional text: blank means "unset" (null); absent means "keep". */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()));
/** A field the web form sends as '' when unset. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' ? null : v));

export const postTrackRequest = z
  .object({
    id: id.optional().meta({ description: 'Absent for a new track.' }),
    baseRevision: id.optional().meta({ description: 'The revision the edit was made on (GET /api/track); a newer one answers Conflict.' }),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    outdoor: outdoorInput.nullish(),
    name: text(120),
    length: blankToNull(z.number().min(50).max(5000)),
    info: text(5000),
    surface: blankToNull(surfaceInput),
    linkToWeb: blankToNull(z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).max(500)),
    numLanes: z.number().int().min(0, 'must be between 1 and 9').max(9, 'must be between 1 and 9').nullish().meta({ description: '0 means unset.' }),
    quality: blankToNull(qualityInput),
    lighting: z.boolean().nullish(),
  })
  .refine((b) => !(b.lat === 0 && b.lng === 0), { message: 'lat and lng of 0,0 are not a track position', path: ['lat'] })
  .meta({
    id: 'PostTrackRequest',
    example: { lat: -23.5874, lng: -46.6576, outdoor: 'outdoor', name: 'Pista do Ibirapuera', length: 400, info: '', surface: 'Synthetic', linkToWeb: '', numLanes: 8, quality: 'Good', lighting: true },
  });

export const postTrackResult = resultBody
  .extend({
    success: z.boolean(),
    trackId: id.optional(),
    trackUrlSegment: z.string().optional(),
    revision: z.number().int().optional(),
    cacheKey: z.number().int().optional(),
    pending: z.boolean().optional().meta({ description: 'True when info with a link is held for review (status UnderReview); the rest of a new track is created.' }),
    changed: z.array(z.string()).optional().meta({ description: 'The fields an edit changed.' }),
  })
  .meta({ id: 'PostTrackResult' });
