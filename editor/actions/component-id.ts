import { EditorActionError } from './errors';

// The stored rule (schemas/page/page-layout.schema.json, pageComponent.componentId).
const ID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
const ID_MAX_LENGTH = 100;

/** The typed ID as stored: trimmed and lower-cased (docs/behaviour/editor.md). */
export function normalizeComponentId(typed: string): string {
  return typed.trim().toLowerCase();
}

/** Checks a normalised ID against the page: non-empty, unused, and storable. Throws EditorActionError. */
export function assertComponentIdAvailable(id: string, used: ReadonlySet<string>): void {
  if (id === '') throw new EditorActionError('translate.editor.error.id-required', 'Component ID is required.');
  if (used.has(id)) {
    throw new EditorActionError('translate.editor.error.id-used', `Component ID ${id} is already used on this page.`);
  }
  if (!ID_PATTERN.test(id) || id.length > ID_MAX_LENGTH) {
    throw new EditorActionError(
      'translate.editor.error.id-invalid',
      'Component ID may contain only lower-case letters, digits, hyphens and underscores.',
    );
  }
}

/** The default ID: the lower-cased type name plus a counter, incremented until unused (docs/behaviour/editor.md). */
export function defaultComponentId(type: string, used: ReadonlySet<string>): string {
  const base = type.toLowerCase();
  let counter = 1;
  while (used.has(`${base}${counter}`)) counter += 1;
  return `${base}${counter}`;
}
