// The assistant's tools (issue 6): what each takes (zod, also sent to the model as JSON
// Schema) and what it does against D1. Writes call services/, which apply the same guards as
// to the web's calls: the spam limit, validation and review. getUserLocation has no body here:
// the client answers it (spec section 4), so the tool loop stops and returns to the client.
import { LAP_TRACK_METRES } from '../../src-shared/track-kind';
import type { Db } from '../env';
import { z } from 'zod';
import { loadTrack } from '../db/tracks';
import { ApiError } from '../http/result';
import { describeIssues } from '../http/validate';
import { postFeedback } from '../services/feedback-writes';
import { reportForOperators, reportIncorrectData } from '../services/reports';
import { resultMessage } from '../../src-shared/result-status';
import { LOCATION_TOOL } from '../../src-shared/chat-location';
import type { ChatEnv } from './env';
import { boxAround, boxCentre } from './geo';
import {
  countTracksInAreaPath,
  countTracksInBox,
  findAreaBySegment,
  findTrackByIdOrSegment,
  tracksInAreaPath,
  tracksInBox,
  tracksNearPoint,
  type Box,
  type ChatAreaRow,
  type ChatTrack,
  type TrackQuery,
} from '../db/chat-search';
import { zoneClocks } from '../db/track-filter';
import { gazetteerOf } from '../db/gazetteer';
import type { TrackFilter } from '../../src-shared/track-filter';
import { quarterHourOf } from '../../src-shared/map-filters';
import { areaCountStatement, findAreaById, findAreaForPoint, findCityContaining } from '../db/areas';
import { ASSISTANT_TEXTS } from './texts';
import { readSentence } from '../recognise/recognise';
import {
  accessFactsNow,
  ANONYMOUS_POSTER,
  areaUrl,
  namingOf,
  placeAround,
  summarise,
  trackCandidate,
  trackFacts,
  trackUrl,
  type Around,
  type TrackFacts,
} from './track-facts';
import type { ToolCall } from '../../src-shared/schemas/chat';
import type { TrackCandidate } from '../recognise/names';
import type { ToolSpec } from './types';
import { SURFACE_VALUES, SURFACES } from '../../src-shared/enums';

/** Tracks listed in one answer; the count says how many more matched. */
const TRACKS_LISTED = 10;
/** Rows read to filter and summarise; a city has far fewer, a country may have more. */
const TRACKS_SCANNED = 500;
const COMMENTS_LISTED = 5;
const COMMENT_CHARS = 300;
const INFO_CHARS = 600;
const DEFAULT_RADIUS_KM = 10;

export interface ToolContext {
  env: ChatEnv;
  origin: string;
  clientHash: string;
  now: Date;
}

const latitude = z.number().min(-90).max(90).describe('Latitude in degrees');
const longitude = z.number().min(-180).max(180).describe('Longitude in degrees');
const radiusKm = z.number().min(0.1).max(200).optional().describe(`Search radius in kilometres, default ${DEFAULT_RADIUS_KM}`);
const trackReference = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('The track: its name as the user wrote it (in part, or followed by "in <place>", is fine), url segment or id');
const areaReference = z.string().trim().min(1).max(200).describe('A city, region or country name, or an area url segment');
const box = {
  north: latitude.describe('Northern edge latitude'),
  south: latitude.describe('Southern edge latitude'),
  east: longitude.describe('Eastern edge longitude'),
  west: longitude.describe('Western edge longitude'),
};
const filters = {
  surface: z
    .string()
    .max(40)
    .optional()
    .describe('Only this surface: asphalt (or concrete), paver, gravel (or dirt), cinder, grass, synthetic, other'),
  indoor: z.boolean().optional().describe('true for indoor tracks only, false for outdoor only'),
  lighting: z.boolean().optional().describe('true for tracks with lighting only'),
  openToPublic: z
    .boolean()
    .optional()
    .describe("true for tracks open to the public only: by who may use them, or where nobody has said, by visitors' reports"),
  openNow: z.boolean().optional().describe('true for tracks whose opening hours say they are open right now, where they are'),
  free: z.boolean().optional().describe('true for tracks free to use for anyone only'),
  minLanes: z.number().int().min(1).max(9).optional().describe('At least this many lanes per lap'),
  minLengthMetres: z.number().min(0).max(5000).optional().describe('Shortest lap length in metres'),
  maxLengthMetres: z.number().min(0).max(5000).optional().describe('Longest lap length in metres'),
};
const description = z.string().trim().min(1).max(2000).describe("The user's own words");

