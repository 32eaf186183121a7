// The server's entry point for build scripts (scripts/export-static.ts, scripts/precompress.ts, scripts/build-server.ts): what they need of
// the server, named here so that nothing outside server/ imports its internals (lint: no-restricted-imports).
export { loadConfig } from './config.js';
export { generateDemo } from './demo/index.js';
export { precompressDir } from './http/precompress.js';
export type { PrecompressResult } from './http/precompress.js';
export { exportStaticContent } from './static-export.js';
export { openStore } from './store/open-store.js';
export { writeDemoTemplate } from './store/demo-template.js';
