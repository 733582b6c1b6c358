import { describe, expect, it } from 'vitest';
import { inspectPhoto, typeByBytes } from './inspect';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** A PNG's signature and header chunk (its CRC is not checked by a header reader). */
const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(width), u32be(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);

describe('typeByBytes', () => {
  it('knows JPEG, PNG and WebP by their signatures, and nothing else', () => {
    expect(typeByBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(typeByBytes(png(1, 1))).toBe('png');
    expect(typeByBytes(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(typeByBytes(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(typeByBytes(bytes('GIF89a'))).toBeNull();
    expect(typeByBytes(bytes('<svg'))).toBeNull();
  });
});

describe('inspectPhoto', () => {
  it('accepts a photo within the limits, with its type and dimensions', () => {
    expect(inspectPhoto(png(1600, 1200))).toEqual({ ok: true, type: 'png', width: 1600, height: 1200 });
  });

  it('refuses by the header alone: too large, too small, empty, unreadable', () => {
    expect(inspectPhoto(png(30_000, 30_000))).toEqual({ ok: false, problem: 'A photo may be at most 2048 pixels on its longest side' });
    expect(inspectPhoto(png(2049, 100))).toMatchObject({ ok: false });
    expect(inspectPhoto(png(640, 120))).toEqual({ ok: false, problem: 'A photo must be at least 200 pixels on each side' });
    expect(inspectPhoto(new Uint8Array(0))).toEqual({ ok: false, problem: 'The file is empty' });
    expect(inspectPhoto(bytes([0xff, 0xd8, 0xff]))).toEqual({ ok: false, problem: 'The photo could not be read' });
    expect(inspectPhoto(new Uint8Array(9 * 1024 * 1024))).toEqual({ ok: false, problem: 'A photo may be at most 8 MB' });
  });
});
