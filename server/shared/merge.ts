// Three-way merge of page layouts and block props ("No lost work"). A save names the versions it was read
// with (block and layout hashes); the server looks those versions up (content-versions.ts) and merges the editor's
// changes since then with what others saved since then. Only a change to the same field on both sides is a conflict.
import { isDeepStrictEqual } from 'node:util';
import type { BlockContent } from '../../schemas/index.js';

/** The merge works on blocks' content (schemas' BlockContent); its tests name the type from here. */
export type { BlockContent };

/** One field both sides changed differently. `path` is `props.heading`, `props.buttons`, `parentId`, `(block)` or `(order)`. */
export interface FieldConflict {
  componentId: string;
  path: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export type MergeResult<T> = { ok: true; value: T } | { ok: false; conflicts: FieldConflict[] };

/** The editor's choice per conflicting field, after a 409 showed them: by block id, then by field path. */
export type Resolutions = Readonly<Record<string, Readonly<Record<string, 'mine' | 'theirs'>>>>;

/**
 * Where a conflict is recorded, or resolved: by the editor's choice for that field, else, when the save is forced,
 * as 'mine' (force means "mine wins on the fields both changed", never "my copy of every field": a field
 * only the others changed stays theirs).
 */
interface Sink {
  resolutions: Resolutions;
  force: boolean;
  conflicts: FieldConflict[];
}

function pickOf(sink: Pick<Sink, 'resolutions' | 'force'>, componentId: string, path: string): 'mine' | 'theirs' | undefined {
  return sink.resolutions[componentId]?.[path] ?? (sink.force ? 'mine' : undefined);
}

function choose(sink: Sink, conflict: FieldConflict): unknown {
  const pick = pickOf(sink, conflict.componentId, conflict.path);
  if (pick === 'mine') return conflict.mine ?? undefined;
  if (pick === 'theirs') return conflict.theirs ?? undefined;
  sink.conflicts.push(conflict);
  return conflict.mine ?? undefined;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Merges one value. Objects merge key by key, so two editors changing different props (or different breakpoints of
 * one prop) both win; arrays and scalars are one field each (a list of buttons reordered by one editor and edited by
 * another cannot be merged item by item without ids, so it is a conflict rather than a guess).
 */
function mergeValue(base: unknown, mine: unknown, theirs: unknown, path: string, componentId: string, sink: Sink): unknown {
  if (isDeepStrictEqual(mine, theirs)) return mine;
  if (isDeepStrictEqual(mine, base)) return theirs;
  if (isDeepStrictEqual(theirs, base)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs) && (base === undefined || isPlainObject(base))) {
    const b = base ?? {};
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(mine), ...Object.keys(theirs)])) {
      const value = mergeValue(b[key], mine[key], theirs[key], `${path}.${key}`, componentId, sink);
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  return choose(sink, { componentId, path, base: base ?? null, mine: mine ?? null, theirs: theirs ?? null });
}

/** Merges one block present on all three sides. */
export function mergeBlock(base: BlockContent, mine: BlockContent, theirs: BlockContent, resolutions: Resolutions = {}, force = false): MergeResult<BlockContent> {
  const sink: Sink = { resolutions, force, conflicts: [] };
  const id = mine.componentId;
  if (mine.component !== theirs.component) {
    // A block replaced by one of another type: its fields cannot be merged, so the whole block is one choice.
    const pick = pickOf(sink, id, 'component');
    if (pick) return { ok: true, value: pick === 'mine' ? mine : theirs };
    return { ok: false, conflicts: [{ componentId: id, path: 'component', base: base.component, mine: mine.component, theirs: theirs.component }] };
  }
  const parentId = mergeValue(base.parentId, mine.parentId, theirs.parentId, 'parentId', id, sink) as string | null | undefined;
  const slot = mergeValue(base.slot, mine.slot, theirs.slot, 'slot', id, sink) as string | null | undefined;
  const props = mergeValue(base.props, mine.props, theirs.props, 'props', id, sink) as Record<string, unknown> | undefined;
  if (sink.conflicts.length > 0) return { ok: false, conflicts: sink.conflicts };
  return { ok: true, value: { componentId: id, component: mine.component, parentId: parentId ?? null, slot: slot ?? null, props: props ?? {} } };
}

/** True when two blocks have the same content (type, place and props). */
export function sameContent(a: BlockContent, b: BlockContent): boolean {
  return a.component === b.component && a.parentId === b.parentId && a.slot === b.slot && isDeepStrictEqual(a.props, b.props);
}

/** Ids in `order` that are also in `keep`, in order. */
function restrictTo(order: readonly string[], keep: ReadonlySet<string>): string[] {
  return order.filter((id) => keep.has(id));
}

/**
 * The merged order: the side that moved blocks keeps its order; blocks only the other side added go in after the
 * block they followed there. Both sides moving blocks differently is a conflict on the page's order.
 */
