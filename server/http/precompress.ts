import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** What is worth compressing: text formats (images and fonts are compressed already; index.html is rewritten per request). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;
/** Brotli's best quality costs about 2 s per MB; the few files above this (Monaco, in the editor chunks) get 9. */
const MAX_BEST_BYTES = 1024 * 1024;

const brotliQuality = (bytes: number) => (bytes <= MAX_BEST_BYTES ? 11 : 9);

/**
 * The gzip copy: Zopfli's encoder (a standard gzip stream every browser reads, 3-4 % smaller than zlib's level 9)
 * for files up to MAX_BEST_BYTES; one iteration costs about 4 s per MB and keeps almost all of the gain of fifteen.
 * The largest files (Monaco's, in the editor's chunks) get zlib's level 9.
 */
async function gzipBest(body: Buffer): Promise<Buffer> {
  if (body.length > MAX_BEST_BYTES) return gzipSync(body, { level: 9 });
  // Fifteen iterations for the files every page loads (the entry is about 430 kB): 50 bytes less on /en/home than
  // five (which were 0.1 % less than one), which its 150 kB budget notices; the editor's large chunks keep one.
  return Buffer.from(await gzipAsync(body, { numiterations: body.length <= MANY_ITERATIONS_BYTES ? 15 : 1 }));
}

const MANY_ITERATIONS_BYTES = 512 * 1024;

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes `file.gz` (gzip, Zopfli's encoder) and `file.br` (brotli, quality 11 for all but the largest files) beside each compressible file of the built
 * site, once at build time, so the server sends compressed bytes without compressing on every request
 * (@fastify/static `preCompressed` picks the copy the browser accepts, and the original otherwise).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const gz = await gzipBest(body);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(body.length), [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    result.files += 1;
    result.rawBytes += body.length;
    result.gzipBytes += gz.length;
    result.brotliBytes += br.length;
  }
  return result;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}
