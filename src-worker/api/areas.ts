// GET /api/area (bounds) and GET /api/area-full (the area page), spec section 7; GET /api/coverage.
import { createRoute } from '@hono/zod-openapi';
import type { AreaPage } from '../../src-shared/api-types';
import { areaSummaryText, type AreaTrackGroup } from '../../src-shared/area-summary';
import { areaBounds, areaPage as areaPageAnswer, areaPageQuery, areaQuery, coverage } from '../../src-shared/schemas/area';
import { keyQuery } from '../../src-shared/schemas/common';
import {
  areaCountStatement,
  areaAnswerCountStatement,
  areaKnownFactsStatement,
  areaTrackGroupsStatement,
  childAreasStatement,
  findAreaById,
  findAreaBySegment,
  readCoverage,
  toBounds,
  withDisplayNames,
  type AreaRow,
} from '../db/areas';
import { areaChain, toListEntry, tracksInAreaStatement, type TrackListRow } from '../db/tracks';
import type { Db } from '../env';
import { answer, apiRouter, errors, NOT_MODIFIED, VERSIONED } from '../http/routes';
import { serveVersionedJson } from '../http/versioned-json';

/** An area page lists at most this many tracks; child areas lead to the rest. */
export const AREA_PAGE_TRACK_LIMIT = 500;

/**
 * The area page of spec section 3: the area, its parents, its tracks and its child areas. The
 * list, the count, the summary and the child areas' counts are read in one batch (one
 * transaction), so a write cannot land between them and make the page disagree with itself.
 */
export async function areaPage(db: Db, area: AreaRow): Promise<AreaPage> {
  const [chain, [tracks, count, groups, childAreas, known, answers]] = await Promise.all([
    areaChain(db, area.id),
    db.batch([
      tracksInAreaStatement(db, area.url_segment, AREA_PAGE_TRACK_LIMIT),
      areaCountStatement(db, area.id),
      areaTrackGroupsStatement(db, area.url_segment),
      childAreasStatement(db, area.id),
      areaKnownFactsStatement(db, area.url_segment),
      areaAnswerCountStatement(db, area.url_segment),
    ]),
  ]);
  const numTracks = (count!.results[0] as { n: number }).n;
  const trackGroups = groups!.results as AreaTrackGroup[];
  const { names } = chain.at(-1) ?? {};
  return {
    id: area.id,
    name: area.name,
    ...(names ? { names } : {}),
    url_segment: area.url_segment,
    altitude: area.altitude,
    track_info: areaSummaryText(area.name, numTracks, trackGroups),
    track_groups: trackGroups,
    known_facts: known!.results[0] as AreaPage['known_facts'],
    num_answers: (answers!.results[0] as { n: number }).n,
    parents: chain.slice(0, -1),
    tracks: (tracks!.results as TrackListRow[]).map(toListEntry),
    num_tracks: numTracks,
    child_areas: (childAreas!.results as (AreaPage['child_areas'][number] & { names: string })[]).map(withDisplayNames),
    bound_north: area.bound_north,
    bound_south: area.bound_south,
    bound_east: area.bound_east,
    bound_west: area.bound_west,
    center_lat: area.center_lat,
    center_lng: area.center_lng,
  };
}

export const areaRoute = createRoute({
  method: 'get',
  path: '/area',
  tags: ['areas'],
  summary: "An area's bounds, by id",
  description: VERSIONED,
  request: { query: areaQuery },
  responses: { 200: answer(areaBounds), ...NOT_MODIFIED, ...errors(['NotFound', 'InvalidInput']) },
});

export const areaPageRoute = createRoute({
  method: 'get',
  path: '/area-full',
  tags: ['areas'],
  summary: 'An area page, by url segment',
  description: `The area, its parents, up to 500 of its tracks and its child areas. ${VERSIONED}`,
  request: { query: areaPageQuery },
  responses: { 200: answer(areaPageAnswer), ...NOT_MODIFIED, ...errors(['NotFound', 'InvalidInput']) },
});

export const coverageRoute = createRoute({
  method: 'get',
  path: '/coverage',
  tags: ['areas'],
  summary: 'Where tracks are listed',
  description: `The countries that have tracks, each with its number of tracks, and the number of all tracks. ${VERSIONED}`,
  request: { query: keyQuery },
  responses: { 200: answer(coverage), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const areas = apiRouter()
  .openapi(areaRoute, (c) => {
    const { id } = c.req.valid('query');
    return serveVersionedJson(c, `area/${id}`, 'Area', async () => {
      const area = await findAreaById(c.var.env.DB, id);
      return area && toBounds(area);
    });
  })
  .openapi(areaPageRoute, (c) => {
    const { segment } = c.req.valid('query');
    // "v4": the answer carries track_groups since issue 24 (the summary in the page's language),
    // known_facts since issue 37 and num_answers since; answers stored before, under an
    // unchanged cache key, must not be read as this shape.
    return serveVersionedJson(c, `area-full-v4/${segment}`, 'Area', async () => {
      const area = await findAreaBySegment(c.var.env.DB, segment);
      return area && areaPage(c.var.env.DB, area);
    });
  })
  .openapi(coverageRoute, (c) => serveVersionedJson(c, 'coverage', 'Coverage', () => readCoverage(c.var.env.DB)));