function mergeOrder(base: readonly string[], mine: readonly string[], theirs: readonly string[], survivors: ReadonlySet<string>, pick?: 'mine' | 'theirs'): MergeResult<string[]> {
  const common = new Set(base.filter((id) => mine.includes(id) && theirs.includes(id)));
  const b = restrictTo(base, common);
  const m = restrictTo(mine, common);
  const t = restrictTo(theirs, common);
  const mineMoved = !isDeepStrictEqual(m, b);
  const theirsMoved = !isDeepStrictEqual(t, b);
  if (mineMoved && theirsMoved && !isDeepStrictEqual(m, t) && !pick) {
    return { ok: false, conflicts: [{ componentId: '', path: '(order)', base: b, mine: m, theirs: t }] };
  }
  const theirsLead = mineMoved && theirsMoved ? pick === 'theirs' : theirsMoved;
  const [lead, other] = theirsLead ? [theirs, mine] : [mine, theirs];
  const result = restrictTo(lead, survivors);
  for (let i = 0; i < other.length; i++) {
    const id = other[i]!;
    if (!survivors.has(id) || result.includes(id)) continue;
    // After the nearest block before it (on the other side) that the result holds; first when there is none.
    let at = 0;
    for (let j = i - 1; j >= 0; j--) {
      const k = result.indexOf(other[j]!);
      if (k >= 0) {
        at = k + 1;
        break;
      }
    }
    result.splice(at, 0, id);
  }
  return { ok: true, value: result };
}

/**
 * Merges a whole layout: blocks added, removed, moved and edited on either side. A block removed on one side and
 * edited on the other is a conflict (`(block)`); so is the same new id added with different content on both.
 */
export function mergeLayout(base: readonly BlockContent[], mine: readonly BlockContent[], theirs: readonly BlockContent[], resolutions: Resolutions = {}, force = false): MergeResult<BlockContent[]> {
  const byId = (list: readonly BlockContent[]) => new Map(list.map((c) => [c.componentId, c]));
  const B = byId(base);
  const M = byId(mine);
  const T = byId(theirs);
  const sink: Sink = { resolutions, force, conflicts: [] };
  const conflicts = sink.conflicts;
  const merged = new Map<string, BlockContent>();
  for (const id of new Set([...B.keys(), ...M.keys(), ...T.keys()])) {
    const b = B.get(id);
    const m = M.get(id);
    const t = T.get(id);
    if (m && t) {
      if (b) {
        const r = mergeBlock(b, m, t, resolutions, force);
        if (r.ok) merged.set(id, r.value);
        else conflicts.push(...r.conflicts);
      } else if (sameContent(m, t)) merged.set(id, m);
      else {
        const kept = choose(sink, { componentId: id, path: '(block)', base: null, mine: m, theirs: t }) as BlockContent;
        merged.set(id, kept);
      }
    } else if (m || t) {
      const kept = (m ?? t)!;
      // Only on one side: new there (keep it), or removed on the other (gone, unless this side changed it since).
      if (!b) merged.set(id, kept);
      else if (!sameContent(b, kept)) {
        const chosen = choose(sink, { componentId: id, path: '(block)', base: b, mine: m ?? null, theirs: t ?? null }) as BlockContent | undefined;
        if (chosen) merged.set(id, chosen);
      }
    }
  }
  // A block kept by one side inside a container the other side removed would be left without its parent: the
  // editor keeps the container (the side that still has it) or drops what was inside it.
  for (let changed = true; changed; ) {
    changed = false;
    for (const c of [...merged.values()]) {
      if (c.parentId === null || merged.has(c.parentId)) continue;
      const parent = c.parentId;
      const conflict = { componentId: parent, path: '(block)', base: B.get(parent) ?? null, mine: M.get(parent) ?? null, theirs: T.get(parent) ?? null };
      const pick = pickOf(sink, parent, '(block)');
      const restored = pick === 'mine' ? M.get(parent) : pick === 'theirs' ? T.get(parent) : undefined;
      if (restored) merged.set(parent, restored);
      else if (pick) merged.delete(c.componentId);
      else if (!conflicts.some((x) => x.componentId === parent && x.path === '(block)')) conflicts.push(conflict);
      if (pick) changed = true;
    }
  }
  const order = mergeOrder(
    base.map((c) => c.componentId),
    mine.map((c) => c.componentId),
    theirs.map((c) => c.componentId),
    new Set(merged.keys()),
    pickOf(sink, '', '(order)'),
  );
  if (!order.ok) conflicts.push(...order.conflicts);
  if (conflicts.length > 0 || !order.ok) return { ok: false, conflicts };
  return { ok: true, value: order.value.map((id) => merged.get(id)!) };
}

/**
 * Merges two edits of one JSON document that is not a page (site settings, a locale's texts) with the same rules,
 * key by key: `scope` names the document in the conflicts (their componentId) and in `resolutions`. With `force`,
 * mine wins on the fields both sides changed and every other field merges as usual (their untouched changes stay).
 */
export function mergeDocument(
  base: Readonly<Record<string, unknown>>,
  mine: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
  scope: string,
  resolutions: Resolutions = {},
  force = false,
): MergeResult<Record<string, unknown>> {
  // With force, the sink settles every conflict the editor did not choose for as 'mine'.
  const sink: Sink = { resolutions, force, conflicts: [] };
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
    const value = mergeValue(base[key], mine[key], theirs[key], key, scope, sink);
    if (value !== undefined) merged[key] = value;
  }
  if (sink.conflicts.length > 0) return { ok: false, conflicts: sink.conflicts };
  return { ok: true, value: merged };
}
