// Tracks in the API (spec sections 3 and 7): the track call's answer, the list entry, the
// history, and the POST /api/post-track request and answer.
import { trackAnswers } from './answers';
import { z } from 'zod';
import { QUALITY_RATING_VALUES, ReportSource, SURFACE_VALUES } from '../enums';
import { ACCESS_FIELDS, ACCESS_VALUES, AMENITIES, ENTRY_VALUES, FACT_SOURCES, IMPORT_DATES } from '../access';
import { hoursSyntaxError } from '../opening-hours';
import { id, idParam, isoTime, keyParam, resultBody, trackSegment } from './common';
import { feedbackItem } from './feedback';
import { trackPhoto } from './photos';
import { areaRef } from './area';
import { outdoorInput, qualityInput, surfaceInput } from './vocabulary';
import { lanesOrUnset, typedText } from '../track-fields';
import { FACILITY_KINDS, LENDABLE_FACTS, WHEELCHAIR_VALUES } from '../source-facts';

export { trackListEntry } from './track-list';
import { trackLabel } from './track-label';

/** GET /api/track: one of id and segment (the handler refuses neither). */
export const trackQuery = z.object({ id: idParam.optional(), segment: trackSegment.optional(), key: keyParam });
export const trackHistoryQuery = z.object({ id: idParam });

export const surface = z.enum(SURFACE_VALUES).meta({
  description: 'Asphalt/Concrete (asphalt), Paver, Gravel/dirt (gravel), Cinder, Grass, Synthetic, Other, by their stored names.',
});
export const quality = z.enum(QUALITY_RATING_VALUES);

export const recommendInfo = z.strictObject({
  friendly: z.boolean(),
  maintained: z.boolean(),
  practical: z.boolean(),
  scenic: z.boolean(),
});

const confirmation = z.strictObject({
  at: isoTime.nullable().meta({ description: 'When; null for an import whose source gave no date (it is never the day of the import).' }),
  by: z.enum(FACT_SOURCES).meta({
    description: "edit (of the track), visit_report, runners (runners' answers to quick questions), or import (from OpenStreetMap).",
  }),
  from: z.enum(IMPORT_DATES).optional().meta({
    description:
      'For a dated import, what `at` is: check_date (a mapper checked the fact that day) or last_edit (the OpenStreetMap feature stating it was last edited then; nobody said it was checked).',
  }),
});

export const trackAccess = z
  .strictObject({
    access: z
      .enum(ACCESS_VALUES)
      .nullable()
      .meta({ description: 'Who may use it: public, public_hours (public at set times), members (or booking only), school_club, closed.' }),
    opening_hours: z.string().nullable().meta({ description: "OpenStreetMap opening_hours syntax, in the track's own time zone." }),
    fee: z.boolean().nullable().meta({ description: 'True when runners pay to use it.' }),
    fee_text: z.string().nullable().meta({ description: 'The price, as text.' }),
    entry: z.enum(ENTRY_VALUES).nullable().meta({ description: 'How to get in: walk_in, reception (sign in), book_online (booking_url).' }),
    booking_url: z.string().nullable(),
    lane_rules: z.string().nullable(),
    rules: z.string().nullable(),
    closed_until: z.string().nullable().meta({ description: 'Last day (YYYY-MM-DD) of a temporary closure.' }),
    closure_reason: z.string().nullable(),
    lit_hours: z.string().nullable().meta({ description: 'When the lights are on, in opening_hours syntax.' }),
    amenities: z.strictObject(
      Object.fromEntries(AMENITIES.map((a) => [a, z.boolean().nullable()])) as Record<
        (typeof AMENITIES)[number],
        z.ZodNullable<z.ZodBoolean>
      >,
    ),
    supervised: z.boolean().nullable(),
    time_zone: z.string().meta({ description: 'The IANA zone the hours are read in, from the coordinates.', example: 'America/Sao_Paulo' }),
    country_code: z
      .string()
      .nullable()
      .meta({ description: 'ISO 3166-1 alpha-2 code of the country at the coordinates, whose public holidays (PH) apply.', example: 'BR' }),
    holiday_region: z
      .string()
      .nullable()
      .meta({ description: 'Where holidays differ by region (the UK): the region whose holidays apply.', example: 'Scotland' }),
    confirmed: z
      .partialRecord(z.enum(ACCESS_FIELDS), confirmation)
      .meta({ description: 'For each fact: when it was last confirmed, and by what.' }),
  })
  .meta({ id: 'TrackAccess' });

