import { canonicalJson } from '../../canonical-hash.js';
import type { PageLayoutAnswerComponent } from '../../../schemas/api-types.js';
import type { ChangeItem } from './types.js';

/** The fields of a block the diff compares. */
type PageComponent = Pick<PageLayoutAnswerComponent, 'componentId' | 'component' | 'parentId' | 'slot' | 'props'>;

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

function summary(c: PageComponent) {
  return { component: c.component, parentId: c.parentId, slot: c.slot, props: c.props };
}

/** Field-level changes between two versions of a layout (blocks added, removed, moved, edited). */
export function diffBlocks(before: readonly PageComponent[], after: readonly PageComponent[]): ChangeItem[] {
  const changes: ChangeItem[] = [];
  const old = new Map(before.map((c, i) => [c.componentId, { c, i }]));
  const seen = new Set<string>();
  after.forEach((c, i) => {
    seen.add(c.componentId);
    const prev = old.get(c.componentId);
    if (!prev) {
      changes.push({ Field: 'block', Component: c.componentId, PreviousValue: null, CurrentValue: summary(c) });
      return;
    }
    for (const field of ['component', 'parentId', 'slot'] as const) {
      if (!same(prev.c[field], c[field])) {
        changes.push({ Field: field, Component: c.componentId, PreviousValue: prev.c[field], CurrentValue: c[field] });
      }
    }
    if (prev.i !== i) changes.push({ Field: 'position', Component: c.componentId, PreviousValue: prev.i, CurrentValue: i });
    const keys = [...new Set([...Object.keys(prev.c.props), ...Object.keys(c.props)])].sort();
    for (const key of keys) {
      if (!same(prev.c.props[key], c.props[key])) {
        changes.push({ Field: key, Component: c.componentId, PreviousValue: prev.c.props[key] ?? null, CurrentValue: c.props[key] ?? null });
      }
    }
  });
  for (const c of before) {
    if (!seen.has(c.componentId)) changes.push({ Field: 'block', Component: c.componentId, PreviousValue: summary(c), CurrentValue: null });
  }
  return changes;
}

/** Field-level changes between two flat documents (site settings: one Field per top-level key). */
export function diffDocuments(before: Record<string, unknown>, after: Record<string, unknown>, component: string): ChangeItem[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((k) => !same(before[k], after[k]))
    .map((k) => ({ Field: k, Component: component, PreviousValue: before[k] ?? null, CurrentValue: after[k] ?? null }));
}
