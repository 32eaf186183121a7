/**
 * The QA screenshot matrix's facts both sides use: the server captures and judges by them, the site settings' QA
 * view lays its matrix out and filters by them. A run's audiences are AUDIENCES (personas.ts).
 */

/** The viewport width of each breakpoint a run captures, in px, in the matrix's column order. */
export const QA_BREAKPOINTS = { desktop: 1920, tablet: 1083, mobile: 539 } as const;
export type QaBreakpoint = keyof typeof QA_BREAKPOINTS;
export const QA_BREAKPOINT_KEYS: readonly QaBreakpoint[] = ['desktop', 'tablet', 'mobile'];

export function isQaBreakpoint(value: unknown): value is QaBreakpoint {
  return typeof value === 'string' && Object.hasOwn(QA_BREAKPOINTS, value);
}

/** The states of a capture and of a run. */
export const QA_STATES = ['not-started', 'active', 'completed'] as const;
export type QaState = (typeof QA_STATES)[number];

/** How large a difference is, largest first. */
export const QA_LABELS = ['high', 'medium', 'low'] as const;
export type QaLabel = (typeof QA_LABELS)[number];
