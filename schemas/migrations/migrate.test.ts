import { describe, expect, it } from 'vitest';
import { blockSchemaVersions, blockTypes } from '../generated/block-types';
import { blockSchemas } from '../generated/block-schemas';
import { currentBlockVersion, migrateBlock, migrateComponent, migratePageLayout } from './migrate';
import { blockMigrations } from './registry';

describe('block migrations', () => {
  it('every block type has one step per version below its schema version, ids named after the type', () => {
    for (const type of blockTypes) {
      const steps = blockMigrations[type] ?? [];
      expect(steps.map((s) => s.from), type).toEqual(Array.from({ length: blockSchemaVersions[type] - 1 }, (_, i) => i + 1));
      for (const s of steps) expect(s.id.startsWith(`${type}/`), s.id).toBe(true);
      expect(blockSchemaVersions[type]).toBe(blockSchemas[type]['x-schemaVersion']);
    }
  });

  it('migrateBlock brings old props to the current version and leaves current ones alone', () => {
    const old = { heading: 'A', headingAlignment: 'right' };
    expect(migrateBlock('sectionHeading', 1, old)).toEqual({ props: { heading: 'A', textAlignment: 'right' }, version: 2 });
    expect(old).toEqual({ heading: 'A', headingAlignment: 'right' });
    expect(migrateBlock('sectionHeading', undefined, old).version).toBe(2);
    const current = { heading: 'A', textAlignment: 'right' };
    expect(migrateBlock('sectionHeading', 2, current).props).toBe(current);
  });

  it('passes unknown types and props from a newer version unchanged', () => {
    const props = { x: 1 };
    expect(migrateBlock('notABlock', 1, props)).toEqual({ props, version: 1 });
    expect(migrateBlock('sectionHeading', 9, props)).toEqual({ props, version: 9 });
    expect(currentBlockVersion('notABlock')).toBe(1);
  });

  it('migratePageLayout migrates each block and keeps the same object when nothing changes', () => {
    const hero = { component: 'headerBanner', props: { mainTitle: 'x' }, schemaVersion: 1 };
    const heading = { component: 'sectionHeading', props: { headingAlignment: 'center' }, schemaVersion: 1 };
    const layout = { id: 'home--live', components: [hero, heading] };
    const migrated = migratePageLayout(layout);
    expect(migrated.components[0]).toBe(hero);
    expect(migrated.components[1]).toEqual({ component: 'sectionHeading', props: { textAlignment: 'center' }, schemaVersion: 2 });
    expect(migratePageLayout(migrated)).toBe(migrated);
    expect(migrateComponent(hero)).toBe(hero);
  });
});
