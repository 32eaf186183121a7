import { describe, expect, it } from 'vitest';
import { clockOf, HOVER_AUTOPLAY_DELAY_MS, isHoverPointer, PROGRESS_POLL_MS, stateAfterPause } from './simple-video-state';

describe('simple video rules', () => {
  it('hovers 200 ms before it starts and reads its progress every 100 ms', () => {
    expect(HOVER_AUTOPLAY_DELAY_MS).toBe(200);
    expect(PROGRESS_POLL_MS).toBe(100);
  });

  it('a pause after the end or a Stop is stopped; any other pause is paused', () => {
    expect(stateAfterPause(true, false)).toBe('stopped');
    expect(stateAfterPause(false, true)).toBe('stopped');
    expect(stateAfterPause(false, false)).toBe('paused');
  });

  it('only a mouse or a pen hovers', () => {
    expect(isHoverPointer('mouse')).toBe(true);
    expect(isHoverPointer('pen')).toBe(true);
    expect(isHoverPointer('touch')).toBe(false);
  });

  it('shows positions as m:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(9.7)).toBe('0:09');
    expect(clockOf(75)).toBe('1:15');
    expect(clockOf(Number.NaN)).toBe('0:00');
    expect(clockOf(-3)).toBe('0:00');
  });
});
