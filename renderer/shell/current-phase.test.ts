import { describe, expect, it } from 'vitest';
import { effectiveNow, resolveCurrentPhase } from './current-phase';

const phases = [
  { id: 'live', start: '2026-11-18T08:00:00Z' },
  { id: 'pre', start: '2026-09-01T00:00:00Z' },
  { id: 'post', start: '2026-11-21T00:00:00Z' },
];

describe('resolveCurrentPhase (spec 000 section 4)', () => {
  it('is the latest phase whose start is at or before now', () => {
    expect(resolveCurrentPhase(phases, new Date('2026-11-19T00:00:00Z'))).toBe('live');
    expect(resolveCurrentPhase(phases, new Date('2026-12-01T00:00:00Z'))).toBe('post');
  });
  it('counts a start exactly at now', () => {
    expect(resolveCurrentPhase(phases, new Date('2026-11-18T08:00:00Z'))).toBe('live');
  });
  it('uses the first phase when none has started', () => {
    expect(resolveCurrentPhase(phases, new Date('2026-01-01T00:00:00Z'))).toBe('pre');
  });
  it('is null without phases', () => {
    expect(resolveCurrentPhase([], new Date())).toBeNull();
  });
  it('uses the testing date when set', () => {
    const clock = new Date('2026-12-01T00:00:00Z');
    expect(resolveCurrentPhase(phases, effectiveNow('2026-10-01T00:00:00Z', clock))).toBe('pre');
    expect(effectiveNow(null, clock)).toBe(clock);
    expect(effectiveNow('not a date', clock)).toBe(clock);
  });
});
