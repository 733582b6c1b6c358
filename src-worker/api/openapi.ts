// GET /api/openapi.json: the API's contract as an OpenAPI 3.1 document, generated (zod-openapi)
// from the very zod schemas the handlers validate with and the answers are typed by
// (src-shared/schemas/), so it cannot drift from what the Worker does. OPERATIONS below is the
// list of public calls; a worker test checks that every route the app serves is in it.
import { Hono } from 'hono';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { areaBounds, areaPage, areaSearchEntry, coverage } from '../../src-shared/schemas/area';
import { idParam, keyParam, resultBody, trackSegment, areaSegment } from '../../src-shared/schemas/common';
import { blogPost, blogPostQuery, blogPostSummary, staticContent, staticQuery } from '../../src-shared/schemas/content';
import { postChatRequest, postChatResult } from '../../src-shared/schemas/chat';
import { postFeedbackRequest, postFeedbackResult } from '../../src-shared/schemas/feedback';
import { exportCollection } from '../../src-shared/schemas/open-data';
import { mapCount, mapCountQuery, mapTile, mapTileQuery } from '../../src-shared/schemas/map';
import { cacheKeyAnswer, suggestions, suggestNextAnswer, suggestNextQuery, suggestQuery } from '../../src-shared/schemas/search';
import { postTrackRequest, postTrackResult, track, trackHistory } from '../../src-shared/schemas/track';
import { trackListEntry } from '../../src-shared/schemas/track-list';
import type { ResultStatus } from '../../src-shared/result-status';
import { CSV_COLUMNS } from '../domain/open-data';
import type { AppEnv } from '../env';

type Method = 'get' | 'post';

export interface Operation {
  method: Method;
  /** As the app routes it, under /api (OpenAPI's {name} for path parameters). */
  path: string;
  summary: string;
  description?: string;
  tag: 'tracks' | 'feedback' | 'areas' | 'search' | 'map' | 'content' | 'chat' | 'open data' | 'meta';
  query?: z.ZodObject;
  body?: z.ZodType;
  answer: z.ZodType;
  /** The answer's media type, when not JSON. */
  answerType?: string;
  /** The result statuses (spec section 8) this call may answer besides success. */
  errors: ResultStatus[];
}

const VERSIONED = 'Answers carry an ETag and may be cached under the cache key (key); a write moves the key.';

