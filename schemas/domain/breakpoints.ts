/** The five keys a per-breakpoint value (`x-breakpoints: true`) may carry, smallest first. */
export const BREAKPOINT_KEYS = ['mobile', 'smallTablet', 'tablet', 'desktop', 'ultrawide'] as const;
export type BreakpointKey = (typeof BREAKPOINT_KEYS)[number];

/** The named breakpoints in px (docs/behaviour/content-and-environments.md "Layout"). */
export const BREAKPOINTS = {
  xs: 320,
  sm: 540,
  md: 768,
  tbl: 859,
  lg: 1084,
  xl: 1400,
  xxl: 1778,
  uw: 1921,
} as const;
