// A track's photo in its link-preview picture (issue 42, pages/preview-image.ts): the middle of
// the photo at the panel's shape, as object-fit: cover shows it, scaled to the panel and written
// as a JPEG the picture's drawing reads (resvg reads no WebP).
import { LARGEST_PHOTO_WIDTH } from '../../src-shared/photos';
import type { Pixels } from './codecs';
import { photoFileKey } from './files';

/** The panel's photo is written once per picture and scaled again by nothing: quality for a large view. */
const PANEL_QUALITY = 85;

/** The middle of a picture at a shape (width / height): all of one side, the middle of the other. */
export function centreCrop(pixels: Pixels, aspect: number): Pixels {
  const { width, height, data } = pixels;
  const cropWidth = Math.min(width, Math.max(1, Math.round(height * aspect)));
  const cropHeight = Math.min(height, Math.max(1, Math.round(width / aspect)));
  if (cropWidth === width && cropHeight === height) return pixels;
  const left = Math.floor((width - cropWidth) / 2);
  const top = Math.floor((height - cropHeight) / 2);
  const cropped = new Uint8ClampedArray(cropWidth * cropHeight * 4);
  for (let row = 0; row < cropHeight; row += 1) {
    const start = ((top + row) * width + left) * 4;
    cropped.set(data.subarray(start, start + cropWidth * 4), row * cropWidth * 4);
  }
  return { data: cropped, width: cropWidth, height: cropHeight };
}

/**
 * The photo stored under fileKey, cropped and scaled to width × height, as JPEG bytes; null when
 * its file is gone (taken down since the row was read).
 */
export async function previewPanelJpeg(bucket: R2Bucket, fileKey: string, width: number, height: number): Promise<ArrayBuffer | null> {
  const file = await bucket.get(photoFileKey(fileKey, LARGEST_PHOTO_WIDTH));
  if (!file) return null;
  const { decodePhoto, encodePictureJpeg, scaledTo } = await import('./codecs');
  const cropped = centreCrop(await decodePhoto(await file.arrayBuffer(), 'webp'), width / height);
  return encodePictureJpeg(await scaledTo(cropped, width), PANEL_QUALITY);
}