export const OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/track',
    tag: 'tracks',
    summary: 'A track, by id or url segment',
    description: `The track entity of spec section 3, with its visible comments. ${VERSIONED}`,
    query: z.object({ id: idParam.optional(), segment: trackSegment.optional(), key: keyParam }),
    answer: track,
    errors: ['NotFound', 'BadRequest', 'InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/track-history',
    tag: 'tracks',
    summary: "A track's revisions, newest first",
    description: 'Every edit is kept: each revision with the fields it changed and a snapshot of the track after it.',
    query: z.object({ id: idParam }),
    answer: trackHistory,
    errors: ['NotFound', 'InvalidInput'],
  },
  {
    method: 'post',
    path: '/api/post-track',
    tag: 'tracks',
    summary: 'Create a track (no id) or edit one',
    description:
      'Enumerations are read as spec section 3 words them, in any case (e.g. surface "Gravel/dirt" or "gravel"); answers use the stored spelling. An edit naming an older baseRevision answers Conflict. Writes per client are limited (SpamAlert).',
    body: postTrackRequest,
    answer: postTrackResult,
    errors: ['InvalidInput', 'BadRequest', 'NotFound', 'Conflict', 'SpamAlert'],
  },
  {
    method: 'post',
    path: '/api/post-feedback',
    tag: 'feedback',
    summary: 'Post a comment, a visit report or a recommend',
    description:
      'feedbackType: comment, visit report or recommend (or the flags 64, 512, 256). Feedback with links is held for review and answers UnderReview with pending true.',
    body: postFeedbackRequest,
    answer: postFeedbackResult,
    errors: ['InvalidInput', 'BadRequest', 'NotFound', 'SpamAlert'],
  },
  {
    method: 'get',
    path: '/api/area',
    tag: 'areas',
    summary: "An area's bounds, by id",
    description: VERSIONED,
    query: z.object({ id: idParam, key: keyParam }),
    answer: areaBounds,
    errors: ['NotFound', 'InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/area-full',
    tag: 'areas',
    summary: 'An area page, by url segment',
    description: `The area, its parents, up to 500 of its tracks and its child areas. ${VERSIONED}`,
    query: z.object({ segment: areaSegment, key: keyParam }),
    answer: areaPage,
    errors: ['NotFound', 'InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/coverage',
    tag: 'areas',
    summary: 'Where tracks are listed',
    description: `The countries that have tracks, each with its number of tracks, and the number of all tracks. ${VERSIONED}`,
    query: z.object({ key: keyParam }),
    answer: coverage,
    errors: ['InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/search-areas',
    tag: 'search',
    summary: 'Every area',
    description: `The whole list, built once per cache key and sent gzipped when the client accepts it. ${VERSIONED}`,
    query: z.object({ key: keyParam }),
    answer: z.array(areaSearchEntry),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/search-tracks-full',
    tag: 'search',
    summary: 'Every track, as list entries',
    description: `The whole list, built once per cache key and sent gzipped when the client accepts it. ${VERSIONED}`,
    query: z.object({ key: keyParam }),
    answer: z.array(trackListEntry),
    errors: [],
  },
  {
    method: 'get',
    path: '/api/suggest',
    tag: 'search',
    summary: 'Search suggestions for a term, both tabs',
    description: `Areas and tracks whose labels hold every word of the term (spec section 5: case, accents and hyphens ignored), each tab with its total and its first 12 items, or every item when there are at most 250 (a longer term then narrows them on the client). The map's filters narrow the Track tab. ${VERSIONED}`,
    query: suggestQuery,
    answer: suggestions,
    errors: ['InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/suggest-next',
    tag: 'search',
    summary: 'Search suggestions for each character typed next',
    description: `For the term typed so far and each character a-z and 0-9, what /api/suggest answers for the longer term, with the first 12 items of each tab: asked while a person reads the current suggestions, so their next key is answered at once. ${VERSIONED}`,
    query: suggestNextQuery,
    answer: suggestNextAnswer,
    errors: ['InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/cache',
    tag: 'meta',
    summary: 'The current cache key',
    description: 'The data version (spec section 4): it moves with every write. Never cached.',
    answer: cacheKeyAnswer,
    errors: [],
  },
  {
    method: 'get',
    path: '/api/map-tile',
    tag: 'map',
    summary: 'The tracks of one map data tile',
    description: `A slippy-map tile (z, x, y) at zoom 2 below the display zoom: clusters with exact counts where tracks lie close, single tracks elsewhere. ${VERSIONED}`,
    query: mapTileQuery,
    answer: mapTile,
    errors: ['InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/map-count',
    tag: 'map',
    summary: 'How many tracks lie in a view',
    description: 'Edges included; west may exceed east by up to 360 across the date line.',
    query: mapCountQuery,
    answer: mapCount,
    errors: ['InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/static',
    tag: 'content',
    summary: 'A static page (about, terms, privacy)',
    query: staticQuery,
    answer: staticContent,
    errors: ['NotFound', 'InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/blog-post',
    tag: 'content',
    summary: 'A blog post',
    query: blogPostQuery,
    answer: blogPost,
    errors: ['NotFound', 'InvalidInput'],
  },
  {
    method: 'get',
    path: '/api/blog-posts',
    tag: 'content',
    summary: 'The blog posts, newest first',
    answer: z.array(blogPostSummary),
    errors: [],
  },
  {
    method: 'post',
    path: '/api/post-chat',
    tag: 'chat',
    summary: 'Activate the AI chat, or take one turn of it',
    description:
      'With a wrong activation key: activated false. With the right key and no new user message: the greeting. Otherwise the assistant answers the last user message (or a tool reply such as the user location: "latitude,longitude"). Send back chats and userChats as answered; only messages the server signed are trusted as assistant or tool messages. Turns per hour and wrong keys per client are limited.',
    body: postChatRequest,
    answer: postChatResult,
    errors: ['InvalidInput', 'BadRequest', 'ConversationTooLong', 'SpamAlert'],
  },
  {
    method: 'get',
    path: '/api/export/tracks.geojson',
    tag: 'open data',
    summary: 'Every visible track as GeoJSON, with its licence',
    description: `A FeatureCollection (RFC 7946) of the tracks not removed, with the licence (ODbL 1.0, © OpenStreetMap contributors) and the credits of each source as top-level members. Built once per cache key and sent gzipped. ${VERSIONED}`,
    query: z.object({ key: keyParam }),
    answer: exportCollection,
    answerType: 'application/geo+json',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/export/tracks.csv',
    tag: 'open data',
    summary: 'Every visible track as CSV, with its licence in the headers',
    description: `RFC 4180 with a header row: ${CSV_COLUMNS.join(', ')}. The licence is in the Link (rel="license") and Data-Attribution headers. Text fields starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them. ${VERSIONED}`,
    query: z.object({ key: keyParam }),
    answer: z.string(),
    answerType: 'text/csv',
    errors: [],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'meta',
    summary: 'This document',
    answer: z.record(z.string(), z.unknown()),
    errors: [],
  },
];

const HTTP_OF: Record<ResultStatus, string> = {
  Success: '200',
  UnderReview: '200',
  BadRequest: '400',
  InvalidInput: '400',
  ConversationTooLong: '400',
  Unauthorized: '401',
  NotFound: '404',
  Conflict: '409',
  SpamAlert: '429',
  InternalError: '500',
};

function errorResponses(errors: ResultStatus[]) {
  const byHttp = new Map<string, ResultStatus[]>();
  for (const status of errors) byHttp.set(HTTP_OF[status], [...(byHttp.get(HTTP_OF[status]) ?? []), status]);
  return Object.fromEntries(
    [...byHttp].map(([http, statuses]) => [http, { description: `Result status ${statuses.join(' or ')}.`, content: { 'application/json': { schema: resultBody } } }]),
  );
}

export function openApiDocument(serverUrl?: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    const operation: ZodOpenApiOperationObject = {
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.query ? { requestParams: { query: op.query } } : {}),
      ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
      responses: {
        '200': { description: 'The answer.', content: { [op.answerType ?? 'application/json']: { schema: op.answer } } },
        ...errorResponses(op.errors),
      },
    };
    paths[op.path]![op.method] = operation;
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Track Atlas API',
      version: '1',
      description:
        'The public API of the running-track directory: tracks, areas, search, the map, feedback and the AI chat. Every error answers the result shape (status, message, optional description). Writes need a JSON body and, from browsers, the site\'s own Origin. See docs/api.md.',
      license: { name: 'Data: ODbL 1.0 (© OpenStreetMap contributors) and the licences of other sources', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    paths,
  });
}

// The document depends only on the code: built once per isolate.
let built: ReturnType<typeof openApiDocument> | null = null;

export const openapi = new Hono<AppEnv>().get('/openapi.json', (c) => {
  built ??= openApiDocument();
  return c.json(built, 200, { 'Cache-Control': 'public, max-age=3600' });
});
