import { type ValidationIssue, sameJson } from '../../schemas';
import { validateBlockProps } from '../../schemas/validators';
import type { RenderableComponent } from '../../renderer';

/** Why the JSON view can or cannot save, in the order the checks run. */
export type JsonEditStatus = 'invalid-json' | 'not-object' | 'invalid-props' | 'unchanged' | 'no-original' | 'ready';

export interface JsonEditCheck {
  status: JsonEditStatus;
  /** The parsed props when the text is a JSON object. */
  props: Record<string, unknown> | null;
  /** JSON.parse's message for invalid JSON. */
  parseError: string | null;
  /** The schema rules the props break (the same validator the server runs). */
  issues: ValidationIssue[];
  canSave: boolean;
}

/** The hash the block was read with; the stored block carries it next to the renderable fields. */
export function originalHashOf(block: RenderableComponent): string | null {
  const hash = (block as RenderableComponent & { originalHash?: unknown }).originalHash;
  return typeof hash === 'string' && hash !== '' ? hash : null;
}

/** The text the JSON view starts from: the block's props, indented. */
export function propsToText(block: RenderableComponent): string {
  return JSON.stringify(block.props ?? {}, null, 2);
}

/**
 * Checks the JSON view's text (save needs valid JSON that differs from the original and an
 * originalHash). Schema rules are checked with validateBlockProps, so the view refuses what the server would.
 */
export function checkJsonEdit(text: string, block: RenderableComponent): JsonEditCheck {
  const base = { props: null, parseError: null, issues: [], canSave: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ...base, status: 'invalid-json', parseError: error instanceof Error ? error.message : String(error) };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...base, status: 'not-object' };
  const props = parsed as Record<string, unknown>;
  const result = validateBlockProps(block.component, props);
  if (!result.ok) return { ...base, props, status: 'invalid-props', issues: result.errors };
  if (sameJson(props, block.props ?? {})) return { ...base, props, status: 'unchanged' };
  if (originalHashOf(block) === null) return { ...base, props, status: 'no-original' };
  return { ...base, props, status: 'ready', canSave: true };
}

export interface TextRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/**
 * Where a JSON pointer's property name sits in the text (for an editor marker): each named segment is
 * looked up as `"name":` after the previous one; indices keep the position. Unknown paths mark line 1.
 */
export function locatePointer(text: string, pointer: string): TextRange {
  let offset = 0;
  let length = 1;
  for (const raw of pointer.split('/').slice(1)) {
    if (/^\d+$/.test(raw)) continue;
    const name = JSON.stringify(raw.replace(/~1/g, '/').replace(/~0/g, '~'));
    const found = new RegExp(`${escapeRegExp(name)}\\s*:`).exec(text.slice(offset));
    if (!found) break;
    offset += found.index;
    length = name.length;
  }
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before[before.length - 1]?.length ?? 0) + 1;
  return { startLineNumber: line, startColumn: column, endLineNumber: line, endColumn: column + length };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
