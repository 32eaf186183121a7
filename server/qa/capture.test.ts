import { describe, expect, it } from 'vitest';
import { fillTabs, slots } from './capture';
import { atWidth, tabScript } from './settled';
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

describe('atWidth', () => {
  it('is JavaScript the tab can run', () => {
    expect(() => new Function(`return ${atWidth(539, 10_000)}`)).not.toThrow();
  });
});

describe('slots', () => {
  it('lets `size` holders in at once and the next one as a holder leaves, in order', async () => {
    const take = slots(2);
    const order: string[] = [];
    const first = await take();
    const second = await take();
    const third = take().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = take().then((release) => {
      order.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    first();
    // Releasing twice frees one place, not two.
    first();
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    // Every place is free again.
    const again = await Promise.all([take(), take()]);
    for (const release of again) release();
  });
});
