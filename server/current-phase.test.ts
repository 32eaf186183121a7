import { describe, expect, it } from 'vitest';
import { resolveCurrentPhase } from './current-phase.js';

const phases = [
  { id: 'live', start: '2027-05-18T08:00:00Z' },
  { id: 'pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'post-event', start: '2027-05-21T00:00:00Z' },
];

describe('resolveCurrentPhase', () => {
  it('answers the latest phase whose start is at or before now', () => {
    expect(resolveCurrentPhase(phases, new Date('2027-05-19T00:00:00Z'))?.id).toBe('live');
    expect(resolveCurrentPhase(phases, new Date('2027-05-18T08:00:00Z'))?.id).toBe('live');
    expect(resolveCurrentPhase(phases, new Date('2027-05-18T07:59:59Z'))?.id).toBe('pre-event');
    expect(resolveCurrentPhase(phases, new Date('2030-01-01T00:00:00Z'))?.id).toBe('post-event');
  });
  it('uses the first phase when none has started', () => {
    expect(resolveCurrentPhase(phases, new Date('2020-01-01T00:00:00Z'))?.id).toBe('pre-event');
  });
  it('answers nothing without phases', () => {
    expect(resolveCurrentPhase([], new Date())).toBeUndefined();
  });
  it('uses the testing date instead of now when set', () => {
    expect(resolveCurrentPhase(phases, new Date('2020-01-01T00:00:00Z'), '2027-05-22T00:00:00Z')?.id).toBe('post-event');
    expect(resolveCurrentPhase(phases, new Date('2027-05-19T00:00:00Z'), null)?.id).toBe('live');
  });
});
