import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import type { BlockDefinition } from '../renderer';
import { blockMeta, exampleStory, sampleChildren } from './block-story';
import { fullSchemaOf } from './schema-controls';

const def = (type: string): BlockDefinition => {
  const d = registry[type];
  if (!d) throw new Error(`${type} is not registered`);
  return d;
};

describe('sampleChildren', () => {
  it('puts one child in each tab of a tab explorer (x-slots tabs[].id)', () => {
    const children = sampleChildren(def('tabExplorer'), { tabs: [{ id: 'day-1' }, { id: 'day-2' }] }, 'tabs');
    expect(children.map((c) => [c.componentId, c.parentId, c.slot, c.component])).toEqual([
      ['tabs-child-1', 'tabs', 'day-1', 'sectionHeading'],
      ['tabs-child-2', 'tabs', 'day-2', 'sectionHeading'],
    ]);
  });

  it('puts two children in the single slot of a drawer or randomizer, none in a plain block', () => {
    expect(sampleChildren(def('drawer'), {}, 'd').map((c) => c.slot)).toEqual([null, null]);
    expect(sampleChildren(def('randomizer'), {}, 'r')).toHaveLength(2);
    expect(sampleChildren(def('sectionHeading'), {}, 's')).toEqual([]);
  });
});

describe('block stories', () => {
  it('take args from the schema example, as a copy', () => {
    const story = exampleStory('sectionHeading', 0);
    const example = (fullSchemaOf('sectionHeading').examples as unknown[])[0];
    expect(story.args).toEqual(example);
    expect(story.args).not.toBe(example);
    expect(() => exampleStory('sectionHeading', 99)).toThrow('has 2 schema examples, not 100');
    expect(() => blockMeta('noSuchBlock')).toThrow('No block "noSuchBlock" in the registry');
  });

  it('document the block from its schema', () => {
    const meta = blockMeta('headerBanner');
    expect(meta.parameters?.docs.description.component).toContain(String(fullSchemaOf('headerBanner').description));
    expect(Object.keys(meta.argTypes ?? {})).toEqual(
      expect.arrayContaining(['mainTitle', 'buttons', 'isDisabled', 'requireScope']),
    );
  });
});
