import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/** What is worth compressing: text formats (images and fonts are compressed already; index.html is rewritten per request). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality costs about 2 s per MB; the few files above this (Monaco, in the editor chunks) get 9. Brotli
 * is what browsers take, editors' included, so every other file keeps quality 11.
 */
const MAX_BEST_BYTES = 1024 * 1024;

const brotliQuality = (bytes: number) => (bytes <= MAX_BEST_BYTES ? 11 : 9);

/**
 * The gzip copy. The files a visitor's pages load (visitorFiles) get Zopfli's encoder (a standard gzip stream every
 * browser reads, 3-4 % smaller than zlib's level 9): fifteen iterations for those up to 512 kB (the entry is about
 * 430 kB; 50 bytes less on /en/home than five, which the 150 kB budget notices), one above. Every other file (the
 * editor's and Monaco's chunks, the static content copies) gets zlib's level 9: Zopfli on those cost about 80 % of the
 * whole build's compression time for bytes that go, as brotli, to the few content editors.
 */
async function gzipCopy(body: Buffer, forVisitors: boolean): Promise<Buffer> {
  if (!forVisitors || body.length > MAX_BEST_BYTES) return gzipSync(body, { level: 9 });
  return Buffer.from(await gzipAsync(body, { numiterations: body.length <= MANY_ITERATIONS_BYTES ? 15 : 1 }));
}

const MANY_ITERATIONS_BYTES = 512 * 1024;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Modules only content editors load: the editor, the site tools and Monaco (app/main.tsx's editor slots). */
const EDITOR_ONLY = /^(editor|site-settings)\/|monaco-editor/;

/**
 * The built files a visitor's pages may load: what Vite's manifest reaches from index.html through static and
 * dynamic imports, without going into the editor's modules. Paths relative to the site folder, with '/'.
 */
export function visitorFiles(manifest: Readonly<Record<string, ManifestChunk>>): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const pending = ['index.html'];
  while (pending.length > 0) {
    const key = pending.pop()!;
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || EDITOR_ONLY.test(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    pending.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return files;
}

/** visitorFiles of the site's Vite manifest; without one (a folder not built by Vite) every file counts. */
async function readVisitorFiles(dir: string): Promise<(path: string) => boolean> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const files = visitorFiles(manifest);
    return (path) => files.has(relative(dir, path).split(sep).join('/'));
  } catch {
    return () => true;
  }
}

export interface PrecompressResult {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes `file.gz` (gzip: gzipCopy) and `file.br` (brotli, quality 11 for all but the largest files) beside each compressible file of the built
 * site, once at build time, so the server sends compressed bytes without compressing on every request
 * (@fastify/static `preCompressed` picks the copy the browser accepts, and the original otherwise).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const forVisitors = await readVisitorFiles(dir);
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const gz = await gzipCopy(body, forVisitors(file));
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
