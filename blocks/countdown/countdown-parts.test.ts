import { describe, expect, it } from 'vitest';
import { countdownParts, padCountdownNumber } from './countdown-parts';

const all = { showMonths: true, showDays: true, showHours: true, showMinutes: true, showSeconds: true };
const start = Date.UTC(2026, 0, 1, 0, 0, 0);
const values = (s: ReturnType<typeof countdownParts>) => s.parts.map((p) => `${p.unit}:${p.value}`);

describe('countdownParts', () => {
  it('counts a month as 30 days', () => {
    const end = start + 30 * 86_400_000;
    expect(values(countdownParts(start, end, all))).toEqual([
      'months:01',
      'days:00',
      'hours:00',
      'minutes:00',
      'seconds:00',
    ]);
    // 31 days is one month and one day, whatever the calendar says.
    expect(values(countdownParts(start, end + 86_400_000, all))[1]).toBe('days:01');
  });

  it('pads every number to 2 digits', () => {
    const end = start + (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000;
    expect(values(countdownParts(start, end, all))).toEqual([
      'months:00',
      'days:02',
      'hours:03',
      'minutes:04',
      'seconds:05',
    ]);
    expect(padCountdownNumber(7)).toBe('07');
    expect(padCountdownNumber(123)).toBe('123');
  });

  it('carries hidden units into the next shown unit', () => {
    const end = start + 45 * 86_400_000 + 3_600_000;
    const noMonths = { showDays: true, showHours: true };
    expect(values(countdownParts(start, end, noMonths))).toEqual(['days:45', 'hours:01']);
  });

  it('shows only the flagged units', () => {
    expect(countdownParts(start, start + 1000, { showSeconds: true }).parts).toHaveLength(1);
    expect(countdownParts(start, start + 1000, {}).parts).toHaveLength(0);
  });

  it('shows zeros and finished after the end time', () => {
    const state = countdownParts(start + 5000, start, all);
    expect(state.finished).toBe(true);
    expect(state.parts.every((p) => p.value === '00')).toBe(true);
    expect(countdownParts(start, start, all).finished).toBe(true);
    expect(countdownParts(start, Number.NaN, all).finished).toBe(true);
  });

  it('drops partial seconds', () => {
    expect(values(countdownParts(start, start + 1999, { showSeconds: true }))).toEqual(['seconds:01']);
  });
});
