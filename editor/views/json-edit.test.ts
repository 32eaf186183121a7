import { describe, expect, it } from 'vitest';
import { checkJsonEdit, locatePointer, propsToText } from './json-edit';

const block = {
  componentId: 'intro',
  component: 'sectionHeading',
  parentId: null,
  props: { heading: 'Welcome', headingLevel: 2 },
  originalHash: 'abc123',
};

describe('checkJsonEdit (when the JSON view can save)', () => {
  it('cannot save the original text', () => {
    const check = checkJsonEdit(propsToText(block), block);
    expect(check).toMatchObject({ status: 'unchanged', canSave: false });
  });

  it('can save valid JSON that differs from the original when the block has an originalHash', () => {
    const check = checkJsonEdit(JSON.stringify({ heading: 'Hello', headingLevel: 2 }), block);
    expect(check).toMatchObject({ status: 'ready', canSave: true, props: { heading: 'Hello', headingLevel: 2 } });
  });

  it('treats a reordering of keys as no change', () => {
    expect(checkJsonEdit('{"headingLevel":2,"heading":"Welcome"}', block).status).toBe('unchanged');
  });

  it('cannot save text that is not JSON, or JSON that is not an object', () => {
    const broken = checkJsonEdit('{"heading": "Hello",', block);
    expect(broken.status).toBe('invalid-json');
    expect(broken.parseError).not.toBeNull();
    expect(broken.canSave).toBe(false);
    expect(checkJsonEdit('[1, 2]', block)).toMatchObject({ status: 'not-object', canSave: false });
  });

  it("cannot save props that break the block's schema, and names the field", () => {
    const check = checkJsonEdit(JSON.stringify({ heading: 'Hello', headingLevel: 9 }), block);
    expect(check.status).toBe('invalid-props');
    expect(check.canSave).toBe(false);
    expect(check.issues.map((i) => i.path)).toContain('/headingLevel');
    expect(checkJsonEdit(JSON.stringify({ heading: 'Hello', bogus: 1 }), block).issues[0]?.message).toBe('bogus is not a known property');
  });

  it('cannot save a block without an originalHash', () => {
    const fresh = { ...block, originalHash: undefined };
    expect(checkJsonEdit(JSON.stringify({ heading: 'Hello' }), fresh)).toMatchObject({ status: 'no-original', canSave: false });
  });
});

describe('locatePointer', () => {
  const text = '{\n  "heading": "x",\n  "buttons": [\n    { "type": "link", "text": "a" }\n  ]\n}';

  it('points at the property name of each named segment', () => {
    expect(locatePointer(text, '/heading')).toEqual({ startLineNumber: 2, startColumn: 3, endLineNumber: 2, endColumn: 12 });
    expect(locatePointer(text, '/buttons/0/type')).toMatchObject({ startLineNumber: 4, startColumn: 7 });
  });

  it('marks line 1 for the whole document or an unknown field', () => {
    expect(locatePointer(text, '')).toMatchObject({ startLineNumber: 1, startColumn: 1 });
    expect(locatePointer(text, '/nope')).toMatchObject({ startLineNumber: 1, startColumn: 1 });
  });
});
