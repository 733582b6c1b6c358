// GET /api/area (bounds) and GET /api/area-full (the area page), spec section 7; GET /api/coverage.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AreaPage } from '../../src-shared/api-types';
import { areaSummaryText, type AreaTrackGroup } from '../../src-shared/area-summary';
import { areaSegment, idParam, keyParam } from '../../src-shared/schemas/common';
import { areaCountStatement, areaTrackGroupsStatement, childAreasStatement, findAreaById, findAreaBySegment, readCoverage, toBounds, type AreaRow } from '../db/areas';
import { areaChain, toListEntry, tracksInAreaStatement, type TrackListRow } from '../db/tracks';
import type { AppEnv, Db } from '../env';
import { validate } from '../http/validate';
import { serveVersionedJson } from '../http/versioned-json';

/** An area page lists at most this many tracks; child areas lead to the rest. */
export const AREA_PAGE_TRACK_LIMIT = 500;

/**
 * The area page of spec section 3: the area, its parents, its tracks and its child areas. The
 * list, the count, the summary and the child areas' counts are read in one batch (one
 * transaction), so a write cannot land between them and make the page disagree with itself.
 */
export async function areaPage(db: Db, area: AreaRow): Promise<AreaPage> {
  const [chain, [tracks, count, groups, childAreas]] = await Promise.all([
    areaChain(db, area.id),
    db.batch([
      tracksInAreaStatement(db, area.url_segment, AREA_PAGE_TRACK_LIMIT),
      areaCountStatement(db, area.id),
      areaTrackGroupsStatement(db, area.url_segment),
      childAreasStatement(db, area.id),
    ]),
  ]);
  const numTracks = (count!.results[0] as { n: number }).n;
  const trackGroups = groups!.results as AreaTrackGroup[];
  return {
    id: area.id,
    name: area.name,
    url_segment: area.url_segment,
    altitude: area.altitude,
    track_info: areaSummaryText(area.name, numTracks, trackGroups),
    track_groups: trackGroups,
    parents: chain.slice(0, -1),
    tracks: (tracks!.results as TrackListRow[]).map(toListEntry),
    num_tracks: numTracks,
    child_areas: childAreas!.results as AreaPage['child_areas'],
    bound_north: area.bound_north,
    bound_south: area.bound_south,
    bound_east: area.bound_east,
    bound_west: area.bound_west,
    center_lat: area.center_lat,
    center_lng: area.center_lng,
  };
}

export const areas = new Hono<AppEnv>()
  .get('/area', validate('query', z.object({ id: idParam, key: keyParam })), (c) => {
    const { id } = c.req.valid('query');
    return serveVersionedJson(c, `area/${id}`, 'Area', async () => {
      const area = await findAreaById(c.var.env.DB, id);
      return area && toBounds(area);
    });
  })
  .get('/area-full', validate('query', z.object({ segment: areaSegment, key: keyParam })), (c) => {
    const { segment } = c.req.valid('query');
    // "v2": the answer carries track_groups since issue 24 (the summary in the page's language);
    // answers stored before, under an unchanged cache key, must not be read as this shape.
    return serveVersionedJson(c, `area-full-v2/${segment}`, 'Area', async () => {
      const area = await findAreaBySegment(c.var.env.DB, segment);
      return area && areaPage(c.var.env.DB, area);
    });
  })
  .get('/coverage', validate('query', z.object({ key: keyParam })), (c) => serveVersionedJson(c, 'coverage', 'Coverage', () => readCoverage(c.var.env.DB)));
