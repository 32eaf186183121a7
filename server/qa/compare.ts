/**
 * Compares a capture with its baseline (or a design image) with pixelmatch, anti-aliasing aware. Images of other
 * sizes are padded to the larger width and height with an opaque colour no page draws, so the padding counts as
 * difference, and the sizes are reported. differencePercentage = differing pixels over all pixels (of the padded
 * size), 0 to 100.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { differenceLabel, passes, QA_THRESHOLD_PERCENT, type QaLabel } from './matrix.js';

export interface ImageSize {
  width: number;
  height: number;
}

export interface QaComparison {
  differencePercentage: number;
  differentPixels: number;
  totalPixels: number;
  label: QaLabel;
  pass: boolean;
  /** Present when the two images differ in size: both sizes; the smaller one was padded. */
  sizeMismatch: { current: ImageSize; reference: ImageSize } | null;
  /** The difference image (PNG): differing pixels red over a faded copy of the capture. */
  differencePng: Buffer;
}

/** Magenta, fully opaque: the padding of the smaller image. */
const PAD: readonly [number, number, number, number] = [255, 0, 255, 255];

export function decodePng(bytes: Buffer): PNG {
  return PNG.sync.read(bytes);
}

function padded(image: PNG, width: number, height: number): Buffer {
  if (image.width === width && image.height === height) return image.data;
  const out = Buffer.alloc(width * height * 4);
  for (let i = 0; i < out.length; i += 4) out.set(PAD, i);
  for (let y = 0; y < image.height; y++) {
    image.data.copy(out, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  }
  return out;
}

/** Rounds to 3 decimals, so a single pixel of a 1920 × 600 capture still shows (0.001). */
function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

export function compareImages(current: Buffer, reference: Buffer, threshold = QA_THRESHOLD_PERCENT): QaComparison {
  const a = decodePng(current);
  // The same bytes are the same image (a cell that did not change since its baseline, the common case of a run):
  // decoding is about half of a comparison's time, so it is done once. The difference image is made as for any other.
  const b = current.equals(reference) ? a : decodePng(reference);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(padded(a, width, height), padded(b, width, height), diff.data, width, height, {
    threshold: 0.1,
    includeAA: false,
    alpha: 0.2,
  });
  const totalPixels = width * height;
  const raw = totalPixels === 0 ? 0 : (differentPixels / totalPixels) * 100;
  // A single differing pixel never rounds down to a pass of 0.
  const differencePercentage = differentPixels > 0 ? Math.max(round3(raw), 0.001) : 0;
  const sameSize = a.width === b.width && a.height === b.height;
  return {
    differencePercentage,
    differentPixels,
    totalPixels,
    label: differenceLabel(differencePercentage),
    pass: passes(differencePercentage, threshold) === true,
    sizeMismatch: sameSize ? null : { current: { width: a.width, height: a.height }, reference: { width: b.width, height: b.height } },
    // Filter 1 at deflate level 1: about a quarter of the default's time, at nearly the same size.
    differencePng: PNG.sync.write(diff, { filterType: 1, deflateLevel: 1 }),
  };
}
