import type { BlockMigrations } from './types';

/** sectionHeading's props, version by version (schemas/blocks/sectionHeading.schema.json `x-schemaVersion`). */
export const sectionHeadingMigrations: BlockMigrations = [
  {
    // v2: the alignment applies to the subheading, body and buttons as well, so it is named after the text.
    id: 'sectionHeading/rename-headingAlignment-to-textAlignment',
    from: 1,
    up: ({ headingAlignment, ...rest }) => (headingAlignment === undefined ? rest : { ...rest, textAlignment: headingAlignment }),
  },
];
