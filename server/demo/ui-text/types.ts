/** A UI namespace's texts in the demo's other languages (English lives beside the components that use it). */
export interface UiText {
  de: Record<string, string>;
  ja: Record<string, string>;
}

/**
 * One namespace's texts from several files (the shell's `common` holds the shell's, the editor's and the site tools'
 * words). A key two of them give must read the same in both: a different text is a mistake, so it throws.
 */
export function mergeUiTexts(...texts: readonly UiText[]): UiText {
  const merged: UiText = { de: {}, ja: {} };
  for (const text of texts) {
    for (const language of ['de', 'ja'] as const) {
      for (const [key, content] of Object.entries(text[language])) {
        const before = merged[language][key];
        if (before !== undefined && before !== content)
          throw new Error(`UI text ${key} (${language}) differs between files: "${before}" / "${content}"`);
        merged[language][key] = content;
      }
    }
  }
  return merged;
}
