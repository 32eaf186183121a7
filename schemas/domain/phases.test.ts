import { describe, expect, it } from 'vitest';
import { effectiveNow, resolveCurrentPhase } from './phases';

const phases = [
  { id: 'live', start: '2027-05-18T08:00:00Z' },
  { id: 'pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'post-event', start: '2027-05-21T00:00:00Z' },
];
const at = (iso: string) => resolveCurrentPhase(phases, new Date(iso))?.id;

describe('resolveCurrentPhase (docs/behaviour/phases.md)', () => {
  // A start exactly at now counts as started.
  it.each([
    { now: '2027-05-19T00:00:00Z', phase: 'live' },
    { now: '2027-05-18T08:00:00Z', phase: 'live' },
    { now: '2027-05-18T07:59:59Z', phase: 'pre-event' },
    { now: '2030-01-01T00:00:00Z', phase: 'post-event' },
  ])('is the latest phase whose start is at or before now: $phase at $now', ({ now, phase }) => {
    expect(at(now)).toBe(phase);
  });
  it('is the first phase when none has started', () => {
    expect(at('2020-01-01T00:00:00Z')).toBe('pre-event');
  });
  it('is undefined without phases, and ignores unreadable starts', () => {
    expect(resolveCurrentPhase([], new Date())).toBeUndefined();
    expect(resolveCurrentPhase([{ id: 'x', start: 'soon' }], new Date())).toBeUndefined();
  });
  it('answers the phase object itself', () => {
    const labelled = [{ id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' }];
    expect(resolveCurrentPhase(labelled, new Date('2027-06-01T00:00:00Z'))).toBe(labelled[0]);
  });
});

describe('effectiveNow', () => {
  it('is the testing date when it is a valid date, else the clock', () => {
    const clock = new Date('2020-01-01T00:00:00Z');
    expect(resolveCurrentPhase(phases, effectiveNow('2027-05-22T00:00:00Z', clock))?.id).toBe('post-event');
    expect(effectiveNow(null, clock)).toBe(clock);
    expect(effectiveNow(undefined, clock)).toBe(clock);
    expect(effectiveNow('not a date', clock)).toBe(clock);
  });
});
