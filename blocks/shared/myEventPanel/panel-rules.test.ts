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
  /** On a screen ultra-wide or not, a panel starts listening for the other one opening. */
  const listening = (ultraWide: boolean, panel: string) => {
    vi.stubGlobal('matchMedia', () => ({ matches: ultraWide }) as MediaQueryList);
    const close = vi.fn();
    return { close, stop: onOtherSidePanel(panel, close) };
  };

  it('closes the panel when the refiner opens below 1921 px, not its own announcement', () => {
    const { close, stop } = listening(false, 'my-event');
    announceSidePanel('my-event');
    expect(close).not.toHaveBeenCalled();
    announceSidePanel('refiner');
    expect(close).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps both open on ultra-wide screens', () => {
    const { close, stop } = listening(true, 'refiner');
    announceSidePanel('my-event');
    expect(close).not.toHaveBeenCalled();
    stop();
  });
});
