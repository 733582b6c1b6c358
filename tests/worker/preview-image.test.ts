// Link-preview images (src-worker/pages/preview-image.ts) through the real Worker: a PNG of
// 1200 × 630 for a track and an area, 404 for unknown ones, any name drawn without an error,
// and a second ask under the same cache key answered from KV.
import { env, exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECOUNT_ALL_AREAS_SQL } from '../../src-worker/db/area-counts';
import { renderPreview } from '../../src-worker/pages/preview-render';
import { areaPreviewText, drawableText, trackPreviewText, type PreviewTrack } from '../../src-worker/pages/preview-text';
import { areaPreviewPath, trackPreviewPath } from '../../src-shared/page-paths';
import { ORIGIN } from './api';
import { createTranslator } from '../../src-shared/catalogues/translator';

const english = await createTranslator('en');
const portuguese = await createTranslator('pt');

const TAG = `p${Date.now().toString(36)}`;
const COUNTRY = `brasil-${TAG}`;
const CITY = `${COUNTRY}/sao-paulo/sao-paulo`;

/** Tracks by segment suffix: a plain one, and names no font draws or no layout expects. */
const NAMES = {
  ibirapuera: 'Pista de Atletismo do Ibirapuera',
  hostile: '</svg><script>alert(1)</script> & "quotes" <img src=x onerror=alert(1)>',
  long: `Pista ${'Muito '.repeat(60)}Longa ${'x'.repeat(300)}`,
  cjk: '東京体育館 陸上競技場',
  arabic: 'ملعب القاهرة الدولي',
  mixed: 'Стадион «Лужники» Ελλάδα Łódź Đà Nẵng 🏃‍♀️🏟️',
  control: 'Pista\u0000\u0007\u202E reversed\u200B',
  combining: 'Sa\u0303o Paulo',
};

/** A track as the picture reads it, in São Paulo. */
const IBIRAPUERA: PreviewTrack = {
  name: NAMES.ibirapuera,
  areas: [
    { id: 1, name: 'Brasil', url_segment: 'brasil' },
    { id: 2, name: 'São Paulo', url_segment: 'brasil/sao-paulo' },
    { id: 3, name: 'São Paulo', url_segment: 'brasil/sao-paulo/sao-paulo' },
  ],
  length: 400,
  surface: 'synthetic',
  number_lanes_lap: 8,
  indoors: false,
  permanently_removed: false,
  label: null,
};

