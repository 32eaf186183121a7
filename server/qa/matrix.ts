/**
 * The QA screenshot matrix (issue 18): what a run captures and how a difference is judged. Spec 001 section 3
 * (QA screenshot fields), section 4 (states; -1 means computing) and section 9 (threshold, timer delay, widths,
 * height, labels). The numbers and strings here are the spec's and are requirements.
 */

/** Spec 001 section 9: a difference above 1 percent fails. */
export const QA_THRESHOLD_PERCENT = 1;
/** Spec 001 section 9: the wait after a page settled, so timers (countdowns, rotators) have run once. */
export const QA_TIMER_DELAY_MS = 1000;
/** Spec 001 section 9: the viewport height of every capture. */
export const QA_HEIGHT = 600;
/** Spec 001 section 9: the viewport widths, in px. */
export const QA_BREAKPOINTS = { desktop: 1920, tablet: 1083, mobile: 539 } as const;
export type QaBreakpoint = keyof typeof QA_BREAKPOINTS;
export const QA_BREAKPOINT_KEYS: readonly QaBreakpoint[] = ['desktop', 'tablet', 'mobile'];
/** The audiences of the demo: nobody signed in, then the attendee types (schemas ATTENDEE_TYPES). */
export const QA_ATTENDEE_TYPES = ['anonymous', 'attendee', 'inperson', 'exhibitor'] as const;
export type QaAttendeeType = (typeof QA_ATTENDEE_TYPES)[number];

/** Spec 001 section 4: the states of a QA screenshot. */
export const QA_STATES = ['not-started', 'active', 'completed'] as const;
export type QaState = (typeof QA_STATES)[number];
/** Spec 001 section 4: a differencePercentage of -1 means computing. */
export const QA_COMPUTING = -1;

/** Spec 001 section 3: the kinds of QA screenshot. */
export const QA_SCREENSHOT_TYPES = ['website', 'figma', 'difference'] as const;
export type QaScreenshotType = (typeof QA_SCREENSHOT_TYPES)[number];

export type QaLabel = 'high' | 'medium' | 'low';

export function isQaBreakpoint(value: unknown): value is QaBreakpoint {
  return typeof value === 'string' && Object.hasOwn(QA_BREAKPOINTS, value);
}

export function isQaAttendeeType(value: unknown): value is QaAttendeeType {
  return typeof value === 'string' && (QA_ATTENDEE_TYPES as readonly string[]).includes(value);
}

/** Spec 001 section 9: above 40 high, 10 to 40 medium, below 10 low. */
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
  attendeeType: QaAttendeeType;
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
  attendeeTypes?: readonly QaAttendeeType[];
  breakpoints?: readonly QaBreakpoint[];
  fullPage?: boolean;
}

/** Every cell of pages × phases × attendee types × breakpoints, in that order (a page's cells together). */
export function expandMatrix(input: QaMatrixInput): QaCell[] {
  const types = input.attendeeTypes ?? QA_ATTENDEE_TYPES;
  const breakpoints = input.breakpoints ?? QA_BREAKPOINT_KEYS;
  const cells: QaCell[] = [];
  for (const page of input.pages)
    for (const phaseId of input.phases)
      for (const attendeeType of types)
        for (const breakpoint of breakpoints) cells.push({ page, phaseId, attendeeType, breakpoint, fullPage: input.fullPage === true });
  return cells;
}

/**
 * The URL path a page layout is shown at (renderer/shell/route-table.ts: layout `sessions` is /sessions,
 * `sessions-detail` is /sessions/:id). A detail layout needs an example id, given by the caller.
 */
export function pagePath(page: string, language: string, detailIds: Readonly<Record<string, string>> = {}): string | null {
  if (page.endsWith('-detail')) {
    const id = detailIds[page];
    if (!id) return null;
    return `/${language}/${page.slice(0, -'-detail'.length)}/${encodeURIComponent(id)}`;
  }
  // Top-level layouts are their own path (a hyphen may be part of the segment, e.g. notification-rules).
  return `/${language}/${page}`;
}
