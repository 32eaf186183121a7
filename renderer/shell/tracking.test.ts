import { describe, expect, it } from 'vitest';
import { createTracker, trackingEventLimit } from './tracking';

describe('tracking', () => {
  it('keeps at most 50 events in memory, dropping the oldest', () => {
    expect(trackingEventLimit).toBe(50);
    const t = createTracker();
    for (let i = 1; i <= 60; i++) t.trackPageView(`/en/p${i}`, `P${i}`);
    const events = t.events();
    expect(events).toHaveLength(50);
    expect(events[0]).toMatchObject({ kind: 'pageView', path: '/en/p11' });
    expect(events[49]).toMatchObject({ path: '/en/p60' });
  });

  it('sends buffered and new events to an attached sink', () => {
    const t = createTracker();
    t.trackException('Failed to load UHF');
    const seen: string[] = [];
    const detach = t.attach((e) => seen.push(e.kind));
    t.trackPageView('/en/home', 'Home');
    detach();
    t.trackPageView('/en/sessions', 'Sessions');
    expect(seen).toEqual(['exception', 'pageView']);
  });
});
