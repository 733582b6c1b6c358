// GET /api/export/tracks.geojson and GET /api/export/tracks.csv: the open data (docs/data.md,
// "Open data"), every visible track with its licence and credits. Each is built once per cache
// key and stored gzipped, as the spec's whole lists are (http/versioned-json.ts).
import { Hono } from 'hono';
import { listExportTracks } from '../db/export';
import { CSV_HEADER_LINE, CSV_LICENCE_HEADERS, featureCollectionOpening, trackCsvLine, trackFeature } from '../domain/open-data';
import type { AppEnv, Db } from '../env';
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

export const openData = new Hono<AppEnv>()
  .get('/tracks.geojson', (c) => {
    const origin = new URL(c.req.url).origin;
    return serveVersionedDocument(c, storeName(origin, 'tracks.geojson'), {
      contentType: 'application/geo+json; charset=UTF-8',
      pieces: (cacheKey) => geojsonPieces(c.var.env.DB, origin, cacheKey),
    });
  })
  .get('/tracks.csv', (c) => {
    const origin = new URL(c.req.url).origin;
    return serveVersionedDocument(c, storeName(origin, 'tracks.csv'), {
      // header=present: the first line names the columns (RFC 4180's optional parameter).
      contentType: 'text/csv; charset=UTF-8; header=present',
      headers: CSV_LICENCE_HEADERS,
      pieces: () => csvPieces(c.var.env.DB, origin),
    });
  });
