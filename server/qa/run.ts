/**
 * One QA run over a set of cells: capture each (capture.ts), compare it with its cell's approved baseline
 * (regression) and with the design image of its page and breakpoint when there is one (`figma`), store the images
 * and report every entry as it changes: not-started (-1), active (captured, comparing: -1), completed (a number
 * from 0 to 100). The command line (scripts/qa.ts) and the server's jobs (jobs.ts) both run this.
 */
import type { Capturer, CaptureResult } from './capture.js';
import type { ImageSize } from './compare.js';
import { compareInWorker } from './compare-pool.js';
import { cellFileName, cellKey, differenceLabel, passes, QA_COMPUTING, type QaCell, type QaLabel, type QaState } from './matrix.js';

/** Where a run keeps its images: named files, answered as the URL they are shown at. */
export interface QaImageStore {
  put(name: string, bytes: Buffer): Promise<string>;
}

export interface QaFigmaResult {
  screenshotType: 'figma';
  imageUrl: string;
  differencePercentage: number;
  label: QaLabel;
  pass: boolean;
  differenceImageUrl: string;
  sizeMismatch: { current: ImageSize; reference: ImageSize } | null;
}

/** One capture of a run: docs/behaviour/qa.md's QA screenshot fields, plus the run, state and the comparisons. */
export interface QaEntry {
  runId: string;
  key: string;
  state: QaState;
  page: string;
  phaseId: string;
  attendeeType: string;
  breakpoint: string;
  fullPage: boolean;
  pageUrl: string;
  /** The website capture. */
  imageUrl: string | null;
  screenshotType: 'website';
  /** Against the approved baseline; -1 while computing; 0 for a cell's first capture (it becomes the baseline). */
  differencePercentage: number;
  label: QaLabel | null;
  pass: boolean | null;
  baselineImageUrl: string | null;
  /** The difference image (screenshotType difference). */
  differenceImageUrl: string | null;
  sizeMismatch: { current: ImageSize; reference: ImageSize } | null;
  /** True when this cell had no baseline before this capture. */
  newBaseline: boolean;
  figma: QaFigmaResult | null;
  error: string | null;
  capturedAt: string | null;
}

export interface QaReference {
  png: Buffer;
  imageUrl: string;
}

export interface RunCellsInput {
  runId: string;
  cells: readonly QaCell[];
  capturer: Capturer;
  images: QaImageStore;
  /** The approved capture of the cell, or null (the first capture then is the baseline). */
  baselineFor(cell: QaCell): Promise<QaReference | null>;
  /** The design image (PNG bytes) for the cell's page and breakpoint, or null. */
  designFor?(cell: QaCell): Promise<QaReference | null>;
  onEntry(entry: QaEntry): void | Promise<void>;
  signal?: AbortSignal;
  now?: () => Date;
}

export function pendingEntry(runId: string, cell: QaCell): QaEntry {
  return {
    runId,
    key: cellKey(cell),
    state: 'not-started',
    page: cell.page,
    phaseId: cell.phaseId,
    attendeeType: cell.attendeeType,
    breakpoint: cell.breakpoint,
    fullPage: cell.fullPage,
    pageUrl: '',
    imageUrl: null,
    screenshotType: 'website',
    differencePercentage: QA_COMPUTING,
    label: null,
    pass: null,
    baselineImageUrl: null,
    differenceImageUrl: null,
    sizeMismatch: null,
    newBaseline: false,
    figma: null,
    error: null,
    capturedAt: null,
  };
}

/** Captures and compares every cell; answers the completed entries in the cells' order. */
export async function runCells(input: RunCellsInput): Promise<QaEntry[]> {
  const now = input.now ?? (() => new Date());
  const entries = new Map<string, QaEntry>();
  for (const cell of input.cells) {
    const entry = pendingEntry(input.runId, cell);
    entries.set(entry.key, entry);
    await input.onEntry(entry);
  }
  const finish = async (result: CaptureResult): Promise<void> => {
    const base = entries.get(result.key) ?? pendingEntry(input.runId, result.cell);
    const file = `${input.runId}/${cellFileName(result.cell)}`;
    if (!result.png) {
      const failed: QaEntry = { ...base, state: 'completed', pageUrl: result.pageUrl, error: result.error ?? 'capture failed', capturedAt: now().toISOString() };
      entries.set(result.key, failed);
      await input.onEntry(failed);
      return;
    }
    const imageUrl = await input.images.put(`${file}.website.png`, result.png);
    const active: QaEntry = { ...base, state: 'active', pageUrl: result.pageUrl, imageUrl, capturedAt: now().toISOString() };
    entries.set(result.key, active);
    await input.onEntry(active);

    const baseline = await input.baselineFor(result.cell);
    let done: QaEntry;
    if (!baseline) {
      done = { ...active, state: 'completed', differencePercentage: 0, label: differenceLabel(0), pass: true, newBaseline: true };
    } else {
      const comparison = await compareInWorker(result.png, baseline.png);
      const differenceImageUrl = await input.images.put(`${file}.difference.png`, comparison.differencePng);
      done = {
        ...active,
        state: 'completed',
        differencePercentage: comparison.differencePercentage,
        label: comparison.label,
        pass: comparison.pass,
        baselineImageUrl: baseline.imageUrl,
        differenceImageUrl,
        sizeMismatch: comparison.sizeMismatch,
      };
    }
    const design = input.designFor ? await input.designFor(result.cell) : null;
    if (design) {
      const comparison = await compareInWorker(result.png, design.png);
      const differenceImageUrl = await input.images.put(`${file}.figma-difference.png`, comparison.differencePng);
      done.figma = {
        screenshotType: 'figma',
        imageUrl: design.imageUrl,
        differencePercentage: comparison.differencePercentage,
        label: comparison.label,
        pass: passes(comparison.differencePercentage) === true,
        differenceImageUrl,
        sizeMismatch: comparison.sizeMismatch,
      };
    }
    entries.set(result.key, done);
    await input.onEntry(done);
  };
  // Comparing is processor work on its own thread; it runs while the next pages wait for their timer delay.
  await input.capturer.captureAll(input.cells, finish, input.signal);
  return input.cells.map((cell) => entries.get(cellKey(cell)) ?? pendingEntry(input.runId, cell));
}
