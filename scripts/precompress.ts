// Last step of `npm run build`: gzip and brotli copies of the built site's text files, served by the
// server to browsers that accept them (server/http/precompress.ts).
import { precompressDir } from '../server/build-tools.js';

const dir = process.argv[2] ?? 'dist/site';
const r = await precompressDir(dir);
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
console.log(`precompress: ${r.files} files in ${dir}: ${kB(r.rawBytes)} raw, ${kB(r.gzipBytes)} gzip, ${kB(r.brotliBytes)} brotli`);
