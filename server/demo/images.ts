// Demo images are small inline data URIs: the demo then works offline with no asset files to ship.
//
// People, company logos and banners are PNG, as the photos and logos of a real edition are raster images. They
// were inline SVG before: each SVG picture a page shows is a document of its own that the browser parses, styles
// and lays out, about 5 ms of the main thread apiece on this machine against 1 ms for a PNG, and a catalog or
// directory page shows twenty to forty of them. The event's logo stays SVG (one per page, as real logos often are).
import { crc32, deflateSync } from 'node:zlib';

const PALETTE = ['#0b5cad', '#7a3fb8', '#0f7b6c', '#b5461d', '#1f6f3f', '#8a2b5c', '#375a9e', '#6b5b12'] as const;

type Rgb = readonly [number, number, number];

function dataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function colorAt(index: number): string {
  return PALETTE[index % PALETTE.length] as string;
}

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const WHITE: Rgb = [255, 255, 255];

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * A PNG of `width` x `height` with an indexed palette (`colors`, at most 256), pixel (x, y) the colour
 * `colors[at(x, y)]`, as a data: URI. Written here rather than with pngjs (which the QA comparison uses): pngjs
 * writes true-colour pixels only, and the demo's pictures are two to a few flat colours, which as indexed pixels
 * are a tenth of the size and are made in microseconds (a seed makes about 1,700 of them).
 */
function pngUri(
  width: number,
  height: number,
  colors: readonly Rgb[],
  at: (x: number, y: number) => number,
  rowKey: (y: number) => number = (y) => y,
): string {
  const depth = colors.length <= 2 ? 1 : colors.length <= 4 ? 2 : colors.length <= 16 ? 4 : 8;
  const perByte = 8 / depth;
  const stride = 1 + Math.ceil(width / perByte);
  const raw = Buffer.alloc(stride * height);
  // Rows with the same key are the same pixels: drawn once, then copied.
  const drawn = new Map<number, number>();
  for (let y = 0; y < height; y++) {
    const key = rowKey(y);
    const same = drawn.get(key);
    if (same !== undefined) {
      raw.copy(raw, y * stride, same * stride, (same + 1) * stride);
      continue;
    }
    drawn.set(key, y);
    // Filter byte 0 (none); the index bits are packed from the high bit down.
    for (let x = 0; x < width; x++) {
      const i = y * stride + 1 + Math.floor(x / perByte);
      raw[i] = (raw[i] as number) | (at(x, y) << (8 - depth * (1 + (x % perByte))));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = depth;
  header[9] = 3; // indexed colour
  const palette = Buffer.from(colors.flat());
  const png = Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('PLTE', palette), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** 32-bit FNV-1a of a text: the pattern of a person's or company's picture, the same on every seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * A 5 x 5 pattern, mirrored left to right (the familiar default avatar of code hosts), from the bits of `seed`:
 * answers whether cell (column, row) is filled. At least a few cells are, so no picture is a blank square.
 */
function pattern(seed: number): (column: number, row: number) => boolean {
  const bits = seed % 2 ** 15 === 0 ? 0b101010101010101 : seed;
  return (column, row) => ((bits >>> (row * 3 + Math.min(column, 4 - column))) & 1) === 1;
}

// The same picture is asked for again and again (a person's photo and thumbnail, every seed of a test run).
const made = new Map<string, string>();
function memo(key: string, make: () => string): string {
  let uri = made.get(key);
  if (uri === undefined) {
    uri = make();
    made.set(key, uri);
  }
  return uri;
}

/** Square avatar: a white mirrored pattern (from the initials) on the person's colour. */
export function avatarImage(initials: string, index: number, size = 96): string {
  const color = colorAt(index);
  return memo(`avatar ${initials} ${color} ${size}`, () => {
    const filled = pattern(hash(initials));
    // The pattern fills the middle 60 % (a fifth of a margin each side), in whole pixels per cell.
    const cell = Math.max(1, Math.floor((size * 0.6) / 5));
    const start = Math.floor((size - cell * 5) / 2);
    const rowOf = (y: number) => (y < start ? -1 : Math.min(5, Math.floor((y - start) / cell)));
    return pngUri(
      size,
      size,
      [rgb(color), WHITE],
      (x, y) => {
        const column = Math.floor((x - start) / cell);
        const row = rowOf(y);
        return x >= start && column < 5 && row >= 0 && row < 5 && filled(column, row) ? 1 : 0;
      },
      rowOf,
    );
  });
}

/** Wide logo tile: the company's mark (a mirrored pattern from its name) in its colour, framed, on white. */
export function logoImage(name: string, index: number): string {
  const color = colorAt(index);
  return memo(`logo ${name} ${color}`, () => {
    const filled = pattern(hash(name));
    const width = 240;
    const height = 96;
    const border = 4;
    const cell = 14;
    const left = (width - cell * 5) / 2;
    const top = (height - cell * 5) / 2;
    // Rows: the frame (-2), inside the frame above or below the mark (-1), a row of the mark (0 to 4).
    const rowOf = (y: number) => (y < border || y >= height - border ? -2 : y < top || y >= top + cell * 5 ? -1 : Math.floor((y - top) / cell));
    return pngUri(
      width,
      height,
      [WHITE, rgb(color)],
      (x, y) => {
        const row = rowOf(y);
        if (row === -2 || x < border || x >= width - border) return 1;
        const column = Math.floor((x - left) / cell);
        return x >= left && column < 5 && row >= 0 && filled(column, row) ? 1 : 0;
      },
      rowOf,
    );
  });
}

/**
 * 16:9 banner: a diagonal gradient between two colours. Drawn 32 x 18 and stretched by the page: a linear
 * gradient survives the browser's smooth scaling, and the data URI stays about 2 kB instead of a full-size one's
 * hundreds.
 */
export function bannerImage(index: number): string {
  return memo(`banner ${index % PALETTE.length}`, () => {
    const a = rgb(colorAt(index));
    const b = rgb(colorAt(index + 3));
    const width = 32;
    const height = 18;
    // One palette entry per diagonal (x + y), from the first colour in the top left to the second in the bottom right.
    const steps = width + height - 1;
    const colors = Array.from({ length: steps }, (_, step): Rgb => {
      const mix = (from: number, to: number) => Math.round(from + (to - from) * (step / (steps - 1)));
      return [mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2])];
    });
    return pngUri(width, height, colors, (x, y) => x + y);
  });
}

/** The event's logo: a rounded square with a cloud (Nimbus), drawn beside the event name in the header. */
export const eventLogo = dataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b5cad"/><stop offset="1" stop-color="#7a3fb8"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#l)"/><path d="M20 44h25a9 9 0 0 0 1-17.9A12 12 0 0 0 23.3 28 8 8 0 0 0 20 44z" fill="#fff"/></svg>`,
);