async function fetchPath(path: string) {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`));
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect(Array.from(bytes.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

beforeAll(async () => {
  const now = new Date().toISOString();
  const area = (parent: number | null, level: number, name: string, segment: string) =>
    env.DB.prepare(
      'INSERT INTO areas (parent_id, level, name, url_segment, center_lat, center_lng) VALUES (?1, ?2, ?3, ?4, -23.55, -46.63) RETURNING id',
    )
      .bind(parent, level, name, segment)
      .first<{ id: number }>()
      .then((row) => row!.id);
  const country = await area(null, 0, 'Brasil', COUNTRY);
  const region = await area(country, 1, 'São Paulo', `${COUNTRY}/sao-paulo`);
  const city = await area(region, 2, 'São Paulo', CITY);
  await env.DB.batch([
    ...Object.entries(NAMES).map(([suffix, name]) =>
      env.DB.prepare(
        `INSERT INTO tracks (url_segment, area_id, name, length, surface, number_lanes_lap, indoors, finalized, center_lat, center_lng, created, updated)
         VALUES (?1, ?2, ?3, 400, 'synthetic', 8, 0, 1, -23.5874, -46.6576, ?4, ?4)`,
      ).bind(`${suffix}-${TAG}`, city, name, now),
    ),
    // A track with no facts but its place, in no area and unnamed.
    env.DB.prepare(
      `INSERT INTO tracks (url_segment, area_id, name, finalized, center_lat, center_lng, created, updated) VALUES (?1, NULL, NULL, 0, 0, 0, ?2, ?2)`,
    ).bind(`bare-${TAG}`, now),
    env.DB.prepare(RECOUNT_ALL_AREAS_SQL),
  ]);
});

describe('what a preview picture says', () => {
  it("a track: its title, the areas above its town and its facts, in the app's words", () => {
    const text = trackPreviewText(IBIRAPUERA, english);
    expect(text).toEqual({
      title: 'Pista de Atletismo do Ibirapuera in São Paulo',
      place: 'São Paulo, Brasil',
      facts: ['400 m', 'Synthetic', '8 lanes', 'Outdoor'],
      warning: null,
    });
  });

  it('an unnamed, removed track of a quarter mile, indoors, with one lane', () => {
    const text = trackPreviewText(
      {
        name: null,
        areas: [],
        length: 402.3336,
        surface: null,
        number_lanes_lap: 1,
        indoors: true,
        permanently_removed: true,
        label: null,
      },
      english,
    );
    expect(text).toEqual({
      title: 'Track',
      place: '',
      facts: ['Quarter mile', '1 lane', 'Indoor'],
      warning: 'This track has been permanently removed',
    });
  });

  it('an area: its page title, its parents and its count', () => {
    const parents = [
      { id: 1, name: 'Brasil', url_segment: 'brasil' },
      { id: 2, name: 'São Paulo', url_segment: 'brasil/sao-paulo' },
    ];
    expect(areaPreviewText({ name: 'São Paulo', parents, numTracks: 42 }, english)).toEqual({
      title: 'Running tracks in São Paulo',
      place: 'São Paulo, Brasil',
      facts: ['42 running tracks'],
      warning: null,
    });
    expect(areaPreviewText({ name: '東京', parents: [], numTracks: 1 }, english).facts).toEqual(['1 running track']);
  });

  it("a track and an area in the page's language", () => {
    expect(trackPreviewText(IBIRAPUERA, portuguese)).toEqual({
      title: 'Pista de Atletismo do Ibirapuera em São Paulo',
      place: 'São Paulo, Brasil',
      facts: ['400 m', 'Sintético', '8 raias', 'Ao ar livre'],
      warning: null,
    });
    expect(areaPreviewText({ name: 'São Paulo', parents: [], numTracks: 1200 }, portuguese)).toMatchObject({
      title: 'Pistas de corrida em São Paulo',
      facts: ['1.200 pistas de corrida'],
    });
  });

  it('leaves out what the fonts cannot draw, and says an undrawable name as an unnamed one', () => {
    expect(drawableText('Sa\u0303o Paulo')).toBe('São Paulo');
    expect(drawableText('Стадион Łódź Đà Nẵng Ελλάδα')).toBe('Стадион Łódź Đà Nẵng Ελλάδα');
    expect(drawableText('Estádio 東京 Municipal 🏃')).toBe('Estádio Municipal');
    expect(drawableText('東京体育館 (陸上)')).toBe('');
    expect(drawableText('a\u0000b\u0007c')).toBe('abc');
    expect(drawableText('Pista\u202E reversed\u200B')).toBe('Pista reversed');
    expect(Array.from(drawableText('x'.repeat(500)))).toHaveLength(80);
    const cjk = trackPreviewText(
      {
        name: '東京体育館',
        areas: [{ id: 1, name: '東京', url_segment: 'tokyo' }],
        length: null,
        surface: null,
        number_lanes_lap: null,
        indoors: null,
        permanently_removed: false,
        label: null,
      },
      english,
    );
    expect(cjk).toMatchObject({ title: 'Track', place: '', facts: [] });
  });
});

describe('GET /preview/track/{segment}.png', () => {
  it('answers a PNG of 1200 × 630, cacheable', async () => {
    const { response, bytes } = await fetchPath(trackPreviewPath(`ibirapuera-${TAG}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  });

  it('draws hostile, long, non-Latin, control-character and fact-less names without an error', async () => {
    for (const suffix of [...Object.keys(NAMES), 'bare']) {
      const { response, bytes } = await fetchPath(trackPreviewPath(`${suffix}-${TAG}`));
      expect(response.status, suffix).toBe(200);
      expect(pngSize(bytes), suffix).toEqual({ width: 1200, height: 630 });
    }
  });

  it('answers 404 for an unknown track and for a path that names none', async () => {
    for (const path of [
      trackPreviewPath(`no-such-track-${TAG}`),
      trackPreviewPath('Not_A_Segment'),
      `/preview/track/${'a'.repeat(200)}.png`,
    ]) {
      const { response } = await fetchPath(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('draws a picture once per cache key: the second ask is answered from KV', async () => {
    const trackId = (await env.DB.prepare('SELECT id FROM tracks WHERE url_segment = ?1')
      .bind(`ibirapuera-${TAG}`)
      .first<{ id: number }>())!.id;
    const prefix = `preview-v2/track/${trackId}/en@`;
    const stored = async () => {
      for (let tries = 0; tries < 100; tries++) {
        const { keys } = await env.CACHE.list({ prefix });
        if (keys.length > 0) return keys.map((k) => k.name).sort((a, b) => Number(b.split('@')[1]) - Number(a.split('@')[1]))[0]!;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no picture stored in KV');
    };
    const first = await fetchPath(trackPreviewPath(`ibirapuera-${TAG}`));
    const storeKey = await stored();
    const kept = new Uint8Array((await env.CACHE.get(storeKey, 'arrayBuffer'))!);
    const key = (await env.DB.prepare("SELECT value FROM meta WHERE name = 'cache_key'").first<{ value: number }>())!.value;
    expect(storeKey).toBe(`${prefix}${key}`);
    expect(kept).toEqual(first.bytes);

    // Bytes only KV holds: if they come back, the picture was read from KV, not drawn again.
    const marker = new Uint8Array([...first.bytes.slice(0, 33), 0x42, 0x42]);
    await env.CACHE.put(storeKey, marker);
    const second = await fetchPath(trackPreviewPath(`ibirapuera-${TAG}`));
    expect(second.bytes).toEqual(marker);
  });
});

describe('GET /preview/area/{segment}.png', () => {
  it('answers a PNG of 1200 × 630 for an area of any level, and 404 for an unknown one', async () => {
    for (const segment of [CITY, COUNTRY]) {
      const { response, bytes } = await fetchPath(areaPreviewPath(segment));
      expect(response.status, segment).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
    for (const path of [areaPreviewPath(`${COUNTRY}/atlantis`), areaPreviewPath('Not An Area')]) {
      expect((await fetchPath(path)).response.status, path).toBe(404);
    }
  });
});

describe('a page in another language', () => {
  it('shares a picture in its words where the fonts write them, else the English one', async () => {
    expect(trackPreviewPath('x', 'pt')).toBe('/preview/track/x.png?lang=pt');
    expect(trackPreviewPath('x', 'ar')).toBe('/preview/track/x.png');
    expect(areaPreviewPath('a/b', 'sv')).toBe('/preview/area/a/b.png?lang=sv');
    const inPortuguese = await fetchPath(trackPreviewPath(`ibirapuera-${TAG}`, 'pt'));
    const inEnglish = await fetchPath(trackPreviewPath(`ibirapuera-${TAG}`));
    expect(inPortuguese.response.status).toBe(200);
    expect(pngSize(inPortuguese.bytes)).toEqual({ width: 1200, height: 630 });
    // Another drawing, not the English one under another address.
    expect(Buffer.from(inPortuguese.bytes).equals(Buffer.from(inEnglish.bytes))).toBe(false);
  });
});

describe('cost of a picture', () => {
  it('renders in a measured time (median of 10)', async () => {
    const text = trackPreviewText(IBIRAPUERA, english);
    await renderPreview(text, 'Track Atlas', { lanes: 8 });
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      size = (await renderPreview(text, 'Track Atlas', { lanes: 8 })).byteLength;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.log(`preview picture: median ${((times[4]! + times[5]!) / 2).toFixed(1)} ms, ${(size / 1024).toFixed(1)} KiB PNG`);
    expect(size).toBeGreaterThan(0);
  });
});
