// The QA screenshot matrix: the surface the command line (scripts/qa.ts, through server/build-tools.ts),
// the benchmark and the server's routes use.
export { imageToPng, openCapturer } from './capture.js';
export type { CaptureOptions, CaptureResult, Capturer, QaPhase } from './capture.js';
export { exampleDetailIds, remotePreviewGrants } from './site-over-http.js';
export { compareImages, decodePng } from './compare.js';
export { compareInWorker, stopCompareWorker } from './compare-pool.js';
export type { ImageSize, QaComparison } from './compare.js';
export {
  cellFileName,
  cellKey,
  differenceLabel,
  expandMatrix,
  isAudience,
  isQaBreakpoint,
  pagePath,
  passes,
  AUDIENCES,
  QA_BREAKPOINT_KEYS,
  QA_BREAKPOINTS,
  QA_COMPUTING,
  QA_HEIGHT,
  QA_SCREENSHOT_TYPES,
  QA_STATES,
  QA_THRESHOLD_PERCENT,
  QA_TIMER_DELAY_MS,
} from './matrix.js';
export type { Audience, QaBreakpoint, QaCell, QaLabel, QaMatrixInput, QaScreenshotType, QaState } from './matrix.js';
export { pendingEntry, runCells } from './run.js';
export type { QaEntry, QaFigmaResult, QaImageStore, QaReference, RunCellsInput } from './run.js';
