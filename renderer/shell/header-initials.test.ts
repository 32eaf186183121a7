import { describe, expect, it } from 'vitest';
import { initialsOf } from './Header';

describe("the account button's initials", () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Avery Attendee')).toBe('AA');
    expect(initialsOf('  maría  de la Cruz ')).toBe('MC');
    expect(initialsOf('Avery')).toBe('A');
    expect(initialsOf('Émile (he/him) Zola')).toBe('ÉZ');
    expect(initialsOf('')).toBe('');
  });
});