export const track = z
  .strictObject({
    id,
    name: z.string().nullable(),
    label: trackLabel.nullable(),
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
    operator: z.string().nullable().meta({ description: 'Who runs the track, as its source (OpenStreetMap) names them.' }),
    phone: z.string().nullable().meta({ description: 'A phone number for the track, as its source gives it.' }),
    wheelchair: z
      .enum(WHEELCHAIR_VALUES)
      .nullable()
      .meta({ description: "Whether a wheelchair user gets in: yes, limited or no (OpenStreetMap's wheelchair)." }),
    from_facility: z.partialRecord(z.enum(LENDABLE_FACTS), z.enum(FACILITY_KINDS)).meta({
      description:
        "Where a fact came from: the facts the stadium or sports centre around the track lent it, because the track's own source said nothing, each with the facility's kind (stadium or sports_centre). Every other fact is the track's own.",
      example: { opening_hours: 'sports_centre', fee: 'sports_centre' },
    }),
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
    photos: z.array(trackPhoto).meta({ description: 'The shown photos (issue 42), newest first.' }),
    recommendInfo,
    access: trackAccess,
    answers: trackAnswers,
    revision: z.number().int().meta({ description: 'The revision an edit names as baseRevision.' }),
    updated: isoTime,
  })
  .meta({ id: 'Track' });

export const trackRevision = z
  .strictObject({
    revision: z.number().int(),
    created: isoTime,
    source: z.string().meta({ description: "web, chat, import, admin, restore or answers (a fact runners' answers made)." }),
    client: z.string().nullable().meta({ description: 'A short hash of the editing client.' }),
    changed_fields: z.array(z.string()),
    snapshot: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'TrackRevision' });

export const trackHistory = z
  .strictObject({ trackId: id, revision: z.number().int(), revisions: z.array(trackRevision) })
  .meta({ id: 'TrackHistory' });

/** Optional text: blank means "unset" (null); absent means "keep". */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v === undefined || v === null ? v : typedText(v)));
/** A field the web form sends as '' when unset. */
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Opening hours as sent: blank clears them; a value the opening_hours library cannot read is refused with its words. */
const hoursInput = text(1000).superRefine((value, ctx) => {
  const error = value ? hoursSyntaxError(value) : null;
  if (error) ctx.addIssue({ code: 'custom', message: `not valid opening hours: ${error}` });
});
const yesNo = z.boolean().nullish();

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
    numLanes: z
      .number()
      .int()
      .min(0, 'must be between 1 and 9')
      .max(9, 'must be between 1 and 9')
      .nullish()
      .transform((v) => (v === undefined || v === null ? v : lanesOrUnset(v)))
      .meta({ description: '0 means unset.' }),
    quality: blankToNull(qualityInput),
    lighting: z.boolean().nullish(),
    access: blankToNull(z.enum(ACCESS_VALUES)),
    openingHours: hoursInput.meta({ description: 'OpenStreetMap opening_hours syntax, e.g. "Mo-Fr 07:00-21:00; Sa 08:00-12:00".' }),
    fee: yesNo.meta({ description: 'True when runners pay.' }),
    feeText: text(200),
    entry: blankToNull(z.enum(ENTRY_VALUES)),
    bookingUrl: blankToNull(z.url({ protocol: /^https?$/, message: 'must be an http(s) address' }).max(500)),
    laneRules: text(500),
    rules: text(1000),
    closedUntil: blankToNull(z.iso.date({ message: 'must be a date (YYYY-MM-DD)' })),
    closureReason: text(120),
    litHours: hoursInput,
    amenities: z
      .object(Object.fromEntries(AMENITIES.map((a) => [a, yesNo])) as Record<(typeof AMENITIES)[number], typeof yesNo>)
      .partial()
      .optional(),
    supervised: yesNo,
  })
  .refine((b) => !(b.lat === 0 && b.lng === 0), { message: 'lat and lng of 0,0 are not a track position', path: ['lat'] })
  .meta({
    id: 'PostTrackRequest',
    example: {
      lat: -23.5874,
      lng: -46.6576,
      outdoor: 'outdoor',
      name: 'Pista do Ibirapuera',
      length: 400,
      info: '',
      surface: 'Synthetic',
      linkToWeb: '',
      numLanes: 8,
      quality: 'Good',
      lighting: true,
    },
  });

export const postTrackResult = resultBody
  .extend({
    success: z.boolean(),
    trackId: id.optional(),
    trackUrlSegment: z.string().optional(),
    revision: z.number().int().optional(),
    cacheKey: z.number().int().optional(),
    pending: z
      .boolean()
      .optional()
      .meta({ description: 'True when info with a link is held for review (status UnderReview); the rest of a new track is created.' }),
    changed: z.array(z.string()).optional().meta({ description: 'The fields an edit changed.' }),
  })
  .meta({ id: 'PostTrackResult' });
