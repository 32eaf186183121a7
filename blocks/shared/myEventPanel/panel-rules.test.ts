// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSidePanel, onOtherSidePanel, opensByDefault } from './panel-rules';

describe('My Event panel opens by default (docs/behaviour/schedule-and-rsvp.md)', () => {
  const base = { openPhases: ['live'], phaseId: 'live', signedIn: true, wide: true, closedBefore: false };
  it('when configured for the phase, signed in, on a wide screen, not closed before', () => {
    expect(opensByDefault(base)).toBe(true);
    expect(opensByDefault({ ...base, phaseId: 'pre-event' })).toBe(false);
    expect(opensByDefault({ ...base, signedIn: false })).toBe(false);
    expect(opensByDefault({ ...base, wide: false })).toBe(false);
    expect(opensByDefault({ ...base, closedBefore: true })).toBe(false);
    expect(opensByDefault({ ...base, phaseId: null })).toBe(false);
  });
});

describe('drawer and refiner: opening one closes the other unless ultra-wide', () => {
  afterEach(() => vi.unstubAllGlobals());
  const media = (matches: boolean) => vi.stubGlobal('matchMedia', () => ({ matches }) as MediaQueryList);

  it('closes the panel when the refiner opens below 1921 px, not its own announcement', () => {
    media(false);
    const close = vi.fn();
    const stop = onOtherSidePanel('my-event', close);
    announceSidePanel('my-event');
    expect(close).not.toHaveBeenCalled();
    announceSidePanel('refiner');
    expect(close).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps both open on ultra-wide screens', () => {
    media(true);
    const close = vi.fn();
    const stop = onOtherSidePanel('refiner', close);
    announceSidePanel('my-event');
    expect(close).not.toHaveBeenCalled();
    stop();
  });
});
