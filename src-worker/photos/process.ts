// A sent photo made into the sizes the pages ask for (src-shared/photos.ts): checked by its
// bytes (inspect.ts), decoded, scaled and encoded anew as WebP. Nothing of the sent file but its
// pixels reaches a stored byte: no EXIF (GPS, camera serials, thumbnails), XMP, ICC or comment,
// and no payload a polyglot hid after or between its image data.
import { PHOTO_WIDTHS, type PhotoWidth } from '../../src-shared/photos';
import { inspectPhoto } from './inspect';

/** The encoder's quality per size: the thumbnail is small on screen, the large view is looked at. */
const QUALITY: Record<PhotoWidth, number> = { 320: 70, 640: 75, 1280: 75 };

export interface ProcessedPhoto {
  /** The largest stored size's dimensions. */
  width: number;
  height: number;
  sizes: { width: PhotoWidth; bytes: ArrayBuffer }[];
}

export type Processed = { ok: true; photo: ProcessedPhoto } | { ok: false; problem: string };

export async function processPhoto(bytes: Uint8Array): Promise<Processed> {
  const inspected = inspectPhoto(bytes);
  if (!inspected.ok) return inspected;
  // The codecs load here, on the first upload of an isolate: no other request pays for them.
  const { decodePhoto, encodePhoto, scaledTo } = await import('./codecs');
  let pixels: Awaited<ReturnType<typeof decodePhoto>>;
  try {
    pixels = await decodePhoto(bytes.slice().buffer, inspected.type);
  } catch {
    return { ok: false, problem: 'The photo could not be read' };
  }
  // The pixels must be the header's (turned upright, a JPEG may swap them): anything else is
  // not the photo the header describes.
  const sides = [pixels.width, pixels.height].sort((a, b) => a - b).join('x');
  if (sides !== [inspected.width, inspected.height].sort((a, b) => a - b).join('x'))
    return { ok: false, problem: 'The photo could not be read' };
  const sizes: ProcessedPhoto['sizes'] = [];
  let largest = pixels;
  for (const width of PHOTO_WIDTHS) {
    const scaled = await scaledTo(pixels, width);
    sizes.push({ width, bytes: await encodePhoto(scaled, QUALITY[width]) });
    largest = scaled;
  }
  return { ok: true, photo: { width: largest.width, height: largest.height, sizes } };
}
