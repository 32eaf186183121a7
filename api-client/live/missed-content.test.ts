import { describe, expect, it } from 'vitest';
import { missedContent } from './use-live-updates';

describe('missedContent', () => {
  it('is true when the server passed on a change after the page read its content', () => {
    expect(missedContent({ contentChangedAt: 5_000, now: 6_000 }, 4_000, 0)).toBe(true);
  });

  it('is false when the content was read after the last change, or at the same instant', () => {
    expect(missedContent({ contentChangedAt: 5_000, now: 6_000 }, 5_500, 0)).toBe(false);
    expect(missedContent({ contentChangedAt: 5_000, now: 6_000 }, 5_000, 0)).toBe(false);
  });

  it('without a render time, counts from when the page began to load, on the server clock', () => {
    // Joined at 60 s on the server clock, 3 s after the page began to load: content is as of 57 s.
    expect(missedContent({ contentChangedAt: 58_000, now: 60_000 }, null, 3_000)).toBe(true);
    expect(missedContent({ contentChangedAt: 56_000, now: 60_000 }, null, 3_000)).toBe(false);
  });
});
