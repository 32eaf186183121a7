import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareImages, decodePng } from './compare';

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = paint(x, y);
      image.data[i] = r;
      image.data[i + 1] = g;
      image.data[i + 2] = b;
      image.data[i + 3] = 255;
    }
  return PNG.sync.write(image);
}

const white = () => [255, 255, 255] as [number, number, number];

describe('compareImages', () => {
  it('answers 0 for the same pixels', () => {
    const a = png(20, 10, white);
    const result = compareImages(a, a);
    expect(result).toMatchObject({ differencePercentage: 0, differentPixels: 0, label: 'low', pass: true, sizeMismatch: null });
  });

  it('gives the same bytes, decoded once, the same answer and difference image as an equal copy', () => {
    const a = png(20, 10, (x, y) => [x * 10, y * 20, 128]);
    // The same pixels in other bytes (another PNG filter): compared the long way.
    const copy = PNG.sync.write(decodePng(a), { filterType: 0, deflateLevel: 9 });
    expect(copy.equals(a)).toBe(false);
    const same = compareImages(a, a);
    const equal = compareImages(a, copy);
    expect(same).toMatchObject({ differencePercentage: 0, differentPixels: 0, pass: true, sizeMismatch: null });
    expect(same.differencePng.equals(equal.differencePng)).toBe(true);
    // The difference image of an unchanged capture is its faded copy, not an empty image.
    expect(decodePng(same.differencePng).data.some((v, i) => i % 4 !== 3 && v !== 255)).toBe(true);
  });

  it('counts differing pixels over all pixels and writes a difference image', () => {
    const a = png(20, 10, white);
    // The left half black: 100 of 200 pixels differ.
    const b = png(20, 10, (x) => (x < 10 ? [0, 0, 0] : [255, 255, 255]));
    const result = compareImages(b, a);
    expect(result.differentPixels).toBe(100);
    expect(result.differencePercentage).toBe(50);
    expect(result.label).toBe('high');
    expect(result.pass).toBe(false);
    const diff = decodePng(result.differencePng);
    expect([diff.width, diff.height]).toEqual([20, 10]);
  });

  it('pads a size difference, counts the padding as different and reports both sizes', () => {
    const a = png(20, 10, white);
    const b = png(20, 12, white);
    const result = compareImages(b, a);
    expect(result.differentPixels).toBe(40);
    expect(result.differencePercentage).toBeCloseTo((40 / 240) * 100, 2);
    expect(result.label).toBe('medium');
    expect(result.sizeMismatch).toEqual({ current: { width: 20, height: 12 }, reference: { width: 20, height: 10 } });
  });

  it('shows a single differing pixel as above zero', () => {
    const a = png(400, 300, white);
    const b = png(400, 300, (x, y) => (x === 5 && y === 5 ? [0, 0, 0] : [255, 255, 255]));
    const result = compareImages(b, a);
    expect(result.differentPixels).toBe(1);
    expect(result.differencePercentage).toBeGreaterThan(0);
    expect(result.pass).toBe(true);
  });
});
