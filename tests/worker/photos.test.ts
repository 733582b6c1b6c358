// Photos of a track (issue 42) through the real Worker, local D1 and local R2: a phone's
// geotagged photo comes out of every stored size without a byte of its metadata, and files that
// are not photos, or not ones the Worker will decode, get a clear refusal.
import { env, exports } from 'cloudflare:workers';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS } from '../../src-shared/photos';
import { createAreas, createTrack, get, newClient, ORIGIN } from './api';
import { PHONE_PHOTO } from './photo-fixture';

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

    await createAreas(-23.58, -46.65);
    const { trackId } = await createTrack(-23.58, -46.65, { name: 'Pista Fotografada' });
    const posted = await upload(`trackId=${trackId}&credit=Ana&alt=The bend seen from the stands`, PHONE_PHOTO);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ status: 'UnderReview', success: true, pending: true });
    const id = posted.body.id as number;

    // Held: not served while it waits.
    for (const width of PHOTO_WIDTHS) expect((await get(`/photos/${id}/${width}.webp`)).status).toBe(404);

    await env.DB.prepare("UPDATE photos SET review = 'visible', reviewed = ?2 WHERE id = ?1").bind(id, new Date().toISOString()).run();
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
