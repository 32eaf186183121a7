/** Placeholder until this part is built. */
export function TranslationTools() {
  return null;
}
