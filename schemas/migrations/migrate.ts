import { blockSchemaVersions, type BlockType } from '../generated/block-types';
import { blockMigrations } from './registry';
import type { Props } from './types';

export type { BlockMigration, BlockMigrations } from './types';

export interface MigratedProps {
  props: Props;
  /** The version the props now have: the block schema's current `x-schemaVersion`. */
  version: number;
}

/** The current `x-schemaVersion` of a block type; 1 for a type schemas/ does not know. */
export function currentBlockVersion(type: string): number {
  return Object.prototype.hasOwnProperty.call(blockSchemaVersions, type) ? blockSchemaVersions[type as BlockType] : 1;
}

/**
 * Brings a block's stored props up to its schema's current version by running each `up` step after `storedVersion`
 * in order. A missing version counts as 1. Unknown block types and props already current pass unchanged (same
 * object). Props from a newer version than this code knows are left alone: they may be from a newer deployment.
 * Pure: the stored props are never mutated.
 */
export function migrateBlock(type: string, storedVersion: number | null | undefined, props: Props): MigratedProps {
  const target = currentBlockVersion(type);
  let version = storedVersion ?? 1;
  if (version >= target) return { props, version };
  const steps = blockMigrations[type as BlockType] ?? [];
  let current = props;
  while (version < target) {
    const step = steps.find((m) => m.from === version);
    if (!step) throw new Error(`${type}: no migration from version ${version} to ${version + 1}`);
    current = step.up(structuredClone(current));
    version += 1;
  }
  return { props: current, version };
}

/** What migrating reads of a stored block (PageComponent and the API's answer shapes both have it). */
export interface MigratableBlock {
  component: string;
  props: Props;
  schemaVersion?: number | null;
}

/** A stored block with its props brought up to date (same object when nothing had to change). */
export function migrateComponent<C extends MigratableBlock>(component: C): C {
  const { props, version } = migrateBlock(component.component, component.schemaVersion, component.props);
  if (props === component.props) return component;
  return { ...component, props, schemaVersion: version };
}

/** A page layout with every block brought up to date (same object when nothing had to change). */
export function migratePageLayout<L extends { components: readonly MigratableBlock[] }>(layout: L): L {
  let changed = false;
  const components = layout.components.map((c) => {
    const next = migrateComponent(c);
    if (next !== c) changed = true;
    return next;
  });
  return changed ? { ...layout, components } : layout;
}
