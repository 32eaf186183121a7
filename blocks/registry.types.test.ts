import { describe, expect, it } from 'vitest';
import { defineBlock, registry, type BlockRegistryByType, type TypedBlockDefinition } from './registry';

// tsc checks this file with the rest of the project: each `@ts-expect-error` below fails the type
// check if the registration under it ever compiles.
describe('registry types', () => {
  it('rejects a component registered under another block type', () => {
    // @ts-expect-error Agenda takes AgendaProps, not SectionHeadingProps.
    const wrongComponent: TypedBlockDefinition<'sectionHeading'> = defineBlock('sectionHeading', () => import('./agenda/Agenda'));

    const wrongKey: BlockRegistryByType = {
      ...registry,
      // @ts-expect-error An agenda definition in the sectionHeading slot.
      sectionHeading: defineBlock('agenda', () => import('./agenda/Agenda')),
    };

    const right: TypedBlockDefinition<'sectionHeading'> = defineBlock('sectionHeading', () => import('./sectionHeading/SectionHeading'));
    expect([wrongComponent, wrongKey, right]).toHaveLength(3);
    expect(right.type).toBe('sectionHeading');
  });
});
