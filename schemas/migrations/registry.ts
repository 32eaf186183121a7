import type { BlockType } from '../generated/block-types';
import { sectionHeadingMigrations } from './section-heading';
import type { BlockMigrations } from './types';

/** The migrations of each block type that has any (one file per block type beside this one). */
export const blockMigrations: Partial<Record<BlockType, BlockMigrations>> = {
  sectionHeading: sectionHeadingMigrations,
};
