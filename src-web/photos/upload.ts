// Sending a runner's photos (issue 42): each is drawn anew on the device first, upright and at
// most MAX_PHOTO_SIDE on its longest side, as a JPEG. A phone's 4032-px photo becomes a file of a
// few hundred kB, quick to send on one bar; and what leaves the device is pixels only: the GPS
// position and the camera's serial stay on the phone (the Worker strips them again regardless).
import { MAX_PHOTO_SIDE, type PhotoLicence } from '../../src-shared/photos';
import { apiFetch, type WriteAnswer } from '../api/client';
import { apiUrl, type ApiAnswer } from '../api/answers';

/**
 * The sent JPEG's quality: the Worker encodes the pixels anew at WebP quality 75, so more than
 * this only costs a runner on one bar seconds of upload for nothing that reaches the page (the
 * bench's phone photo on Fast 3G: 7.7 s at 0.88, 5.7 s at 0.8).
 */
const JPEG_QUALITY = 0.8;

/** The photo as it is sent: upright, scaled down to the longest side allowed, JPEG. */
export async function scaledForUpload(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw the photo on');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

export interface PhotoDetails {
  trackId: number;
  licence: PhotoLicence;
  credit: string;
  alt: string;
}

type PhotoAnswer = WriteAnswer<ApiAnswer<'/post-photo'>>;

/** Sends one photo; a file the device cannot read, or a network failure, is said as the API says a refusal. */
export async function sendPhoto(file: Blob, details: PhotoDetails): Promise<PhotoAnswer> {
  let body: Blob;
  try {
    body = await scaledForUpload(file);
  } catch {
    return { status: 'InvalidInput', message: 'Bad input data', description: 'unreadable' } as PhotoAnswer;
  }
  const query = new URLSearchParams({
    trackId: String(details.trackId),
    licence: details.licence,
    credit: details.credit,
    alt: details.alt,
  });
  try {
    const response = await apiFetch(apiUrl('/post-photo', query.toString()), {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body,
    });
    return (await response.json()) as PhotoAnswer;
  } catch {
    return { status: 'InternalError', message: 'Internal server error' };
  }
}
