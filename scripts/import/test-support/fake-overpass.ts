// A local stand-in for an Overpass API server, speaking its protocol as the importer meets it:
// POST /api/interpreter with a form body `data=<query>`, JSON answers in `out meta geom` form
// (each element with its geometry and its last edit: timestamp, version, changeset, user), a 200
// answer with a "runtime error" remark when a tile is too big, 429 with Retry-After when busy.
// It answers from a small set of elements, each returned by every tile it touches, like the
// real server (a way on a tile edge comes back from both tiles).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OverpassElement } from '../osm-input';
import type { Box } from '../overpass-query';
import { ovalRing } from './fixtures';

const latLon = (ring: [number, number][]) => ring.map(([lon, lat]) => ({ lat, lon }));
/** When the test elements were last edited, unless one says otherwise. */
const EDITED = '2024-05-01T10:00:00Z';
const track = (id: number, lat: number, lng: number, tags: Record<string, string>, timestamp = EDITED): OverpassElement => ({
  type: 'way',
  id,
  timestamp,
  geometry: latLon(ovalRing(lat, lng) as [number, number][]),
  tags: { leisure: 'track', sport: 'athletics', ...tags },
});

/**
 * British test tracks: four named ones (Edinburgh's with its hours, last edited on 12 March 2023),
 * a nameless one in a stadium, one on the 4° W tile edge, a node, a cycling track, and a nameless
 * one at a school.
 */
export function britishElements(): OverpassElement[] {
  return [
    track(
      1001,
      55.9593,
      -3.1556,
      { name: 'Test Track Edinburgh', surface: 'tartan', lanes: '8', opening_hours: 'Mo-Fr 07:00-21:00' },
      '2023-03-12T09:15:00Z',
    ),
    track(1002, 55.8806, -4.3404, { name: 'Test Track Glasgow', surface: 'tartan', lit: 'yes' }),
    track(1003, 51.5594, -0.1523, { name: 'Test Track London', surface: 'tartan' }),
    track(1004, 51.4706, -3.2027, { name: 'Test Track Cardiff', surface: 'cinder' }),
    track(1005, 53.4838, -2.2003, { surface: 'tartan' }),
    {
      type: 'way',
      id: 2005,
      timestamp: EDITED,
      geometry: latLon([
        [-2.2023, 53.4828],
        [-2.1983, 53.4828],
        [-2.1983, 53.4848],
        [-2.2023, 53.4848],
        [-2.2023, 53.4828],
      ]),
      tags: { leisure: 'stadium', sport: 'athletics', name: 'Test Stadium Manchester' },
    },
    // Its oval reaches across 4° W: both tiles beside that edge return it.
    track(1006, 52.4, -4.0, { name: 'Test Track On The Edge', surface: 'tartan' }),
    {
      type: 'node',
      id: 3001,
      timestamp: EDITED,
      lat: 54.9783,
      lon: -1.6178,
      tags: { leisure: 'track', sport: 'running', name: 'Test Running Track Newcastle' },
    },
    track(1007, 52.9548, -1.1581, { sport: 'cycling', name: 'Test Velodrome' }),
    // Nameless, on a school's grounds: called by the school (issue 36).
    track(1008, 52.2053, 0.1218, { surface: 'tartan' }),
    {
      type: 'way',
      id: 2008,
      timestamp: EDITED,
      geometry: latLon([
        [0.1198, 52.2043],
        [0.1238, 52.2043],
        [0.1238, 52.2063],
        [0.1198, 52.2063],
        [0.1198, 52.2043],
      ]),
      tags: { amenity: 'school', name: 'Test Academy Cambridge' },
    },
  ];
}

function points(element: OverpassElement): { lat: number; lon: number }[] {
  if (element.lat !== undefined && element.lon !== undefined) return [{ lat: element.lat, lon: element.lon }];
  const all = [...(element.geometry ?? []), ...(element.members ?? []).flatMap((member) => member.geometry ?? [])];
  return all.filter((point): point is { lat: number; lon: number } => point !== null);
}

/** An element as `out meta` gives it: with the rest of its last edit beside the timestamp. */
const withMeta = (element: OverpassElement) => ({ ...element, version: 1, changeset: 100_000 + element.id, user: 'Test Mapper', uid: 42 });

const inBox = (box: Box) => (element: OverpassElement) =>
  points(element).some(({ lat, lon }) => lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east);

/** What a test can make the server do for a request (the tile it asks for, and how many requests came before). */
export type Reply =
  | { kind: 'answer' }
  | { kind: 'busy'; status: 429 | 504; retryAfter?: string }
  | { kind: 'timeout-remark' }
  | { kind: 'memory-remark' }
  | { kind: 'raw'; body: string };

export interface FakeOverpass {
  url: string;
  /** Every request's tile, in order, and its query text. */
  requests: Box[];
  queries: string[];
  /** Decides the reply; answers by default. */
  reply: (tile: Box, index: number) => Reply;
  close(): Promise<void>;
}

const HEADER = {
  version: 0.6,
  generator: 'Overpass API 0.7.62.5 (fake for tests)',
  osm3s: {
    timestamp_osm_base: '2025-04-18T12:00:00Z',
    copyright: 'The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.',
  },
};

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': status === 200 ? 'application/json' : 'text/html; charset=utf-8', ...headers });
  res.end(body);
}

const errorPage = (message: string) =>
  `<!DOCTYPE html>\n<html><body><p><strong style="color:#FF0000">Error</strong>: ${message}</p></body></html>`;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeOverpass(elements: OverpassElement[] = britishElements()): Promise<FakeOverpass> {
  const fake: FakeOverpass = { url: '', requests: [], queries: [], reply: () => ({ kind: 'answer' }), close: async () => {} };
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (req.method !== 'POST' || req.url !== '/api/interpreter') return send(res, 404, errorPage('not found'));
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return send(res, 400, errorPage('expected a form body'));
      const query = new URLSearchParams(body).get('data');
      const bbox = query?.match(/\((-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)\);/);
      if (!query || !bbox || !query.startsWith('[out:json]') || !query.includes('out meta geom;')) {
        return send(res, 400, errorPage("line 1: parse error: the fake server only knows the importer's tile query"));
      }
      const [south, west, north, east] = bbox.slice(1).map(Number) as [number, number, number, number];
      const tile = { south, west, north, east };
      const index = fake.requests.push(tile) - 1;
      fake.queries.push(query);
      const reply = fake.reply(tile, index);
      const found = elements.filter(inBox(tile)).map(withMeta);
      switch (reply.kind) {
        case 'answer':
          return send(res, 200, JSON.stringify({ ...HEADER, elements: found }, null, 1));
        case 'busy':
          return send(
            res,
            reply.status,
            errorPage('The server is probably too busy to handle your request.'),
            reply.retryAfter === undefined ? {} : { 'Retry-After': reply.retryAfter },
          );
        case 'timeout-remark':
          // What it had found before stopping comes along: it must not be taken for the tile.
          return send(
            res,
            200,
            JSON.stringify({
              ...HEADER,
              elements: found.slice(0, 1),
              remark: 'runtime error: Query timed out in "query" at line 4 after 180 seconds.',
            }),
          );
        case 'memory-remark':
          return send(
            res,
            200,
            JSON.stringify({ ...HEADER, elements: [], remark: 'runtime error: Query run out of memory using about 2048 MB of RAM.' }),
          );
        case 'raw':
          return send(res, 200, reply.body);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/interpreter`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
