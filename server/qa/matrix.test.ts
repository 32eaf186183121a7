import { describe, expect, it } from 'vitest';
import { layoutNeedsId } from '../../schemas/index.js';
import { DEMO_PAGE_NAMES } from '../demo/index.js';
import { cellKey, differenceLabel, expandMatrix, pagePath, passes, QA_BREAKPOINTS, QA_HEIGHT, QA_THRESHOLD_PERCENT, QA_TIMER_DELAY_MS } from './matrix';

describe('QA matrix (docs/behaviour/qa.md)', () => {
  it('holds the spec defaults', () => {
    expect(QA_THRESHOLD_PERCENT).toBe(1);
    expect(QA_TIMER_DELAY_MS).toBe(1000);
    expect(QA_BREAKPOINTS).toEqual({ desktop: 1920, tablet: 1083, mobile: 539 });
    expect(QA_HEIGHT).toBe(600);
  });

  it('labels above 40 high, 10 to 40 medium, below 10 low', () => {
    expect(differenceLabel(40.001)).toBe('high');
    expect(differenceLabel(40)).toBe('medium');
    expect(differenceLabel(10)).toBe('medium');
    expect(differenceLabel(9.999)).toBe('low');
    expect(differenceLabel(0)).toBe('low');
  });

  it('passes at or below 1 percent and has no verdict while computing (-1)', () => {
    expect(passes(1)).toBe(true);
    expect(passes(1.001)).toBe(false);
    expect(passes(-1)).toBeNull();
  });

  it('expands pages × phases × attendee types × breakpoints with the demo defaults', () => {
    const cells = expandMatrix({ pages: ['home', 'sessions'], phases: ['pre-event', 'live', 'post-event'] });
    expect(cells).toHaveLength(2 * 3 * 4 * 3);
    expect(new Set(cells.map(cellKey)).size).toBe(cells.length);
    expect(cells[0]).toEqual({ page: 'home', phaseId: 'pre-event', attendeeType: 'anonymous', breakpoint: 'desktop', fullPage: false });
  });

  it('finds the path of a layout; a detail layout needs an example id', () => {
    expect(pagePath('home', 'en')).toBe('/en/home');
    expect(pagePath('sessions-detail', 'en')).toBeNull();
    expect(pagePath('sessions-detail', 'en', { 'sessions-detail': 'S 1' })).toBe('/en/sessions/S%201');
    expect(pagePath('user-profile', 'en')).toBe('/en/user/profile');
    expect(pagePath('evaluations-conference', 'de')).toBe('/de/evaluations/conference');
    expect(pagePath('notification-rules', 'en')).toBeNull();
    expect(pagePath('meetings-edit', 'en')).toBeNull();
    expect(pagePath('meetings-edit', 'en', { 'meetings-edit': 'm1' })).toBe('/en/meetings/edit/m1');
    expect(pagePath('appointments-schedule', 'en')).toBe('/en/appointments/schedule');
  });

  // The site's side (renderer/shell/route-table.test.ts) checks that it routes each of these paths to its layout.
  it('finds a site path for every page layout of the demo', () => {
    for (const page of DEMO_PAGE_NAMES) {
      const ids = layoutNeedsId(page) ? { [page]: 'example' } : {};
      expect(pagePath(page, 'en', ids), page).not.toBeNull();
    }
  });
});
