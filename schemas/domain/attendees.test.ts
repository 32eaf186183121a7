import { describe, expect, it } from 'vitest';
import type { ProfileMetadata } from '../generated/types';
import { autofillQuery, consentApplies, profileCompletion, truncateBio } from './attendees';

const meta = (items: ProfileMetadata['sections'][number]['itemsToShow']): ProfileMetadata => ({
  sections: [{ name: 'about', label: 'About', itemsToShow: items }],
});
const item = (path: string, style: ProfileMetadata['sections'][number]['itemsToShow'][number]['style'], completionWeight: number) => ({ path, style, completionWeight, label: path });

describe('profileCompletion (docs/behaviour/attendees-and-profile.md)', () => {
  it('is 0 without weights', () => {
    expect(profileCompletion(meta([]), {})).toBe(0);
    expect(profileCompletion(meta([item('a', 'text', 0)]), { a: 'x' })).toBe(0);
  });

  it('is the weighted share rounded down; readonly always complete', () => {
    const m = meta([item('a', 'readonly', 1), item('b', 'text', 1), item('c', 'text', 1)]);
    expect(profileCompletion(m, {})).toBe(33);
    expect(profileCompletion(m, { b: 'x' })).toBe(66);
    expect(profileCompletion(m, { b: 'x', c: 'y' })).toBe(100);
  });

  it('applies the per-style rules', () => {
    const m = meta([item('g', 'select-group', 1)]);
    expect(profileCompletion(m, { g: false })).toBe(100);
    expect(profileCompletion(m, { g: '' })).toBe(0);
    expect(profileCompletion(m, {})).toBe(0);
    for (const style of ['picture', 'text', 'text-area', 'options'] as const) {
      expect(profileCompletion(meta([item('v', style, 1)]), { v: '' })).toBe(0);
      expect(profileCompletion(meta([item('v', style, 1)]), { v: false })).toBe(0);
      expect(profileCompletion(meta([item('v', style, 1)]), { v: 'x' })).toBe(100);
    }
    for (const style of ['nested', 'multi-select'] as const) {
      expect(profileCompletion(meta([item('v', style, 1)]), { v: [] })).toBe(0);
      expect(profileCompletion(meta([item('v', style, 1)]), { v: 'x' })).toBe(0);
      expect(profileCompletion(meta([item('v', style, 1)]), { v: ['x'] })).toBe(100);
    }
    expect(profileCompletion(meta([item('d.e', 'text', 3), item('d.f', 'text', 1)]), { d: { e: 'x' } })).toBe(75);
  });
});

describe('autofill and the rest', () => {
  it('strips trailing dots and whitespace and starts at 2 characters', () => {
    expect(autofillQuery('Av. ')).toBe('Av');
    expect(autofillQuery('A...')).toBeNull();
    expect(autofillQuery(' a')).toBeNull();
    expect(autofillQuery('Avery A. ')).toBe('Avery A');
  });
  it('truncates biographies at 350 characters', () => {
    expect(truncateBio('x'.repeat(350))).toHaveLength(350);
    expect(truncateBio('x'.repeat(351))).toBe(`${'x'.repeat(350)}…`);
  });
  it('applies consent only to signed-in visitors not from Korea', () => {
    expect(consentApplies(true, 'US')).toBe(true);
    expect(consentApplies(true, 'kr')).toBe(false);
    expect(consentApplies(false, 'US')).toBe(false);
  });
});
