import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FeedbackType } from '../../src-shared/enums';
import { parseCsv } from '../../scripts/import/census';
import { CSV_COLUMNS } from '../../src-worker/domain/open-data';

/** The columns the access facts added (issue 27): those after source_id. */
const ACCESS_COLUMNS = CSV_COLUMNS.slice(CSV_COLUMNS.indexOf('source_id') + 1, CSV_COLUMNS.indexOf('num_photos'));
import { createAreas, createTrack, get, ORIGIN, post } from './api';

const admin = { Authorization: 'Bearer test-admin-token' };
const GEOJSON = '/api/export/tracks.geojson';
const CSV = '/api/export/tracks.csv';

interface Feature {
  id: number;
  geometry: { coordinates: [number, number] };
  properties: Record<string, unknown>;
}

const currentKey = async (): Promise<number> => (await get('/api/cache')).body.key;
const features = async (key: number): Promise<Feature[]> => (await get(`${GEOJSON}?key=${key}`)).body.features;
const featureOf = (list: Feature[], id: number) => list.find((f) => f.id === id);

/** Writes made behind the API's back, as another isolate or an import would make them. */
const renameTrack = (id: number, name: string) => env.DB.prepare('UPDATE tracks SET name = ?2 WHERE id = ?1').bind(id, name).run();
const bumpKey = async (): Promise<number> =>
  (await env.DB.prepare("UPDATE meta SET value = value + 1 WHERE name = 'cache_key' RETURNING value").first<number>('value'))!;

/** The stored copy is written after the answer (waitUntil): wait until it is there. */
async function storedCopy(file: string, key: number): Promise<ArrayBuffer | null> {
  const name = `export/${ORIGIN}/${file}@${key}.gz`;
  let stored = await env.CACHE.get(name, 'arrayBuffer');
  for (let tries = 0; stored === null && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    stored = await env.CACHE.get(name, 'arrayBuffer');
  }
  return stored;
}

