import { describe, expect, it } from 'vitest';
import { centreCrop } from './preview-panel';

/** A picture whose every pixel's red is its column and green its row. */
function grid(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set([x, y, 0, 255], (y * width + x) * 4);
  return { data, width, height };
}
const pixel = (p: { data: Uint8ClampedArray; width: number }, x: number, y: number) => [
  ...p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 2),
];

describe('centreCrop', () => {
  it('keeps the whole height of a wide photo and the middle of its width', () => {
    const cropped = centreCrop(grid(40, 30), 1 / 2);
    expect([cropped.width, cropped.height]).toEqual([15, 30]);
    // 40 - 15 = 25 columns cut, 12 on the left.
    expect(pixel(cropped, 0, 0)).toEqual([12, 0]);
    expect(pixel(cropped, 14, 29)).toEqual([26, 29]);
  });

  it('keeps the whole width of a tall photo and the middle of its height', () => {
    const cropped = centreCrop(grid(20, 60), 1);
    expect([cropped.width, cropped.height]).toEqual([20, 20]);
    expect(pixel(cropped, 5, 0)).toEqual([5, 20]);
  });

  it('gives a photo of the shape already as it is', () => {
    const photo = grid(44, 63);
    expect(centreCrop(photo, 440 / 630)).toBe(photo);
  });
});
