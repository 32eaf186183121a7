import { describe, expect, it } from 'vitest';
import type { QaCapture } from '../../api-client/editing';
import { BREAKPOINTS, pagesOfWholeRun, percentText } from './qa-common';
import type { QaT } from './strings';

const t = ((key: string) => key) as QaT;
const entry = (differencePercentage: number, error: string | null = null) => ({ differencePercentage, error }) as QaCapture;

describe('QA view helpers', () => {
  it('runs all pages without those whose path needs an id (detail and edit pages)', () => {
    expect(pagesOfWholeRun(['home', 'sessions', 'sessions-detail', 'meetings-edit', 'appointments-edit', 'user-profile'])).toEqual(['home', 'sessions', 'user-profile']);
  });
  it('lists the breakpoints in column order with their widths', () => {
    expect(BREAKPOINTS).toEqual([{ key: 'desktop', width: 1920 }, { key: 'tablet', width: 1083 }, { key: 'mobile', width: 539 }]);
  });

  it('shows a difference in percent, computing while -1, the error when there is one', () => {
    expect(percentText(entry(12.345), t)).toBe('12.35 %');
    expect(percentText(entry(0), t)).toBe('0 %');
    expect(percentText(entry(-1), t)).toBe('translate.site-settings.qa.matrix.computing');
    expect(percentText(entry(3, 'timeout'), t)).toBe('translate.site-settings.qa.matrix.error');
  });
});
