// The phone photo of the fixtures (scripts/photo-fixtures.ts) as bytes: the Workers runtime has
// no file system, so Vite inlines the file into the test's code.
import geotagged from '../fixtures/photos/geotagged-2048x1536.jpg?inline';

const bytesOf = (dataUrl: string) => Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (c) => c.charCodeAt(0));

/** 2048 × 1536, JPEG, with EXIF GPS, the camera's make, model and serial, a thumbnail, XMP and a comment. */
export const PHONE_PHOTO = bytesOf(geotagged);
