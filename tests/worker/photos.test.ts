// Photos of a track (issue 42) through the real Worker, local D1 and local R2: a phone's
// geotagged photo comes out of every stored size without a byte of its metadata, and files that
// are not photos, or not ones the Worker will decode, get a clear refusal.
import { env, exports } from 'cloudflare:workers';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../src-shared/photos';
import { createAreas, createTrack, get, newClient, ORIGIN, post } from './api';
import { PHONE_PHOTO } from './photo-fixture';

const OPERATOR = { Authorization: 'Bearer test-admin-token' };

async function upload(query: string, body: Uint8Array | string, type = 'image/jpeg', client = newClient()) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/post-photo?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': type, Origin: ORIGIN, 'CF-Connecting-IP': client },
      body: typeof body === 'string' ? body : new Blob([body.slice()]),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The RIFF chunks of a WebP file, by their four-letter names. */
function webpChunks(bytes: Uint8Array): string[] {
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  expect(text(0) + text(8)).toBe('RIFFWEBP');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    chunks.push(text(at));
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe('a photo of a track', () => {
  it('is stored in every size without any of the metadata the phone wrote, and waits for review before it is shown', async () => {
    // The fixture carries what a phone writes: the test could not fail without it.
    const sent = await exifr.parse(PHONE_PHOTO, { gps: true, xmp: true, tiff: true, exif: true });
    expect(sent).toMatchObject({ Make: 'Fixture Phones', SerialNumber: 'SN-4711-0815' });
    expect(sent.latitude).toBeCloseTo(-23.5874, 3);

    const areas = await createAreas(-23.58, -46.65);
    const { trackId } = await createTrack(-23.58, -46.65, { name: 'Pista Fotografada' });
    const posted = await upload(`trackId=${trackId}&credit=Ana&alt=The bend seen from the stands`, PHONE_PHOTO);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ status: 'UnderReview', success: true, pending: true });
    const id = posted.body.id as number;

    // Held: not served while it waits.
    for (const width of PHOTO_WIDTHS) expect((await get(`/photos/${id}/${width}.webp`)).status).toBe(404);

    // In the operator's queue, then let through.
    const queue = (await get('/api/admin/photos', OPERATOR)).body as { id: number; track_name: string; credit: string }[];
    expect(queue.find((held) => held.id === id)).toMatchObject({ track_name: 'Pista Fotografada', credit: 'Ana' });
    expect((await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR })).body).toMatchObject({ review: 'visible' });
    for (const width of PHOTO_WIDTHS) {
      const response = await exports.default.fetch(new Request(`${ORIGIN}/photos/${id}/${width}.webp`));
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/webp');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const served = new Uint8Array(await response.arrayBuffer());
      // Only image data: no EXIF, XMP or ICC chunk, and nothing a metadata reader finds.
      expect(webpChunks(served).every((chunk) => ['VP8 ', 'VP8L'].includes(chunk))).toBe(true);
      expect(await exifr.parse(served, true).catch(() => undefined)).toBeUndefined();
      expect(new TextDecoder('latin1').decode(served)).not.toMatch(/SN-4711|Fixture Phones|Ana Runner|taken at the track/);
      // The width asked for, in proportion.
      const width_ = served[26]! | ((served[27]! & 0x3f) << 8);
      expect(width_).toBe(width);
    }
    // The track's answer gives it with its licence and credit.
    const track = (await get(`/api/track?id=${trackId}`)).body;
    expect(track.photos).toEqual([
      {
        id,
        alt: 'The bend seen from the stands',
        licence: 'CC-BY-SA-4.0',
        credit: 'Ana',
        created: expect.any(String),
        width: 1280,
        height: 960,
        files: PHOTO_WIDTHS.map((width) => ({ width, url: `/photos/${id}/${width}.webp` })),
      },
    ]);
    // The recent changes and the track's feed list it once shown, with its credit and licence.
    const [shown] = (await get(`/api/changes?kind=photo&area=${areas.citySegment}`)).body.changes;
    expect(shown).toMatchObject({ kind: 'photo', track: { id: trackId }, photo: track.photos[0], revision: null, answer: null });
    expect(shown.client).toMatch(/^[0-9a-f]{8}$/);
    const feed = (await get(`/feeds/track/${track.url_segment}.atom`)).body as string;
    expect(feed).toContain('<title>New photo of Pista Fotografada</title>');
    expect(feed).toContain(`<link rel="enclosure" type="image/webp" href="http://localhost/photos/${id}/640.webp"/>`);
    expect(feed).toContain('©\u00a0Ana · CC BY-SA 4.0</summary>');
    // The open data gives it under its own licence, with its credit.
    const exported = (await get('/api/export/tracks.geojson')).body as { features: { id: number; properties: { photos: unknown[] } }[] };
    expect(exported.features.find((feature) => feature.id === trackId)!.properties.photos).toEqual([
      {
        url: `http://localhost/photos/${id}/1280.webp`,
        width: 1280,
        height: 960,
        alt: 'The bend seen from the stands',
        license: 'CC-BY-SA-4.0',
        license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        credit: 'Ana',
        created: track.photos[0].created,
      },
    ]);
    const csv = (await get('/api/export/tracks.csv')).body as string;
    expect(csv.split('\r\n').find((line) => line.startsWith(`${trackId},`))).toMatch(
      new RegExp(`,1,http://localhost/photos/${id}/1280\\.webp,CC-BY-SA-4\\.0,Ana$`),
    );
  });

  it('is in the recent changes only while shown, at the time it was shown', async () => {
    const areas = await createAreas(-23.64, -46.71);
    const { trackId } = await createTrack(-23.64, -46.71, { name: 'Pista Mostrada' });
    const id = (await upload(`trackId=${trackId}`, PHONE_PHOTO)).body.id as number;
    const photoChanges = async () =>
      (
        (await get(`/api/changes?area=${areas.citySegment}`)).body.changes as { kind: string; at: string; photo: { id: number } | null }[]
      ).filter((change) => change.kind === 'photo');
    // Held for review: no change to the public yet.
    expect(await photoChanges()).toEqual([]);
    await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR });
    const [first] = await photoChanges();
    expect(first!.photo!.id).toBe(id);
    // Kept by the operator while still shown: not listed again.
    await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR });
    expect(await photoChanges()).toEqual([first]);
    // Hidden by reports: gone; shown again: listed at its new time.
    for (const reason of ['a', 'b', 'c']) await post('/api/report-photo', { photoId: id, reason });
    expect(await photoChanges()).toEqual([]);
    await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR });
    const [again] = await photoChanges();
    expect(again!.at > first!.at).toBe(true);
    await post(`/api/admin/photos/${id}/reject`, {}, { headers: OPERATOR });
    expect(await photoChanges()).toEqual([]);
  });

  it("once shown, is the track's link-preview picture, with its credit; the drawing stays at the old address", async () => {
    await createAreas(-23.65, -46.72);
    const { trackId, trackUrlSegment } = await createTrack(-23.65, -46.72, { name: 'Pista Compartilhada' });
    const page = async () => (await get(`/track/${trackUrlSegment}`)).body as string;
    expect(await page()).toContain(`<meta property="og:image" content="http://localhost/preview/track/${trackUrlSegment}.png">`);
    const id = (await upload(`trackId=${trackId}&credit=Bia`, PHONE_PHOTO)).body.id as number;
    await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR });
    expect(await page()).toContain(`<meta property="og:image" content="http://localhost/preview/track/${trackUrlSegment}.jpg">`);

    const picture = async (file: string) => {
      const response = await exports.default.fetch(new Request(`${ORIGIN}/preview/track/${file}`));
      expect(response.status).toBe(200);
      return { type: response.headers.get('Content-Type'), bytes: await response.arrayBuffer() };
    };
    const { decodePhoto } = await import('../../src-worker/photos/codecs');
    const jpg = await picture(`${trackUrlSegment}.jpg`);
    expect(jpg.type).toBe('image/jpeg');
    // Small enough for the chat apps that refuse larger previews (WhatsApp's is about 300 kB).
    expect(jpg.bytes.byteLength).toBeLessThan(300_000);
    const shown = await decodePhoto(jpg.bytes, 'jpeg');
    expect([shown.width, shown.height]).toEqual([1200, 630]);
    const rgb = (pixels: typeof shown, x: number, y: number) => [
      ...pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3),
    ];
    // The panel's top is the photo's sky (blue over red), not the drawing's pale background.
    const [red, , blue] = rgb(shown, 980, 40);
    expect(blue!).toBeGreaterThan(red! + 40);
    // The credit's dark band along the panel's foot.
    expect(Math.max(...rgb(shown, 1190, 622))).toBeLessThan(110);
    // The left half is the site's pale background, as in every picture.
    expect(Math.min(...rgb(shown, 20, 300))).toBeGreaterThan(230);

    const png = await picture(`${trackUrlSegment}.png`);
    expect(png.type).toBe('image/png');
    const drawing = await decodePhoto(png.bytes, 'png');
    const [drawnRed, , drawnBlue] = rgb(drawing, 980, 40);
    expect(drawnRed!).toBeGreaterThan(drawnBlue!);
  });

  it('reported by three runners, is hidden until the operator decides, who sees the reports and their reasons', async () => {
    await createAreas(-23.63, -46.7);
    const { trackId } = await createTrack(-23.63, -46.7, { name: 'Pista Denunciada' });
    const id = (await upload(`trackId=${trackId}`, PHONE_PHOTO)).body.id as number;
    await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR });
    const reporter = newClient();
    const reasons = ['Children at practice', 'A face is recognisable', 'Not this track'];
    expect((await post('/api/report-photo', { photoId: id, reason: reasons[0] }, { client: reporter })).body).toMatchObject({
      held: false,
    });
    // The same client again counts once.
    expect((await post('/api/report-photo', { photoId: id, reason: 'again' }, { client: reporter })).body).toMatchObject({ held: false });
    expect((await post('/api/report-photo', { photoId: id, reason: reasons[1] })).body).toMatchObject({ held: false });
    expect((await get(`/api/track?id=${trackId}`)).body.photos).toHaveLength(1);
    expect((await post('/api/report-photo', { photoId: id, reason: reasons[2] })).body).toMatchObject({ status: 'Success', held: true });
    expect((await get(`/api/track?id=${trackId}`)).body.photos).toEqual([]);
    expect((await exports.default.fetch(new Request(`${ORIGIN}/photos/${id}/320.webp`))).status).toBe(404);
    // A hidden photo cannot be reported further.
    expect((await post('/api/report-photo', { photoId: id, reason: 'more' })).status).toBe(404);

    const listed = (
      (await get('/api/admin/photo-reports', OPERATOR)).body as { id: number; reports: number; reasons: string[]; review: string }[]
    ).find((photo) => photo.id === id);
    expect(listed).toMatchObject({ reports: 3, review: 'pending' });
    expect([...listed!.reasons].sort()).toEqual([...reasons].sort());
    // Back in the queue: the operator shows it again, or takes it down.
    expect((await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR })).body).toMatchObject({ review: 'visible' });
  });

  it('taken down by the operator, or by the undo of its client, is served no more and its files are gone', async () => {
    await createAreas(-23.61, -46.68);
    const { trackId } = await createTrack(-23.61, -46.68, { name: 'Pista Removida' });
    const client = newClient();
    const since = new Date(Date.now() - 1000).toISOString();
    const first = (await upload(`trackId=${trackId}`, PHONE_PHOTO, 'image/jpeg', client)).body.id as number;
    const second = (await upload(`trackId=${trackId}&licence=CC0-1.0`, PHONE_PHOTO, 'image/jpeg', client)).body.id as number;
    for (const id of [first, second]) await post(`/api/admin/photos/${id}/approve`, {}, { headers: OPERATOR });
    expect((await get(`/api/track?id=${trackId}`)).body.photos.map((photo: { id: number }) => photo.id)).toEqual([second, first]);

    expect((await post(`/api/admin/photos/${first}/reject`, {}, { headers: OPERATOR })).body).toMatchObject({ review: 'rejected' });
    expect((await exports.default.fetch(new Request(`${ORIGIN}/photos/${first}/640.webp`))).status).toBe(404);
    const { file_key } = (await env.DB.prepare('SELECT file_key FROM photos WHERE id = ?1').bind(first).first<{ file_key: string }>())!;
    expect((await env.PHOTOS.list({ prefix: `photos/${file_key}/` })).objects).toEqual([]);

    // The undo of the client takes down what is left of its photos.
    const { client_hash } = (await env.DB.prepare('SELECT client_hash FROM photos WHERE id = ?1')
      .bind(second)
      .first<{ client_hash: string }>())!;
    const reverted = await post('/api/admin/revert', { clientHash: client_hash, since }, { headers: OPERATOR });
    expect(reverted.body.photos).toEqual([{ id: second, trackId }]);
    expect((await get(`/api/track?id=${trackId}`)).body.photos).toEqual([]);
    expect((await post(`/api/admin/photos/${second}/approve`, {}, { headers: OPERATOR })).status).toBe(409);
  });

  it('refuses what is not a JPEG, PNG or WebP by its bytes, whatever its type says', async () => {
    await createAreas(-23.59, -46.66);
    const { trackId } = await createTrack(-23.59, -46.66, { name: 'Pista Recusada' });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const gif = Uint8Array.from([...'GIF89a'].map((c) => c.charCodeAt(0)).concat([1, 0, 1, 0, 0, 0, 0]));
    for (const body of [svg, gif, '<html><script>alert(1)</script></html>', new Uint8Array(0)]) {
      const refused = await upload(`trackId=${trackId}`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.status).toBe('InvalidInput');
      expect(String(refused.body.description)).toMatch(/^(Only JPEG, PNG and WebP photos are accepted|The file is empty)$/);
    }
    const asText = await upload(`trackId=${trackId}`, PHONE_PHOTO, 'text/plain');
    expect(asText.status).toBe(415);
  });

  it('refuses a header that claims 30000 × 30000 pixels before decoding anything', async () => {
    await createAreas(-23.6, -46.67);
    const { trackId } = await createTrack(-23.6, -46.67, { name: 'Pista Enorme' });
    // A JPEG (its JFIF segment, then a SOF0 saying 30000 × 30000) with no image data behind it.
    const jfif = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
    const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x75, 0x30, 0x75, 0x30, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    const huge = Uint8Array.from([0xff, 0xd8, ...jfif, ...sof, 0xff, 0xd9]);
    const refused = await upload(`trackId=${trackId}`, huge);
    expect(refused.status).toBe(400);
    expect(refused.body.description).toBe('A photo may be at most 2048 pixels on its longest side');
  });
});
