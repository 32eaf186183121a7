export type Props = Record<string, unknown>;

/**
 * One step of a block type's props: `up` turns props written for `from` into props for `from + 1`. Named (`id`),
 * pure, and tested on its own, like tldraw's shape migrations: stored content is never rewritten in bulk, it is
 * brought up to date whenever it is read.
 */
export interface BlockMigration {
  /** `${blockType}/${short name}`, e.g. `sectionHeading/rename-title-to-heading`. */
  id: string;
  /** The version the props are written for; `up` answers props for `from + 1`. */
  from: number;
  up(props: Props): Props;
}

/** A block type's migrations, one per version step, from version 1 upwards. */
export type BlockMigrations = readonly BlockMigration[];
