import { describe, expect, it } from 'vitest';
import { parseGroup, specsOfGroup } from './e2e-groups';

const files = ['a11y-routes-attendee.spec.ts', 'a11y-routes-anonymous.spec.ts', 'xss.spec.ts', 'design-screens.spec.ts', 'home.spec.ts', 'catalog.spec.ts', 'editor.spec.ts'];

describe('e2e groups', () => {
  it('puts every spec file in exactly one group', () => {
    const groups = [1, 2, 3].map((k) => specsOfGroup(files, k, 3));
    expect(groups.flat().sort()).toEqual([...files].sort());
  });

  it('balances by measured minutes: the two heaviest files land in different groups', () => {
    const [one, two] = [specsOfGroup(files, 1, 2), specsOfGroup(files, 2, 2)];
    expect(one).toContain('xss.spec.ts');
    expect(two).toContain('a11y-routes-attendee.spec.ts');
  });

  it('reads k/n and refuses a group that does not exist', () => {
    expect(parseGroup(undefined)).toEqual([1, 1]);
    expect(parseGroup('2/2')).toEqual([2, 2]);
    expect(() => parseGroup('3/2')).toThrow('E2E_GROUP=3/2');
    expect(() => parseGroup('two')).toThrow();
  });
});
