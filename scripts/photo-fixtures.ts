// Builds the photo fixtures of the tests (tests/fixtures/photos/, issue 42): a phone photo of a
// track as a phone writes it, JPEG with every metadata block the Worker must take out (EXIF with
// GPS, the camera's make, model and serial number, an embedded thumbnail, XMP and a comment),
// at the size the browser sends (2048 × 1536) and the size a phone takes (4032 × 3024).
// The pixels are drawn here (a sky, a red track with white lanes, grass and grain); exiftool
// (Debian: libimage-exiftool-perl) writes the metadata. Run once; the files are committed.
//   npx tsx scripts/photo-fixtures.ts
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import encode, { init } from '@jsquash/jpeg/encode';

const OUT = 'tests/fixtures/photos';
const require = createRequire(import.meta.url);

/** A deterministic grain, so the fixture is the same file each time it is built. */
function grain(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x7fffffff - 0.5;
  };
}

function trackScene(width: number, height: number): ImageData {
  const data = new Uint8ClampedArray(width * height * 4);
  const noise = grain(42);
  const horizon = height * 0.35;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [r, g, b] = [0, 0, 0];
      if (y < horizon) {
        const t = y / horizon;
        [r, g, b] = [120 + 60 * t, 170 + 40 * t, 230 - 10 * t];
      } else {
        // A track's bend seen from the stands: lanes as ellipses around a point below the picture.
        const dx = (x - width / 2) / width;
        const dy = (y - height * 1.4) / height;
        const radius = Math.sqrt(dx * dx * 1.6 + dy * dy);
        const lane = (radius - 0.7) / 0.05;
        if (lane > 0 && lane < 8) {
          const line = Math.abs(lane - Math.round(lane)) < 0.04;
          [r, g, b] = line ? [240, 240, 235] : [178, 64, 52];
        } else [r, g, b] = [70, 130 + 20 * Math.sin(x / 37), 60];
      }
      const n = noise() * 18;
      const i = (y * width + x) * 4;
      data[i] = r + n;
      data[i + 1] = g + n;
      data[i + 2] = b + n;
      data[i + 3] = 255;
    }
  }
  return { data, width, height, colorSpace: 'srgb' } as ImageData;
}

await init(await WebAssembly.compile(readFileSync(require.resolve('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'))));
for (const [width, height] of [
  [2048, 1536],
  [4032, 3024],
] as const) {
  const file = `${OUT}/geotagged-${width}x${height}.jpg`;
  writeFileSync(file, Buffer.from(await encode(trackScene(width, height), { quality: 80 })));
  const thumbnail = `${OUT}/.thumbnail.jpg`;
  writeFileSync(thumbnail, Buffer.from(await encode(trackScene(160, 120), { quality: 70 })));
  execFileSync('exiftool', [
    '-overwrite_original',
    '-GPSLatitude=23.5874',
    '-GPSLatitudeRef=S',
    '-GPSLongitude=46.6576',
    '-GPSLongitudeRef=W',
    '-GPSAltitude=760',
    '-Make=Fixture Phones',
    '-Model=Track Phone 12',
    '-SerialNumber=SN-4711-0815',
    '-BodySerialNumber=BODY-0042',
    '-DateTimeOriginal=2026:11:20 06:12:00',
    '-Orientation#=1',
    `-ThumbnailImage<=${thumbnail}`,
    '-XMP-dc:Creator=Ana Runner',
    '-Comment=taken at the track',
    file,
  ]);
  execFileSync('rm', [thumbnail]);
  console.log(`${file}: ${readFileSync(file).length} bytes`);
}
