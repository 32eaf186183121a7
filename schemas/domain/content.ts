/**
 * The hash of a page layout that does not exist yet (sha256 of the canonical JSON of an empty block list, `[]`):
 * a write to a phase with no layout sends it as the hash it read, and the server compares it like any other.
 */
export const EMPTY_LAYOUT_HASH = '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945';