const SCHEMAS = {
  findTracksNearPoint: z.object({ latitude, longitude, radiusKm, ...filters }),
  findTracksInBoundingBox: z.object({ ...box, ...filters }),
  findTracksInArea: z.object({ area: areaReference, ...filters }),
  getTrackDetails: z.object({ track: trackReference }),
  summarizeTracks: z.object({
    area: areaReference.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    radiusKm,
    ...Object.fromEntries(Object.entries(box).map(([name, schema]) => [name, schema.optional()])),
  }),
  postComment: z.object({
    track: trackReference,
    comment: z.string().max(5000).describe('The comment, in the words the user chose'),
    name: z.string().max(100).optional().describe('The name or alias to show, if the user gave one'),
    visitReport: z.boolean().optional().describe('true when the user tells of a visit to the track: posted as a visit report'),
    visitDate: z.string().max(10).optional().describe('Visit reports: the day of the visit, YYYY-MM-DD; default today'),
    wasOpen: z.boolean().optional().describe('Visit reports: whether the track was open when the user was there'),
  }),
  reportIncorrectTrackData: z.object({ track: trackReference, description }),
  reportBug: z.object({ description }),
  requestFeature: z.object({ description }),
  [LOCATION_TOOL]: z.object({}),
};

export type ToolName = keyof typeof SCHEMAS;

const DESCRIPTIONS: Record<ToolName, string> = {
  findTracksNearPoint:
    'Find running tracks near a point, nearest first, with distance, status, surface, length, lanes, lighting and indoor.',
  findTracksInBoundingBox: 'Find running tracks inside a bounding box (for example the map view the user sent).',
  findTracksInArea: 'Find running tracks in a named city, region or country.',
  getTrackDetails:
    "Get one track's details with its recent comments and visit reports, and whether it is open now, when it opens, its week's hours, fee and access.",
  summarizeTracks:
    'Summarise the tracks of an area: counts by public access, surfaces, indoor, lighting and the most discussed. Give an area name, or a point and radius, or a bounding box.',
  postComment:
    'Post a comment, or a visit report when the user tells of a visit, on a track for everyone to read. Only when the user asks to post it; use their words.',
  reportIncorrectTrackData: 'Report that information about a track is wrong; operators check it and the track is marked inaccurate.',
  reportBug: 'Store a bug report about this website or app for the operators.',
  requestFeature: 'Store a feature request for the operators.',
  [LOCATION_TOOL]: "Ask the user's device for its location. Use it when the user says near me, my area or here and no location is known.",
};

function jsonSchemaOf(schema: z.ZodType): ToolSpec['parameters'] {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(schema) as Record<string, unknown>;
  return { type: 'object', properties: {}, required: [], ...parameters } as ToolSpec['parameters'];
}

export const TOOL_SPECS: ToolSpec[] = (Object.keys(SCHEMAS) as ToolName[]).map((name) => ({
  name,
  description: DESCRIPTIONS[name],
  parameters: jsonSchemaOf(SCHEMAS[name]),
}));

const isToolName = (name: string): name is ToolName => Object.hasOwn(SCHEMAS, name);

type Filters = Partial<Record<keyof typeof filters, unknown>>;
function listing(facts: TrackFacts[], extra: Record<string, unknown>) {
  return { ...extra, count: facts.length, tracks: facts.slice(0, TRACKS_LISTED) };
}

/** The track a write was made on, as its answer names and links it. */
function writtenOn(track: ChatTrack, origin: string) {
  const { name, nameParts } = namingOf(track);
  return { track: name, ...(nameParts ? { nameParts } : {}), url: trackUrl(origin, track.url_segment) };
}

/** Several tracks have the name a tool was given: the model (or the offline assistant) asks which one. */
export class AmbiguousTrack extends Error {
  constructor(readonly tracks: TrackCandidate[]) {
    super('Several tracks have that name');
  }
}

/** A track by id or url segment, else by the name recognised in the reference (recognise/). */
async function resolveTrack(db: Db, reference: string): Promise<ChatTrack> {
  const direct = await findTrackByIdOrSegment(db, reference);
  if (direct) return direct;
  const { tracks } = (await readSentence(gazetteerOf(db), reference, { from: null, namesATrack: true })).names;
  if (tracks.length > 1) throw new AmbiguousTrack(tracks);
  const track = tracks[0] && (await findTrackByIdOrSegment(db, String(tracks[0].id)));
  if (!track) throw new ApiError('NotFound', `No track called "${reference}"`);
  return track;
}

/** An area by url segment, else by the place name recognised in the reference. */
async function resolveArea(db: Db, reference: string): Promise<ChatAreaRow> {
  const area = (await findAreaBySegment(db, reference)) ?? (await readAreaName(db, reference));
  if (!area) throw new ApiError('NotFound', `No area called "${reference}"`);
  return area;
}

