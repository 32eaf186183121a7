import type { PageLayoutAnswer, SavePageAnswer } from '../api-types';

/**
 * A page layout as the API answers it: the stored document plus the layout hash (the base hash a
 * push or a structural save is checked against), its revision and each block's editor metadata.
 */
export type PageDocument = PageLayoutAnswer;

/** What a content write answers. `changed` is false when nothing differed (nothing recorded). */
export type SaveResult = SavePageAnswer;

/**
 * The hash of a layout with no blocks (sha256 of "[]"): what a write sends as the hash it read for a phase that has
 * no layout yet (the server refuses a missing hash).
 */
export const EMPTY_LAYOUT_HASH = '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945';
