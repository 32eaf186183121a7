import type { PageLayoutAnswer, SavePageAnswer } from '../../schemas/api-types';

/**
 * A page layout as the API answers it: the stored document plus the layout hash (the base hash a
 * push or a structural save is checked against), its revision and each block's editor metadata.
 */
export type PageDocument = PageLayoutAnswer;

/** What a content write answers. `changed` is false when nothing differed (nothing recorded). */
export type SaveResult = SavePageAnswer;