async function readAreaName(db: Db, reference: string): Promise<ChatAreaRow | null> {
  const { area } = (await readSentence(gazetteerOf(db), reference, { from: null })).names;
  return area && findAreaBySegment(db, area.segment);
}

/**
 * The tool's filter arguments as the one track filter (src-shared/track-filter.ts), the map's own:
 * "open now" asks about the quarter hour the conversation is in. A flag the tool's schema
 * describes as "true for … only" filters nothing when false; indoor false means outdoor.
 */
export function trackFilterOf(args: Filters, now: Date): TrackFilter {
  const surface = typeof args.surface === 'string' ? args.surface.trim().toLowerCase() : undefined;
  const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    ...(surface ? { surfaces: SURFACE_VALUES.filter((s) => s === surface || SURFACES[s].toLowerCase().includes(surface)) } : {}),
    ...(typeof args.indoor === 'boolean' ? { indoor: args.indoor } : {}),
    ...(args.lighting === true ? { lit: true } : {}),
    ...(args.openToPublic === true ? { public: true } : {}),
    ...(args.openNow === true ? { open: quarterHourOf(now) } : {}),
    ...(args.free === true ? { free: true } : {}),
    ...(number(args.minLanes) === undefined ? {} : { minLanes: number(args.minLanes) }),
    ...(number(args.minLengthMetres) === undefined ? {} : { minLengthMetres: number(args.minLengthMetres) }),
    ...(number(args.maxLengthMetres) === undefined ? {} : { maxLengthMetres: number(args.maxLengthMetres) }),
  };
}

async function trackQuery(ctx: ToolContext, wanted: Filters, extra: TrackFilter = {}): Promise<TrackQuery> {
  const filter = { ...trackFilterOf(wanted, ctx.now), ...extra };
  return { filter, zones: await zoneClocks(ctx.env.DB, filter), limit: TRACKS_SCANNED };
}

const isFiltered = (query: TrackQuery) => Object.keys(query.filter).length > 0;

/**
 * The running tracks near a point, nearest first. A jogging loop is no running track
 * (src-shared/track-kind.ts) unless the user asks for one by its length.
 */
async function tracksNear(ctx: ToolContext, lat: number, lng: number, radius: number, wanted: Filters) {
  const loopsWanted = typeof wanted.minLengthMetres === 'number' && wanted.minLengthMetres > LAP_TRACK_METRES.max;
  const query = await trackQuery(ctx, wanted, loopsWanted ? {} : { lapTracksOnly: true });
  const rows = await tracksNearPoint(ctx.env.DB, { lat, lng }, boxAround(lat, lng, radius), query);
  return rows
    .map((row) => trackFacts(row, ctx.origin, { lat, lng }, ctx.now))
    .filter((t) => t.distanceKm! <= radius)
    .sort((a, b) => a.distanceKm! - b.distanceKm!);
}

/** A box's tracks the filters keep, most discussed first, and how many there are: the map's count of the same view and filter. */
async function tracksInsideBox(ctx: ToolContext, area: Box, wanted: Filters) {
  const query = await trackQuery(ctx, wanted);
  const [rows, count] = await Promise.all([
    tracksInBox(ctx.env.DB, area, query),
    countTracksInBox(ctx.env.DB, area, query.filter, query.zones),
  ]);
  return { facts: rows.map((row) => trackFacts(row, ctx.origin, undefined, ctx.now)), count };
}

/**
 * An area's most discussed tracks that the filters keep (at most TRACKS_SCANNED), and how many
 * it has: unfiltered, its count (area_counts), the number its page and the start page state, so
 * the chat never states another; filtered, the tracks the filter keeps among all of them.
 */
async function tracksOfArea(ctx: ToolContext, area: ChatAreaRow, wanted: Filters) {
  const query = await trackQuery(ctx, wanted);
  const [rows, total] = await Promise.all([
    tracksInAreaPath(ctx.env.DB, area.url_segment, query),
    isFiltered(query)
      ? countTracksInAreaPath(ctx.env.DB, area.url_segment, query.filter, query.zones)
      : areaCountStatement(ctx.env.DB, area.id)
          .first<{ n: number }>()
          .then((row) => row!.n),
  ]);
  return { facts: rows.map((row) => trackFacts(row, ctx.origin, undefined, ctx.now)), total, read: rows.length };
}

