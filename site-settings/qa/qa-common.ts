import type { QaBreakpointKey, QaCapture } from '../../api-client/editing';
import { QA_BREAKPOINT_KEYS, QA_BREAKPOINTS, layoutNeedsId } from '../../schemas';
import type { QaT } from './strings';

/** The breakpoints in the matrix's column order, with their widths. */
export const BREAKPOINTS: readonly { key: QaBreakpointKey; width: number }[] = QA_BREAKPOINT_KEYS.map((key) => ({ key, width: QA_BREAKPOINTS[key] }));

/** 12.345 -> "12.345 %"; -1 -> computing (docs/behaviour/qa.md). */
export function percentText(entry: QaCapture, t: QaT): string {
  if (entry.error) return t('translate.site-settings.qa.matrix.error');
  if (entry.differencePercentage < 0) return t('translate.site-settings.qa.matrix.computing');
  return `${entry.differencePercentage.toFixed(entry.differencePercentage === 0 ? 0 : 2)} %`;
}


/**
 * The pages a run of all pages captures: those a path without an id shows. A detail or edit page needs an example
 * id, which a run of that page alone is given (or fails saying so).
 */
export const pagesOfWholeRun = (pages: readonly string[]): string[] => pages.filter((page) => !layoutNeedsId(page));
