import { describe, expect, it } from 'vitest';
import { followSaves } from './follow-saves';

describe('followSaves', () => {
  const seen = { siteName: 'Nimbus', limits: { seats: 493, rooms: 4 }, menus: ['a'] };

  it('takes the saved value of every field the editor did not touch', () => {
    const saved = { siteName: 'Nimbus 2027', limits: { seats: 493, rooms: 5 }, menus: ['a', 'b'] };
    expect(followSaves(seen, structuredClone(seen), saved)).toEqual({ value: saved, changedElsewhere: [] });
  });

  it('keeps the editor value of a touched field and names it when the saved version changed it differently', () => {
    const mine = { ...seen, limits: { seats: 494, rooms: 4 } };
    const saved = { siteName: 'Nimbus 2027', limits: { seats: 495, rooms: 5 }, menus: ['a'] };
    expect(followSaves(seen, mine, saved)).toEqual({
      value: { siteName: 'Nimbus 2027', limits: { seats: 494, rooms: 5 }, menus: ['a'] },
      changedElsewhere: ['/limits/seats'],
    });
  });

  it('does not flag a touched field saved elsewhere with the same value, nor one only the editor changed', () => {
    const mine = { ...seen, siteName: 'Same', menus: ['a', 'mine'] };
    const saved = { ...seen, siteName: 'Same' };
    expect(followSaves(seen, mine, saved)).toEqual({ value: mine, changedElsewhere: [] });
  });
});
