import { describe, expect, it } from 'vitest';
import {
  SLIDER_DEBOUNCE_MS,
  SLIDER_STEP_MS,
  dateAtStep,
  phaseAtDate,
  sliderRange,
  stepAtDate,
} from './phase-dates';
import { DEFAULT_TEST_TIME_ZONE } from '../../schemas';
import { TEST_TIME_ZONES } from '../../schemas/validators';

// The demo conference's phases (server/demo/calendar.ts), listed out of order on purpose.
const phases = [
  { id: 'live', label: 'Live', start: '2027-05-18T08:00:00Z' },
  { id: 'pre-event', label: 'Pre-event', start: '2026-09-01T00:00:00Z' },
  { id: 'post-event', label: 'Post-event', start: '2027-05-21T00:00:00Z' },
];

describe('constants (docs/behaviour/phases.md, Phase slider)', () => {
  it('offers the test time zones, UTC by default', () => {
    expect(TEST_TIME_ZONES).toEqual(['UTC', 'Pacific/Auckland', 'US/Eastern', 'US/Pacific', 'America/Mexico_City', 'Asia/Shanghai', 'Asia/Tokyo']);
    expect(DEFAULT_TEST_TIME_ZONE).toBe('UTC');
  });
  it('steps the slider by 30 minutes and debounces it by 50 ms', () => {
    expect(SLIDER_STEP_MS).toBe(30 * 60 * 1000);
    expect(SLIDER_DEBOUNCE_MS).toBe(50);
  });
});

describe('sliderRange', () => {
  it('spans the first phase start to the last in 30-minute steps', () => {
    const range = sliderRange(phases);
    expect(range).toEqual({
      kind: 'range',
      start: Date.parse('2026-09-01T00:00:00Z'),
      end: Date.parse('2027-05-21T00:00:00Z'),
      steps: (Date.parse('2027-05-21T00:00:00Z') - Date.parse('2026-09-01T00:00:00Z')) / SLIDER_STEP_MS,
    });
  });
  it('is none without phases and invalid without two readable, distinct starts', () => {
    expect(sliderRange([])).toEqual({ kind: 'none' });
    expect(sliderRange([{ id: 'only', start: '2027-01-01T00:00:00Z' }])).toEqual({ kind: 'invalid' });
    expect(sliderRange([{ id: 'a', start: 'soon' }, { id: 'b', start: 'later' }])).toEqual({ kind: 'invalid' });
    expect(sliderRange([{ id: 'a', start: '2027-01-01T00:00:00Z' }, { id: 'b', start: '2027-01-01T00:00:00Z' }])).toEqual({ kind: 'invalid' });
  });
  it('rounds a range that is not a whole number of steps up, the last step ending on the last start', () => {
    const range = sliderRange([{ id: 'a', start: '2027-01-01T00:00:00Z' }, { id: 'b', start: '2027-01-01T01:10:00Z' }]);
    if (range.kind !== 'range') throw new Error('expected a range');
    expect(range.steps).toBe(3);
    expect(dateAtStep(range, 2).toISOString()).toBe('2027-01-01T01:00:00.000Z');
    expect(dateAtStep(range, 3).toISOString()).toBe('2027-01-01T01:10:00.000Z');
  });
});

describe('dateAtStep and stepAtDate', () => {
  const range = sliderRange(phases);
  if (range.kind !== 'range') throw new Error('expected a range');
  it('maps steps to dates 30 minutes apart, from the first start', () => {
    expect(dateAtStep(range, 0).toISOString()).toBe('2026-09-01T00:00:00.000Z');
    expect(dateAtStep(range, 1).toISOString()).toBe('2026-09-01T00:30:00.000Z');
    expect(dateAtStep(range, 5).toISOString()).toBe('2026-09-01T02:30:00.000Z');
    expect(dateAtStep(range, -4).toISOString()).toBe('2026-09-01T00:00:00.000Z');
  });
  it('answers the nearest step, clamped to the range', () => {
    expect(stepAtDate(range, new Date('2026-09-01T00:44:00Z'))).toBe(1);
    expect(stepAtDate(range, new Date('2026-09-01T00:46:00Z'))).toBe(2);
    expect(stepAtDate(range, new Date('2020-01-01T00:00:00Z'))).toBe(0);
    expect(stepAtDate(range, new Date('2030-01-01T00:00:00Z'))).toBe(range.steps);
  });
  it('lands exactly on the live start', () => {
    const live = new Date('2027-05-18T08:00:00Z');
    expect(dateAtStep(range, stepAtDate(range, live)).toISOString()).toBe(live.toISOString());
  });
});

describe('phaseAtDate', () => {
  it('is the latest phase started at the date, the first before any, null without phases', () => {
    expect(phaseAtDate(phases, new Date('2027-05-18T08:00:00Z'))).toBe('live');
    expect(phaseAtDate(phases, new Date('2027-05-18T07:59:59Z'))).toBe('pre-event');
    expect(phaseAtDate(phases, new Date('2027-06-01T00:00:00Z'))).toBe('post-event');
    expect(phaseAtDate(phases, new Date('2025-01-01T00:00:00Z'))).toBe('pre-event');
    expect(phaseAtDate([], new Date())).toBeNull();
  });
});
