import type { QaBreakpointKey, QaCapture } from '../../api-client/editing';
import { QA_BREAKPOINT_KEYS, QA_BREAKPOINTS } from '../../schemas';
import type { QaT } from './strings';

/** The breakpoints in the matrix's column order, with their widths. */
export const BREAKPOINTS: readonly { key: QaBreakpointKey; width: number }[] = QA_BREAKPOINT_KEYS.map((key) => ({ key, width: QA_BREAKPOINTS[key] }));

/** 12.345 -> "12.345 %"; -1 -> computing (docs/behaviour/qa.md). */
export function percentText(entry: QaCapture, t: QaT): string {
  if (entry.error) return t('translate.site-settings.qa.matrix.error');
  if (entry.differencePercentage < 0) return t('translate.site-settings.qa.matrix.computing');
  return `${entry.differencePercentage.toFixed(entry.differencePercentage === 0 ? 0 : 2)} %`;
}

