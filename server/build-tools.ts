// The server's entry point for build scripts (scripts/export-static.ts, scripts/precompress.ts, scripts/build-server.ts): what they need of
// the server, named here so that nothing outside server/ imports its internals (lint: no-restricted-imports).
export { loadConfig } from './config.js';
export { generateDemo } from './demo/index.js';
export { precompressDir } from './http/precompress.js';
export type { PrecompressResult } from './http/precompress.js';
export { exportStaticContent } from './static-export.js';
export { openStore } from './store/open-store.js';
export { writeDemoTemplate } from './store/demo-template.js';
// QA screenshots: scripts/qa.ts and bench/qa.ts capture and compare through these.
export { cellFileName, cellKey, compareImages, compareInWorker, expandMatrix, isAudience, isQaBreakpoint, exampleDetailIds, openCapturer, pendingEntry, remotePreviewGrants, AUDIENCES, QA_BREAKPOINT_KEYS, runCells, stopCompareWorker } from './qa/index.js';
export type { Audience, QaBreakpoint, QaCell, QaEntry, QaPhase, QaReference } from './qa/index.js';
export { DEMO_PAGE_NAMES } from './demo/index.js';
// The API's routes: scripts/gen-routes.ts writes the route table of docs/contracts.md from them.
export { routeTable } from './routes/route-table.js';