const plainText = (html: string | null, max: number) =>
  (html ?? '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

async function trackDetails(ctx: ToolContext, reference: string) {
  const found = await resolveTrack(ctx.env.DB, reference);
  const track = (await loadTrack(ctx.env.DB, { id: found.id }))!;
  return {
    ...trackFacts(found, ctx.origin, undefined, ctx.now),
    areas: track.areas.map((a) => ({ name: a.name, url: areaUrl(ctx.origin, a.url_segment) })),
    info: plainText(track.info, INFO_CHARS),
    streetAddress: track.street_address,
    website: track.link_to_web,
    permanentlyRemoved: track.permanently_removed,
    accessAndHours: accessFactsNow(track, ctx.now),
    recommendedAs: {
      wellMaintained: track.recommendInfo.maintained,
      practical: track.recommendInfo.practical,
      scenic: track.recommendInfo.scenic,
      friendly: track.recommendInfo.friendly,
    },
    recentComments: track.comments.slice(0, COMMENTS_LISTED).map((c) => ({
      type: c.type,
      text: plainText(c.text, COMMENT_CHARS),
      by: c.poster_name || ANONYMOUS_POSTER,
      date: (c.report_date ?? c.created).slice(0, 10),
    })),
  };
}

/** A place without an area keeps its English wording for the model, and its parts for other languages. */
const aroundPlace = (around: Around) => ({ place: placeAround(around, ASSISTANT_TEXTS.en), placeUrl: null, around });

/** Tracks a summary lists by name (issue 28): as many as a chat answer holds; the rest are a link away. */
const SUMMARY_LISTED = 5;
/** The map's zoom for a link to the tracks around a point: a 10 km radius fits the view. */
const MAP_LINK_ZOOM = 11;

/** The map at a point, as the map's own address writes it (src-web/rules/map-url.ts). */
export const mapUrl = (origin: string, lat: number, lng: number) =>
  `${origin}/search?lat=${Number(lat.toFixed(4))}&lng=${Number(lng.toFixed(4))}&z=${MAP_LINK_ZOOM}`;

/**
 * The named area a point falls in (issue 28): the city whose bounds hold it, else the city around
 * it or the smallest region or country whose bounds hold it, as new tracks are placed; null at
 * sea or outside every area.
 */
export async function areaAtPoint(ctx: ToolContext, lat: number, lng: number) {
  const id = (await findCityContaining(ctx.env.DB, lat, lng)) ?? (await findAreaForPoint(ctx.env.DB, lat, lng));
  const area = id === null ? null : await findAreaById(ctx.env.DB, id);
  return area ? { name: area.name, url: areaUrl(ctx.origin, area.url_segment) } : null;
}

/** Around a point: the area it is in names the place, the map shows every track. */
async function aroundPoint(ctx: ToolContext, around: Around, lat: number, lng: number, facts: TrackFacts[]) {
  const area = await areaAtPoint(ctx, lat, lng);
  return {
    ...summarise(aroundPlace(around), facts),
    ...(area ? { area: area.name, areaUrl: area.url } : {}),
    tracks: facts.slice(0, SUMMARY_LISTED),
    allUrl: mapUrl(ctx.origin, lat, lng),
  };
}

async function summary(ctx: ToolContext, args: z.infer<typeof SCHEMAS.summarizeTracks>) {
  if (args.area) {
    const area = await resolveArea(ctx.env.DB, args.area);
    const { facts, total, read } = await tracksOfArea(ctx, area, {});
    const placeUrl = areaUrl(ctx.origin, area.url_segment);
    const summary = summarise({ place: area.name, placeUrl, around: null }, facts);
    const described = read < total ? { described: read } : {};
    return { ...summary, count: total, ...described, tracks: facts.slice(0, SUMMARY_LISTED), allUrl: placeUrl };
  }
  if (args.latitude !== undefined && args.longitude !== undefined) {
    const radius = args.radiusKm ?? DEFAULT_RADIUS_KM;
    const around = { radiusKm: radius, lat: String(args.latitude), lng: String(args.longitude) };
    const facts = await tracksNear(ctx, args.latitude, args.longitude, radius, {});
    return aroundPoint(ctx, around, args.latitude, args.longitude, facts);
  }
  const { north, south, east, west } = args as Partial<Box>;
  if (north !== undefined && south !== undefined && east !== undefined && west !== undefined) {
    const centre = boxCentre({ north, south, east, west });
    const around = { radiusKm: null, lat: centre.lat.toFixed(3), lng: centre.lng.toFixed(3) };
    const { facts } = await tracksInsideBox(ctx, { north, south, east, west }, {});
    return aroundPoint(ctx, around, centre.lat, centre.lng, facts);
  }
  throw new ApiError('InvalidInput', 'Give an area, a latitude and longitude, or a bounding box');
}

type Runners = {
  [Name in Exclude<ToolName, typeof LOCATION_TOOL>]: (ctx: ToolContext, args: z.infer<(typeof SCHEMAS)[Name]>) => Promise<unknown>;
};

const RUNNERS: Runners = {
  findTracksNearPoint: async (ctx, args) => {
    const radius = args.radiusKm ?? DEFAULT_RADIUS_KM;
    const [facts, area] = await Promise.all([
      tracksNear(ctx, args.latitude, args.longitude, radius, args),
      areaAtPoint(ctx, args.latitude, args.longitude),
    ]);
    const place = area ? { area: area.name, areaUrl: area.url } : {};
    return listing(facts, { radiusKm: radius, ...place, allUrl: mapUrl(ctx.origin, args.latitude, args.longitude) });
  },
  findTracksInBoundingBox: async (ctx, args) => {
    const centre = boxCentre(args);
    const { facts, count } = await tracksInsideBox(ctx, args, args);
    return { ...listing(facts, { allUrl: mapUrl(ctx.origin, centre.lat, centre.lng) }), count };
  },
  findTracksInArea: async (ctx, args) => {
    const area = await resolveArea(ctx.env.DB, args.area);
    const { facts, total } = await tracksOfArea(ctx, area, args);
    const url = areaUrl(ctx.origin, area.url_segment);
    return { ...listing(facts, { area: area.name, areaUrl: url, allUrl: url }), count: total };
  },
  getTrackDetails: (ctx, args) => trackDetails(ctx, args.track),
  summarizeTracks: summary,
  postComment: async (ctx, args) => {
    const track = await resolveTrack(ctx.env.DB, args.track);
    const visit = args.visitReport === true;
    const result = await postFeedback(ctx.env, {
      trackId: track.id,
      kind: visit ? 'visit report' : 'comment',
      ...(visit ? { visitDate: args.visitDate ?? ctx.now.toISOString().slice(0, 10), wasOpen: args.wasOpen ?? null } : {}),
      comment: args.comment,
      name: args.name ?? '',
      recommendTypes: [0],
      clientHash: ctx.clientHash,
      origin: 'chat',
      now: ctx.now,
    });
    const status = result.pending ? 'UnderReview' : 'Success';
    const posted = { status, message: resultMessage(status), ...writtenOn(track, ctx.origin) };
    return visit ? { ...posted, kind: 'visit report' } : posted;
  },
  reportIncorrectTrackData: async (ctx, args) => {
    const track = await resolveTrack(ctx.env.DB, args.track);
    const { pending } = await reportIncorrectData(ctx.env, track.id, { text: args.description, clientHash: ctx.clientHash, now: ctx.now });
    const status = pending ? 'UnderReview' : 'Success';
    return { status, message: resultMessage(status), ...writtenOn(track, ctx.origin) };
  },
  reportBug: async (ctx, args) => {
    await reportForOperators(ctx.env, 'bug report', { text: args.description, clientHash: ctx.clientHash, now: ctx.now });
    return { status: 'Success', message: 'The bug report is stored for the operators.' };
  },
  requestFeature: async (ctx, args) => {
    await reportForOperators(ctx.env, 'feature request', { text: args.description, clientHash: ctx.clientHash, now: ctx.now });
    return { status: 'Success', message: 'The feature request is stored for the operators.' };
  },
};

function parseArguments(text: string): unknown {
  try {
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Runs one tool call and returns what the model reads. Refusals (unknown track, spam limit,
 * invalid input) become an error the model can explain; anything else is a server fault.
 */
export async function runTool(call: ToolCall, ctx: ToolContext): Promise<unknown> {
  const name = call.function.name;
  if (!isToolName(name) || name === LOCATION_TOOL) return { error: 'UnknownTool', message: `There is no tool called ${name}` };
  const args = SCHEMAS[name].safeParse(parseArguments(call.function.arguments));
  if (!args.success) return { error: 'InvalidInput', message: describeIssues(args.error.issues) };
  try {
    return await (RUNNERS[name] as (ctx: ToolContext, args: unknown) => Promise<unknown>)(ctx, args.data);
  } catch (error) {
    if (error instanceof ApiError) return { error: error.status, message: error.description ?? resultMessage(error.status) };
    if (error instanceof AmbiguousTrack) {
      const tracks = error.tracks.map((t) => trackCandidate(t, ctx.origin));
      return { error: 'Ambiguous', message: 'Several tracks have that name: ask the user which one they mean.', tracks };
    }
    throw error;
  }
}
