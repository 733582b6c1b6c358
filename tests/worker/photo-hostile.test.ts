// 500 malformed and hostile files sent as photos (issue 42, OWASP's file upload guidance): other
// types under a photo's name, headers claiming 30000 × 30000 pixels or more (decompression
// bombs: a few bytes that would decode into gigabytes), signatures followed by garbage, SVG and
// HTML with scripts, and polyglots (a real photo with a script or an archive after it). Each is
// refused with a clear InvalidInput, or (a polyglot's photo) stored as new pixels without what
// was hidden in it; none gets a 5xx, which is how a Worker past its memory or CPU limit answers.
import { env, exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAreas, createTrack, newClient, ORIGIN } from './api';
import { PHONE_PHOTO } from './photo-fixture';

const text = (value: string) => [...new TextEncoder().encode(value)];
const u16be = (n: number) => [(n >> 8) & 255, n & 255];
const u32be = (n: number) => [...u16be(n >>> 16), ...u16be(n & 0xffff)];
const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];

const JFIF = [0xff, 0xe0, 0x00, 0x10, ...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
const jpegClaiming = (width: number, height: number) => [
  0xff,
  0xd8,
  ...JFIF,
  0xff,
  0xc0,
  0x00,
  0x11,
  0x08,
  ...u16be(height),
  ...u16be(width),
  3,
  1,
  0x22,
  0,
  2,
  0x11,
  1,
  3,
  0x11,
  1,
  0xff,
  0xd9,
];
const pngClaiming = (width: number, height: number) => [
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...u32be(13),
  ...text('IHDR'),
  ...u32be(width),
  ...u32be(height),
  8,
  6,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  // An IDAT of zeros, which a decoder would inflate to width × height × 4 bytes.
  ...u32be(12),
  ...text('IDAT'),
  0x78,
  0x9c,
  0xed,
  0xc1,
  0x01,
  0x0d,
  0,
  0,
  0,
  0xc2,
  0xa0,
  0xf7,
  0,
  0,
  0,
  0,
];
const webpClaiming = (width: number, height: number) => [
  ...text('RIFF'),
  ...u32be(0x1e000000),
  ...text('WEBPVP8X'),
  10,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  ...u24le(width - 1),
  ...u24le(height - 1),
];

const OTHER_TYPES = [
  text('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
  text('BM\x3a\x00\x00\x00\x00\x00\x00\x00\x36\x00\x00\x00'),
  [0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0],
  text('%PDF-1.7\n<< /JS (app.alert(1)) >>'),
  [0x50, 0x4b, 0x03, 0x04, ...text('payload.html')],
  text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>'),
  text('<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg>&b;</svg>'),
  text('<!doctype html><html><body><script>fetch("/api/admin")</script></body></html>'),
  [0, 0, 0, 0x1c, ...text('ftypheic'), 0, 0, 0, 0],
  [0, 0, 0, 0x1c, ...text('ftypavif'), 0, 0, 0, 0],
  [0, 0, 1, 0, 1, 0, 16, 16, 0, 0],
  text('just some text, not a photo'),
];

/** A hostile file and what the Worker must say to it. */
const hostile: fc.Arbitrary<number[]> = fc.oneof(
  fc.constantFrom(...OTHER_TYPES),
  // Headers past the limits: a decompression bomb's few bytes.
  fc
    .tuple(fc.integer({ min: 2049, max: 65_535 }), fc.integer({ min: 1, max: 65_535 }), fc.constantFrom(jpegClaiming, pngClaiming))
    .map(([width, height, claim]) => claim(width, height)),
  fc
    .tuple(fc.integer({ min: 2049, max: 16_384 }), fc.integer({ min: 1, max: 16_384 }), fc.boolean())
    .map(([long, other, swap]) => (swap ? webpClaiming(other, long) : webpClaiming(long, other))),
  // Too small to show a track.
  fc.tuple(fc.integer({ min: 1, max: 199 }), fc.integer({ min: 1, max: 2048 })).map(([small, other]) => pngClaiming(other, small)),
  // A photo's signature, then garbage.
  fc
    .tuple(
      fc.constantFrom([0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], text('RIFF\0\0\0\0WEBP')),
      fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 300 }),
    )
    .map(([signature, rest]) => [...signature, ...rest]),
  // A real photo's header, its image data cut off or overwritten.
  fc.integer({ min: 20, max: 600 }).map((length) => [...PHONE_PHOTO.subarray(0, length)]),
);

async function send(body: Uint8Array) {
  const response = await exports.default.fetch(
    new Request(`${ORIGIN}/api/post-photo?trackId=${trackId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', Origin: ORIGIN, 'CF-Connecting-IP': newClient() },
      body: new Blob([body.slice()]),
    }),
  );
  return { status: response.status, body: (await response.json()) as { status: string; description?: string } };
}

let trackId = 0;

describe('hostile files sent as photos', () => {
  // 500 requests: about 25 s alone, more beside the other files of the suite.
  it('500 of them are each refused with a clear reason, and none gets a 5xx', { timeout: 180_000 }, async () => {
    await createAreas(-23.62, -46.69);
    trackId = (await createTrack(-23.62, -46.69, { name: 'Pista Hostil' })).trackId;
    const files = fc.sample(hostile, { numRuns: 500, seed: 42 });
    const reasons = new Map<string, number>();
    for (const file of files) {
      const { status, body } = await send(Uint8Array.from(file));
      expect(status, body.description).toBe(400);
      expect(body.status).toBe('InvalidInput');
      reasons.set(body.description!, (reasons.get(body.description!) ?? 0) + 1);
    }
    // Every refusal says why in words a person understands.
    expect([...reasons.keys()].sort()).toEqual(
      expect.arrayContaining([
        'A photo may be at most 2048 pixels on its longest side',
        'A photo must be at least 200 pixels on each side',
        'Only JPEG, PNG and WebP photos are accepted',
        'The photo could not be read',
      ]),
    );
    for (const reason of reasons.keys())
      expect([
        'A photo may be at most 2048 pixels on its longest side',
        'A photo must be at least 200 pixels on each side',
        'Only JPEG, PNG and WebP photos are accepted',
        'The photo could not be read',
        'The file is empty',
      ]).toContain(reason);
  });

  it('a polyglot (a photo with a script and an archive after it) is stored as new pixels, its payload gone', async () => {
    const payload = text('<script>alert("polyglot")</script>PK\x03\x04evil.jsp');
    const { status, body } = await send(Uint8Array.from([...PHONE_PHOTO, ...payload]));
    expect(status).toBe(200);
    const id = (body as unknown as { id: number }).id;
    const { file_key } = (await env.DB.prepare('SELECT file_key FROM photos WHERE id = ?1').bind(id).first<{ file_key: string }>())!;
    for (const width of [320, 640, 1280]) {
      const stored = new Uint8Array(await (await env.PHOTOS.get(`photos/${file_key}/${width}.webp`))!.arrayBuffer());
      expect(new TextDecoder('latin1').decode(stored)).not.toMatch(/polyglot|evil\.jsp|<script/);
    }
  });
});
