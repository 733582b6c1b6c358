// The image codecs (jSquash: Squoosh's MozJPEG, libpng and libwebp decoders, libwebp's encoder
// and its resizer, as WebAssembly), loaded on the first upload of an isolate and never before:
// no other request pays for them (the Worker's startup stays small). MozJPEG's encoder writes
// the link-preview pictures that show a photo (pages/preview-image.ts), and loads only for them.
import decodeJpeg, { init as initJpeg } from '@jsquash/jpeg/decode';
import encodeJpeg, { init as initJpegEncode } from '@jsquash/jpeg/encode';
import decodePng, { init as initPng } from '@jsquash/png/decode';
import decodeWebp, { init as initWebpDecode } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncode } from '@jsquash/webp/encode';
import resize, { initResize } from '@jsquash/resize';
import JPEG_DECODER from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module';
import JPEG_ENCODER from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module';
import PNG_DECODER from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module';
import WEBP_DECODER from '@jsquash/webp/codec/dec/webp_dec.wasm?module';
import WEBP_ENCODER from '@jsquash/webp/codec/enc/webp_enc_simd.wasm?module';
import RESIZER from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module';
import type { PhotoType } from './inspect';

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

let ready: Promise<unknown> | null = null;

/** Each codec's WebAssembly module, compiled when the Worker was deployed, instantiated here once per isolate. */
function codecs(): Promise<unknown> {
  ready ??= Promise.all([
    initJpeg(JPEG_DECODER),
    initPng(PNG_DECODER),
    initWebpDecode(WEBP_DECODER),
    initWebpEncode(WEBP_ENCODER),
    initResize(RESIZER),
  ]);
  return ready;
}

/** The pixels of a photo, upright (a JPEG's EXIF orientation applied, as a camera meant it). */
export async function decodePhoto(bytes: ArrayBuffer, type: PhotoType): Promise<Pixels> {
  await codecs();
  if (type === 'jpeg') return decodeJpeg(bytes, { preserveOrientation: true });
  if (type === 'png') return decodePng(bytes);
  return decodeWebp(bytes);
}

/** The photo at a width (its height in proportion), never larger than it is. */
export async function scaledTo(pixels: Pixels, width: number): Promise<Pixels> {
  if (width >= pixels.width) return pixels;
  await codecs();
  const height = Math.max(1, Math.round((pixels.height * width) / pixels.width));
  return resize(pixels as ImageData, { width, height, method: 'lanczos3', premultiply: true, linearRGB: true });
}

/** WebP, lossy: new bytes with nothing of the sent file but its pixels, no metadata of any kind. */
export async function encodePhoto(pixels: Pixels, quality: number): Promise<ArrayBuffer> {
  await codecs();
  return encodeWebp(pixels as ImageData, { quality, method: 4 });
}

let jpegEncoder: Promise<unknown> | null = null;

/** JPEG (MozJPEG, progressive): for pictures other sites show, where WebP is not yet read everywhere. */
export async function encodePictureJpeg(pixels: Pixels, quality: number): Promise<ArrayBuffer> {
  jpegEncoder ??= initJpegEncode(JPEG_ENCODER);
  await jpegEncoder;
  return encodeJpeg(pixels as ImageData, { quality });
}
