import { describe, expect, it } from 'vitest';
import { fillTabs, tabScript } from './capture';
import type { QaCell } from './matrix';

const cell = (page: string, breakpoint: QaCell['breakpoint']): QaCell => ({ page, phaseId: 'live', attendeeType: 'anonymous', breakpoint, fullPage: false });
const group = (page: string) => [cell(page, 'desktop'), cell(page, 'tablet'), cell(page, 'mobile')];

describe('fillTabs', () => {
  it('keeps the groups when there are at least as many as tabs', () => {
    const groups = [group('home'), group('sessions')];
    expect(fillTabs(groups, 2)).toEqual(groups);
  });

  it('halves the largest groups until every tab has work, never losing or repeating a cell', () => {
    const groups = [group('home'), group('sessions')];
    const filled = fillTabs(groups, 5);
    expect(filled).toHaveLength(5);
    expect(filled.flat()).toEqual(groups.flat());
  });

  it('stops at one cell per group', () => {
    expect(fillTabs([group('home')], 10)).toEqual([[cell('home', 'desktop')], [cell('home', 'tablet')], [cell('home', 'mobile')]]);
  });
});

describe('tabScript', () => {
  it('is JavaScript the tab can run, carrying its options as data', () => {
    const script = tabScript({ css: '*{content:"</script>"}' });
    // Parses (a syntax error would leave every tab unprepared and every capture waiting for its time-out).
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain(JSON.stringify('*{content:"</script>"}'));
  });
});
