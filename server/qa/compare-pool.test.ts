import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { compareImages } from './compare';
import { compareInWorker, stopCompareWorker } from './compare-pool';

function png(width: number, height: number, dark: (x: number) => boolean): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const value = dark(i % width) ? 0 : 255;
    image.data.set([value, value, value, 255], i * 4);
  }
  return PNG.sync.write(image);
}

afterAll(() => stopCompareWorker());

describe('compareInWorker', () => {
  it('answers what compareImages answers, on its own thread, for comparisons asked side by side', async () => {
    const a = png(40, 10, () => false);
    const b = png(40, 10, (x) => x < 10);
    const [same, quarter] = await Promise.all([compareInWorker(a, a), compareInWorker(b, a)]);
    const expected = compareImages(b, a);
    expect(same).toMatchObject({ differencePercentage: 0, differentPixels: 0, pass: true });
    expect(quarter).toMatchObject({ differentPixels: 100, differencePercentage: 25, label: expected.label, pass: false, sizeMismatch: null });
    // The difference image arrives as a Buffer the caller can store.
    expect(Buffer.isBuffer(quarter.differencePng)).toBe(true);
    expect(quarter.differencePng.equals(expected.differencePng)).toBe(true);
  });

  it('refuses an image that is not a PNG with an error, and compares the next pair as before', async () => {
    await expect(compareInWorker(Buffer.from('not a png'), png(4, 4, () => false))).rejects.toThrow();
    const a = png(4, 4, () => false);
    await expect(compareInWorker(a, a)).resolves.toMatchObject({ differentPixels: 0 });
  });

  it('starts a new thread after being stopped', async () => {
    const a = png(4, 4, () => false);
    await compareInWorker(a, a);
    await stopCompareWorker();
    await expect(compareInWorker(a, png(4, 4, () => true))).resolves.toMatchObject({ differentPixels: 16 });
  });
});
