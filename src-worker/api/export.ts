// GET /api/export/tracks.geojson and GET /api/export/tracks.csv: the open data (docs/data.md,
// "Open data"), every visible track with its licence and credits. Each is built once per cache
// key and stored gzipped, as the spec's whole lists are (http/versioned-json.ts).
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { keyQuery } from '../../src-shared/schemas/common';
import { exportCollection } from '../../src-shared/schemas/open-data';
import { listExportTracks } from '../db/export';
import {
  CSV_COLUMNS,
  CSV_HEADER_LINE,
  CSV_LICENCE_HEADERS,
  featureCollectionOpening,
  trackCsvLine,
  trackFeature,
} from '../domain/open-data';
import type { Db } from '../env';
import { answer, apiRouter, errors, NOT_MODIFIED, VERSIONED } from '../http/routes';
import { jsonArrayPieces, serveVersionedDocument } from '../http/versioned-json';

async function* featurePages(db: Db, origin: string) {
  for await (const tracks of listExportTracks(db)) yield tracks.map((track) => trackFeature(track, origin));
}

async function* geojsonPieces(db: Db, origin: string, cacheKey: number): AsyncGenerator<string> {
  yield featureCollectionOpening(new Date().toISOString(), cacheKey);
  yield* jsonArrayPieces(featurePages(db, origin));
  yield '}';
}

async function* csvPieces(db: Db, origin: string): AsyncGenerator<string> {
  yield CSV_HEADER_LINE;
  for await (const tracks of listExportTracks(db)) yield tracks.map((track) => trackCsvLine(track, origin)).join('');
}

/** Records hold absolute page URLs, so each origin the Worker answers on has its own stored copy. */
const storeName = (origin: string, file: string) => `export/${origin}/${file}`;

export const geojsonRoute = createRoute({
  method: 'get',
  path: '/tracks.geojson',
  tags: ['open data'],
  summary: 'Every visible track as GeoJSON, with its licence',
  description: `A FeatureCollection (RFC 7946) of the tracks not removed, with the licence (ODbL 1.0, © OpenStreetMap contributors) and the credits of each source as top-level members. Built once per cache key and sent gzipped. ${VERSIONED}`,
  request: { query: keyQuery },
  responses: { 200: answer(exportCollection, 'application/geo+json'), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const csvRoute = createRoute({
  method: 'get',
  path: '/tracks.csv',
  tags: ['open data'],
  summary: 'Every visible track as CSV, with its licence in the headers',
  description: `RFC 4180 with a header row: ${CSV_COLUMNS.join(', ')}. The licence is in the Link (rel="license") and Data-Attribution headers. Text fields starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them. ${VERSIONED}`,
  request: { query: keyQuery },
  responses: { 200: answer(z.string(), 'text/csv'), ...NOT_MODIFIED, ...errors(['InvalidInput']) },
});

export const openData = apiRouter()
  .openapi(geojsonRoute, (c) => {
    const origin = new URL(c.req.url).origin;
    return serveVersionedDocument(c, storeName(origin, 'tracks.geojson'), {
      contentType: 'application/geo+json; charset=UTF-8',
      pieces: (cacheKey) => geojsonPieces(c.var.env.DB, origin, cacheKey),
    });
  })
  .openapi(csvRoute, (c) => {
    const origin = new URL(c.req.url).origin;
    return serveVersionedDocument(c, storeName(origin, 'tracks.csv'), {
      // header=present: the first line names the columns (RFC 4180's optional parameter).
      contentType: 'text/csv; charset=UTF-8; header=present',
      headers: CSV_LICENCE_HEADERS,
      pieces: () => csvPieces(c.var.env.DB, origin),
    });
  });
