// What a sent file is, judged by its bytes, never by its name or the type its sender claims
// (OWASP's file upload guidance): a JPEG, PNG or WebP within the size and dimension limits, or
// the reason it is refused. Read from the header only, before anything is decoded, so a
// 30000 × 30000 header or a decompression bomb costs nothing but this.
import { imageSize } from 'image-size';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE } from '../../src-shared/photos';

export type PhotoType = 'jpeg' | 'png' | 'webp';

export type Inspected = { ok: true; type: PhotoType; width: number; height: number } | { ok: false; problem: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the first bytes say, or null: the signatures of the three formats accepted. */
export function typeByBytes(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export function inspectPhoto(bytes: Uint8Array): Inspected {
  if (bytes.length === 0) return { ok: false, problem: 'The file is empty' };
  if (bytes.length > MAX_PHOTO_BYTES) return { ok: false, problem: `A photo may be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB` };
  const type = typeByBytes(bytes);
  if (!type) return { ok: false, problem: 'Only JPEG, PNG and WebP photos are accepted' };
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(bytes);
  } catch {
    return { ok: false, problem: 'The photo could not be read' };
  }
  const { width, height } = size;
  // The header must agree with the signature: a file that starts as one format and reads as another is no photo.
  if (size.type !== (type === 'jpeg' ? 'jpg' : type) || !width || !height) return { ok: false, problem: 'The photo could not be read' };
  if (Math.max(width, height) > MAX_PHOTO_SIDE)
    return { ok: false, problem: `A photo may be at most ${MAX_PHOTO_SIDE} pixels on its longest side` };
  if (Math.min(width, height) < MIN_PHOTO_SIDE)
    return { ok: false, problem: `A photo must be at least ${MIN_PHOTO_SIDE} pixels on each side` };
  return { ok: true, type, width, height };
}
