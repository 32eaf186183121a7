import { describe, expect, it } from 'vitest';
import { sentWhen } from './relative-time';

const now = new Date('2027-05-18T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('sentWhen', () => {
  it('is relative within 3 days of now, a date beyond', () => {
    expect(sentWhen(before(10_000), now, 'en', 'UTC')).toBe('this minute');
    expect(sentWhen(before(5 * 60_000), now, 'en', 'UTC')).toBe('5 minutes ago');
    expect(sentWhen(before(3 * 3_600_000), now, 'en', 'UTC')).toBe('3 hours ago');
    expect(sentWhen(before(26 * 3_600_000), now, 'en', 'UTC')).toBe('yesterday');
    expect(sentWhen(before(71 * 3_600_000), now, 'en', 'UTC')).toBe('3 days ago');
    expect(sentWhen(before(72 * 3_600_000), now, 'en', 'UTC')).toBe('May 15, 2027, 12:00 PM');
    expect(sentWhen(before(5 * 60_000), now, 'de', 'Europe/Berlin')).toBe('vor 5 Minuten');
  });
});
