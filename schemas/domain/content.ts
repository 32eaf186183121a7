/**
 * The hash of a page layout that does not exist yet (sha256 of the canonical JSON of an empty block list, `[]`):
 * a write to a phase with no layout sends it as the hash it read, and the server compares it like any other.
 */
export const EMPTY_LAYOUT_HASH = '4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945';

/**
 * The hash of an environment's settings document when it has none yet (sha256 of the canonical JSON of an empty
 * document, `{}`): a settings write sends it as the hash it read, and the server compares it like any other.
 */
export const EMPTY_SETTINGS_HASH = '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a';
