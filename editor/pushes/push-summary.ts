// What a push changes in its target: the blocks it adds, removes and changes (with the props that
// change, from jsondiffpatch's delta), and the translation texts it adds or changes per language. The confirmation
// dialog of every push shows it before anything is written.
import { create } from 'jsondiffpatch';
import { sameJson } from '../../schemas';

export interface SummaryBlock {
  componentId: string;
  component?: string;
  parentId?: string | null;
  slot?: string | null;
  props?: Readonly<Record<string, unknown>> | null;
}

export interface ChangedBlock {
  componentId: string;
  /** The top-level props whose value changes (plus `placement` when it moves to another container or slot). */
  props: string[];
}

export interface LayoutSummary {
  added: string[];
  removed: string[];
  changed: ChangedBlock[];
  unchanged: number;
}

// Array items (buttons, tabs, cards…) are matched by their id when they have one, as in the diff view.
const differ = create({
  objectHash: (item: object, index?: number) => {
    const id = (item as { id?: unknown }).id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : `$$index:${index ?? 0}`;
  },
});

/** The top-level props that differ between two blocks' props (jsondiffpatch's delta keys). */
export function changedProps(before: unknown, after: unknown): string[] {
  const delta = differ.diff(before ?? {}, after ?? {});
  if (!delta || typeof delta !== 'object' || Array.isArray(delta)) return delta ? ['props'] : [];
  return Object.keys(delta).sort();
}

/** What the target's layout `before` becomes when it is `after`: blocks added, removed, changed, unchanged. */
export function layoutSummary(before: readonly SummaryBlock[], after: readonly SummaryBlock[]): LayoutSummary {
  const old = new Map(before.map((b) => [b.componentId, b]));
  const next = new Set(after.map((b) => b.componentId));
  const summary: LayoutSummary = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const block of after) {
    const was = old.get(block.componentId);
    if (!was) {
      summary.added.push(block.componentId);
      continue;
    }
    const props = changedProps(was.props, block.props);
    if (was.component !== undefined && block.component !== undefined && was.component !== block.component) props.unshift('component');
    if ((was.parentId ?? null) !== (block.parentId ?? null) || (was.slot ?? null) !== (block.slot ?? null)) props.push('placement');
    if (props.length > 0) summary.changed.push({ componentId: block.componentId, props });
    else summary.unchanged += 1;
  }
  summary.removed = before.filter((b) => !next.has(b.componentId)).map((b) => b.componentId);
  return summary;
}

/** Whether a layout summary changes nothing. */
export function isEmptySummary(summary: LayoutSummary): boolean {
  return summary.added.length === 0 && summary.removed.length === 0 && summary.changed.length === 0;
}

export interface TranslationSummary {
  language: string;
  /** Keys the target lacks (their text is added). */
  added: string[];
  /** Keys whose text differs in the target (it is overwritten). */
  changed: string[];
  /** Keys without a text in the source (nothing to push). */
  missing: string[];
}

/** What pushing `keys` of one language does to the target's texts. */
export function translationSummary(
  language: string,
  keys: readonly string[],
  source: Readonly<Record<string, string>>,
  target: Readonly<Record<string, string>>,
): TranslationSummary {
  const summary: TranslationSummary = { language, added: [], changed: [], missing: [] };
  for (const key of keys) {
    if (!(key in source)) summary.missing.push(key);
    else if (!(key in target)) summary.added.push(key);
    else if (!sameJson(source[key], target[key])) summary.changed.push(key);
  }
  return summary;
}
