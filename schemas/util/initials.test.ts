import { describe, expect, test } from 'vitest';
import { initialsOf } from './initials';

const expected: Record<string, string> = {
  'Avery Attendee': 'AA',
  'avery lee jones': 'AJ',
  '  maría  de la Cruz ': 'MC',
  Avery: 'A',
  'Émile (he/him) Zola': 'ÉZ',
  '3M Company': '3C',
  '- (guest) Sam': 'S',
  '': '',
};

describe('initials', () => {
  for (const [name, initials] of Object.entries(expected)) {
    test(`${JSON.stringify(name)} gives ${JSON.stringify(initials)}`, () => expect(initialsOf(name)).toBe(initials));
  }
});
