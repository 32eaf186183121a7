import { describe, expect, it } from 'vitest';
import { initialsOf } from './Header';

describe("the account button's initials", () => {
  it.each([
    { name: 'Avery Attendee', initials: 'AA' },
    { name: '  maría  de la Cruz ', initials: 'MC' },
    { name: 'Avery', initials: 'A' },
    { name: 'Émile (he/him) Zola', initials: 'ÉZ' },
    { name: '', initials: '' },
  ])('takes the first letters of the first and last names: $name gives $initials', ({ name, initials }) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