describe('GET /api/export/tracks.geojson', () => {
  it('holds exactly the tracks of the spec list that are not removed, removed and permanently removed ones left out', async () => {
    await createAreas(20, 30);
    const kept = await createTrack(20, 30);
    const removed = await createTrack(20.01, 30);
    const gone = await createTrack(20.02, 30);
    await post(`/api/admin/track/${removed.trackId}/remove`, {}, { headers: admin });
    await post(`/api/admin/track/${gone.trackId}/remove-permanently`, {}, { headers: admin });
    const key = await currentKey();

    const list: { id: number; removed: boolean }[] = (await get(`/api/search-tracks-full?key=${key}`)).body;
    const exported = await features(key);
    expect(exported.map((f) => f.id)).toEqual(list.filter((t) => !t.removed).map((t) => t.id));
    expect(exported.map((f) => f.id)).toContain(kept.trackId);
    expect(featureOf(exported, removed.trackId)).toBeUndefined();
    expect(featureOf(exported, gone.trackId)).toBeUndefined();
  });

  it('gives each track the fields of the list entry and its public details, page, area and source', async () => {
    const areas = await createAreas(21, 31);
    const { trackId, trackUrlSegment } = await createTrack(21, 31);
    const key = await currentKey();
    const entry = (await get(`/api/search-tracks-full?key=${key}`)).body.find((t: { id: number }) => t.id === trackId);
    const feature = featureOf(await features(key), trackId)!;
    const updated = (await get(`/api/track?id=${trackId}`)).body.updated;

    expect(feature.geometry).toEqual({ type: 'Point', coordinates: [entry.center_lng, entry.center_lat] });
    expect(feature.properties).toEqual({
      id: trackId,
      name: entry.name,
      url_segment: entry.url_segment,
      url: `${ORIGIN}/track/${trackUrlSegment}`,
      length: 400,
      surface: 'synthetic',
      number_lanes_lap: 8,
      has_lighting: true,
      indoors: false,
      status: entry.status,
      country: `Testland ${areas.tag}`,
      region: `North ${areas.tag}`,
      town: entry.area,
      area_path: areas.citySegment,
      num_likes: entry.num_likes,
      num_comments: entry.num_comments,
      num_answers: 0,
      updated,
      source: null,
      source_id: null,
      // No access facts given: each unknown; the website the track was made with.
      ...Object.fromEntries(ACCESS_COLUMNS.map((column) => [column, null])),
      website: 'https://example.org/track',
      photos: [],
    });
  });

  it('carries the access facts of a track with hours, fee and amenities, each with the day it was last confirmed, and leaves unknown facts empty', async () => {
    const { trackId, cacheKey } = await createTrack(21.5, 31.5, {
      access: 'public_hours',
      openingHours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00',
      fee: true,
      feeText: 'R$ 5 a day',
      amenities: { toilets: true, changing_rooms: true, parking: false },
      linkToWeb: 'https://pista.example/',
    });
    const confirmed = (await get(`/api/track?id=${trackId}`)).body.access.confirmed.opening_hours.at.slice(0, 10);
    const properties = featureOf(await features(cacheKey), trackId)!.properties;
    expect(properties).toMatchObject({
      access: 'public_hours',
      opening_hours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00',
      fee: true,
      fee_text: 'R$ 5 a day',
      toilets: true,
      changing_rooms: true,
      parking: false,
      lockers: null,
      drinking_water: null,
      public_transport: null,
      closed_until: null,
      closure_reason: null,
      website: 'https://pista.example/',
      operator: null,
      access_confirmed: confirmed,
      opening_hours_confirmed: confirmed,
      fee_confirmed: confirmed,
      toilets_confirmed: confirmed,
      parking_confirmed: confirmed,
      lockers_confirmed: null,
      closed_until_confirmed: null,
    });
    expect(confirmed).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The CSV says the same, an unknown fact as an empty field.
    const record = parseCsv((await get(`${CSV}?key=${cacheKey}`)).body as string).find((r) => Number(r.id) === trackId)!;
    expect(record).toMatchObject({
      opening_hours: 'Mo-Fr 07:00-21:00; Sa 08:00-12:00',
      fee: 'true',
      fee_text: 'R$ 5 a day',
      toilets: 'true',
      parking: 'false',
      lockers: '',
      opening_hours_confirmed: confirmed,
      lockers_confirmed: '',
    });
  });

  it('gives an imported track the operator and the hours its sports centre lent it', async () => {
    const now = new Date().toISOString();
    const tag = Date.now().toString(36);
    const row = await env.DB.prepare(
      `INSERT INTO tracks (url_segment, name, center_lat, center_lng, source, source_id, created, updated) VALUES (?1, 'Lent', 22.5, 32.5, 'osm', ?2, ?3, ?3) RETURNING id`,
    )
      .bind(`lent-${tag}`, `way/${tag}`, now)
      .first<{ id: number }>();
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO track_access (track_id, opening_hours, confirmed) VALUES (?1, '24/7', '{"opening_hours":{"at":"2025-04-18T00:00:00.000Z","by":"import"}}')`,
      ).bind(row!.id),
      env.DB.prepare(
        `INSERT INTO track_source_facts (track_id, operator, lent) VALUES (?1, 'Secretaria de Esporte', '{"opening_hours":{"from":"sports_centre","value":"24/7"}}')`,
      ).bind(row!.id),
    ]);
    const key = await bumpKey();
    expect(featureOf(await features(key), row!.id)!.properties).toMatchObject({
      opening_hours: '24/7',
      opening_hours_confirmed: '2025-04-18',
      operator: 'Secretaria de Esporte',
      fee: null,
    });
    const track = (await get(`/api/track?id=${row!.id}`)).body;
    expect(track).toMatchObject({ operator: 'Secretaria de Esporte', from_facility: { opening_hours: 'sports_centre' } });
  });

  it('names the source of imported tracks', async () => {
    const now = new Date().toISOString();
    const insert = (segment: string, source: string, sourceId: string) =>
      env.DB.prepare(
        `INSERT INTO tracks (url_segment, name, center_lat, center_lng, source, source_id, created, updated) VALUES (?1, 'Imported', 22, 32, ?2, ?3, ?4, ?4) RETURNING id`,
      ).bind(segment, source, sourceId, now);
    const tag = Date.now().toString(36);
    const [osm, census] = await env.DB.batch<{ id: number }>([
      insert(`osm-${tag}`, 'osm', `way/${tag}`),
      insert(`census-${tag}`, 'census:fr-test', `RES-${tag}`),
    ]);
    const key = await bumpKey();

    const exported = await features(key);
    expect(featureOf(exported, osm!.results[0]!.id)!.properties).toMatchObject({
      source: 'osm',
      source_id: `way/${tag}`,
      country: null,
      area_path: null,
    });
    expect(featureOf(exported, census!.results[0]!.id)!.properties).toMatchObject({ source: 'census:fr-test', source_id: `RES-${tag}` });
  });

  it('carries the licence, the credits and its version as members of the FeatureCollection', async () => {
    const key = await currentKey();
    const { response, body } = await get(`${GEOJSON}?key=${key}`);
    expect(response.headers.get('Content-Type')).toBe('application/geo+json; charset=UTF-8');
    expect(body).toMatchObject({
      type: 'FeatureCollection',
      license: 'ODbL-1.0',
      license_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
      cache_key: key,
    });
    expect(Date.parse(body.generated)).not.toBeNaN();
    const credited = body.credits.map((c: { applies_to: string; attribution: string }) => `${c.applies_to}: ${c.attribution}`).join('\n');
    expect(credited).toMatch(/census:<name>.*: That census's publisher/);
    expect(credited).toMatch(/census:sportscotland.*: Contains public sector information licensed under the Open Government Licence v3.0/);
    expect(credited).toMatch(/Town names.*: GeoNames/);
  });

  it('counts visible feedback only and never holds feedback waiting for review', async () => {
    const { trackId } = await createTrack(23, 33);
    const comment = (text: string) => ({ trackId, feedbackType: FeedbackType.Comment, comment: text, name: '', recommendTypes: [0] });
    expect((await post('/api/post-feedback', comment('Cheap spikes at www.spikes-deal.example'))).body.status).toBe('UnderReview');
    const { cacheKey } = (await post('/api/post-feedback', comment('Lovely track'))).body;

    const { body } = await get(`${GEOJSON}?key=${cacheKey}`);
    expect(featureOf(body.features, trackId)!.properties.num_comments).toBe(1);
    const text = (await get(`${CSV}?key=${cacheKey}`)).body as string;
    for (const document of [JSON.stringify(body), text]) {
      expect(document).not.toContain('spikes-deal');
      expect(document).not.toContain('Lovely track');
    }
  });

  it("counts the runners' answers a track has received, and no longer those an operator's undo withdrew", async () => {
    const { trackId } = await createTrack(23.5, 33.5);
    const answer = (question: string, value: string, client: string) => post('/api/post-answer', { trackId, question, value }, { client });
    // Two runners on networks of their own, and a third who answers twice.
    expect((await answer('fee', 'free', '10.27.1.7')).status).toBe(200);
    expect((await answer('fee', 'free', '10.27.2.7')).status).toBe(200);
    await answer('lighting', 'no', '10.27.3.7');
    const last = await answer('access', 'closed', '10.27.3.7');
    const numAnswers = async (key: number) => {
      const feature = featureOf(await features(key), trackId)!;
      const record = parseCsv((await get(`${CSV}?key=${key}`)).body as string).find((r) => Number(r.id) === trackId)!;
      expect(record.num_answers).toBe(String(feature.properties.num_answers));
      return feature.properties.num_answers;
    };
    expect(await numAnswers(last.body.cacheKey)).toBe(4);

    const clientHash = await env.DB.prepare("SELECT client_hash FROM runner_answers WHERE track_id = ?1 AND question = 'lighting'")
      .bind(trackId)
      .first<string>('client_hash');
    const since = new Date(Date.now() - 60_000).toISOString();
    const undone = await post('/api/admin/revert', { clientHash, since }, { headers: admin });
    expect(undone.body.answers).toHaveLength(2);
    expect(await numAnswers(undone.body.cacheKey)).toBe(2);
  });

  it('serves the copy stored under a key, and the new data once a write moves the key', async () => {
    const { trackId, cacheKey } = await createTrack(24, 34);
    const first = await get(`${GEOJSON}?key=${cacheKey}`);
    expect(first.response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const stored = await storedCopy('tracks.geojson', cacheKey);
    expect(await new Response(new Response(stored).body!.pipeThrough(new DecompressionStream('gzip'))).json()).toEqual(first.body);

    // The database changes but the key does not (no write through the API would do that): the
    // answer under the key is the stored one, byte for byte.
    await renameTrack(trackId, 'Renamed Quietly');
    const second = await get(`${GEOJSON}?key=${cacheKey}`);
    expect(second.body).toEqual(first.body);
    expect(featureOf(second.body.features, trackId)!.properties.name).toBe('Estádio Municipal');

    await renameTrack(trackId, 'Renamed Openly');
    const newKey = await bumpKey();
    const current = await get(`${GEOJSON}?key=${newKey}`);
    expect(current.body.cache_key).toBe(newKey);
    expect(featureOf(current.body.features, trackId)!.properties.name).toBe('Renamed Openly');

    const removal = await post(`/api/admin/track/${trackId}/remove`, {}, { headers: admin });
    expect(featureOf(await features(removal.body.cacheKey), trackId)).toBeUndefined();
  });

  it('is sent gzipped to clients that accept it, the same document as the plain answer', async () => {
    const path = `${GEOJSON}?key=${await currentKey()}`;
    const plain = await get(path);
    const zipped = await get(path, { 'Accept-Encoding': 'gzip' });
    expect(zipped.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(zipped.body).toEqual(plain.body);
  });

  it('refuses a key that is not a number in the result shape', async () => {
    for (const path of [GEOJSON, CSV]) {
      const { status, body } = await get(`${path}?key=abc`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ status: 'InvalidInput', message: 'Bad input data' });
    }
  });
});

describe('GET /api/export/tracks.csv', () => {
  it('parses back to the GeoJSON records, names with commas, quotes and line breaks intact', async () => {
    await createAreas(25, 35);
    const tricky = await createTrack(25, 35, { name: 'Pista "Azul", norte\nsegunda volta' });
    const formula = await createTrack(25.01, 35, { name: '=HYPERLINK("http://evil.example")' });
    const key = await currentKey();

    const { response, body } = await get(`${CSV}?key=${key}`);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=UTF-8; header=present');
    const text = body as string;
    expect(text.slice(0, text.indexOf('\r\n'))).toBe(CSV_COLUMNS.join(','));

    const records = parseCsv(text);
    const exported = await features(key);
    expect(records.map((r) => Number(r.id))).toEqual(exported.map((f) => f.id));
    const trickyRecord = records.find((r) => Number(r.id) === tricky.trackId)!;
    expect(trickyRecord.name).toBe('Pista "Azul", norte\nsegunda volta');
    expect(text).toContain(
      `\r\n${tricky.trackId},"Pista ""Azul"", norte\nsegunda volta",${tricky.trackUrlSegment},${ORIGIN}/track/${tricky.trackUrlSegment},25,35,400,`,
    );
    expect(records.find((r) => Number(r.id) === formula.trackId)!.name).toBe('\'=HYPERLINK("http://evil.example")');

    // Every field says what the GeoJSON property says: unknown as empty, the rest as written; no photo.
    const feature = featureOf(exported, tricky.trackId)!;
    const { lat, lng, num_photos, photo_url, photo_license, photo_credit, ...fields } = trickyRecord;
    expect([Number(lng), Number(lat)]).toEqual(feature.geometry.coordinates);
    const { photos, ...properties } = feature.properties;
    expect(fields).toEqual(
      Object.fromEntries(Object.entries(properties).map(([column, value]) => [column, value === null ? '' : String(value)])),
    );
    expect(photos).toEqual([]);
    expect({ num_photos, photo_url, photo_license, photo_credit }).toEqual({
      num_photos: '0',
      photo_url: '',
      photo_license: '',
      photo_credit: '',
    });
  });

  it('sends the licence and attribution in its headers', async () => {
    const { response } = await get(CSV);
    expect(response.headers.get('Link')).toBe('<https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"');
    expect(response.headers.get('Data-Attribution')).toMatch(/^\(c\) OpenStreetMap contributors; town names: GeoNames/);
  });
});
