/**
 * Which block-prop defaults are words a visitor reads (a heading, an empty-list text, a button's accessible name)
 * rather than values (an enum, a colour, a URL): a string default of a Content or Accessibility property. The
 * renderer shows those in the visitor's language under `translate.block-defaults.<blockType>.<prop>` (the schema's
 * text is the English), and the demo's languages are held complete against this rule (app/ui-text-complete.test.ts).
 */
export const BLOCK_DEFAULTS_NAMESPACE = 'block-defaults';

export function isTextDefault(def: Readonly<Record<string, unknown>>): boolean {
  return (
    typeof def.default === 'string' &&
    def.type === 'string' &&
    def.enum === undefined &&
    def.format === undefined &&
    (def['x-interface'] === 'Content' || def['x-interface'] === 'Accessibility') &&
    /[A-Za-z]{2}/.test(def.default) &&
    !/^(\/|#|[a-z]+:)/.test(def.default) &&
    !def.default.startsWith('translate.')
  );
}

/** The key a block type's text default is translated under. */
export function textDefaultKey(blockType: string, prop: string): string {
  return `translate.${BLOCK_DEFAULTS_NAMESPACE}.${blockType}.${prop}`;
}
