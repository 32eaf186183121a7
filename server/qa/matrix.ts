/**
 * The QA screenshot matrix: what a run captures and how a difference is judged. docs/behaviour/qa.md
 * (QA screenshot fields), section 4 (states; -1 means computing) and section 9 (threshold, timer delay, widths,
 * height, labels). The numbers and strings here are the spec's and are requirements.
 */
import { AUDIENCES, isAudience, isQaBreakpoint, layoutUrlPath, QA_BREAKPOINT_KEYS, QA_BREAKPOINTS, QA_STATES } from '../../schemas/index.js';
import type { Audience, QaBreakpoint, QaLabel, QaState } from '../../schemas/index.js';

/** docs/behaviour/qa.md, Defaults: a difference above 1 percent fails. */
export const QA_THRESHOLD_PERCENT = 1;
/** docs/behaviour/qa.md, Defaults: the wait after a page's code runs (hydrated), so timers (countdowns, rotators) have run once. */
export const QA_TIMER_DELAY_MS = 1000;
/** docs/behaviour/qa.md, Defaults: the viewport height of every capture. */
export const QA_HEIGHT = 600;
// The breakpoints, audiences, states and labels are schemas' (shared with the QA view); the server's names for them.
export { AUDIENCES, isAudience, isQaBreakpoint, QA_BREAKPOINT_KEYS, QA_BREAKPOINTS, QA_STATES };
export type { Audience, QaBreakpoint, QaLabel, QaState };

/** docs/behaviour/qa.md: a differencePercentage of -1 means computing. */
export const QA_COMPUTING = -1;

/** docs/behaviour/qa.md: the kinds of QA screenshot. */
export const QA_SCREENSHOT_TYPES = ['website', 'figma', 'difference'] as const;
export type QaScreenshotType = (typeof QA_SCREENSHOT_TYPES)[number];

/** docs/behaviour/qa.md, Defaults: above 40 high, 10 to 40 medium, below 10 low. */
export function differenceLabel(percent: number): QaLabel {
  if (percent > 40) return 'high';
  if (percent >= 10) return 'medium';
  return 'low';
}

/** Passes at or below the threshold; -1 (computing) has no verdict yet. */
export function passes(percent: number, threshold = QA_THRESHOLD_PERCENT): boolean | null {
  if (percent < 0) return null;
  return percent <= threshold;
}

/** One cell of the matrix: a page as one audience in one phase at one breakpoint. */
export interface QaCell {
  page: string;
  phaseId: string;
  attendeeType: Audience;
  breakpoint: QaBreakpoint;
  /** The whole page instead of the first 600 px. */
  fullPage: boolean;
}

/** A stable name for a cell: the same cell of every run shares it (baselines are kept per cell). */
export function cellKey(cell: QaCell): string {
  return [cell.page, cell.phaseId, cell.attendeeType, cell.breakpoint, cell.fullPage ? 'full' : 'fold'].join('~');
}

/** A key safe as a file name: the parts are ids, anything else becomes '_'. */
export function cellFileName(cell: QaCell): string {
  return cellKey(cell).replace(/[^a-z0-9~_-]/gi, '_');
}

export interface QaMatrixInput {
  pages: readonly string[];
  phases: readonly string[];
  attendeeTypes?: readonly Audience[];
  breakpoints?: readonly QaBreakpoint[];
  fullPage?: boolean;
}

/** Every cell of pages × phases × attendee types × breakpoints, in that order (a page's cells together). */
export function expandMatrix(input: QaMatrixInput): QaCell[] {
  const types = input.attendeeTypes ?? AUDIENCES;
  const breakpoints = input.breakpoints ?? QA_BREAKPOINT_KEYS;
  const cells: QaCell[] = [];
  for (const page of input.pages)
    for (const phaseId of input.phases)
      for (const attendeeType of types)
        for (const breakpoint of breakpoints) cells.push({ page, phaseId, attendeeType, breakpoint, fullPage: input.fullPage === true });
  return cells;
}

/**
 * The URL path a page layout is shown at: the site's path for it (schemas' SITE_PATHS, the paths the shell routes),
 * so `user-profile` is /user/profile and `meetings-edit` is /meetings/edit/{id}. A layout whose path has a parameter
 * needs an example id, given by the caller; null without one, or when no site path shows the layout.
 */
export function pagePath(page: string, language: string, detailIds: Readonly<Record<string, string>> = {}): string | null {
  return layoutUrlPath(page, language, detailIds[page]);
}
