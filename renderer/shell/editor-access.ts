/** docs/behaviour/roles-and-flags.md: content editors are contenteditor or siteeditor; site editors are siteeditor. */
export function isContentEditor(scopes: readonly string[]): boolean {
  return scopes.includes('contenteditor') || scopes.includes('siteeditor');
}

export function isSiteEditor(scopes: readonly string[]): boolean {
  return scopes.includes('siteeditor');
}
