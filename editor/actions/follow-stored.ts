// "Open forms follow saves made elsewhere": a newer stored layout (another editor's save, reported by the
// live channel) reaches a working copy that has edits pending. What the editor did not touch follows the stored
// version in place; what the editor changed keeps the editor's value and is marked as changed elsewhere, so the
// editor sees it before saving. The block keeps the original it was edited from, so its save still names that base
// and the server's three-way merge (server/content/merge.ts) knows which fields are the editor's.
import { sameJson } from '../../schemas';
import type { EditorBlock } from '../state/types';

/** Per block, per top-level prop: the value saved elsewhere over which the editor's own value is kept. */
export type ChangedElsewhere = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

export interface FollowState {
  components: readonly EditorBlock[];
  /** Each block as last read from or saved to the server: the base its pending edits were made from. */
  originals: Readonly<Record<string, EditorBlock>>;
  /** The newest stored version seen of a block whose edits were made from an older one (absent: its original). */
  newer: Readonly<Record<string, EditorBlock>>;
  elsewhere: ChangedElsewhere;
  /** Structural edits (insert, remove, move) not yet saved: the stored order is not followed then. */
  unsaved: boolean;
}

export type Followed = Omit<FollowState, 'unsaved'> & { structureChanged: boolean };

const NO_PROPS: Readonly<Record<string, unknown>> = {};

function propsOf(block: EditorBlock | undefined): Readonly<Record<string, unknown>> {
  return block?.props ?? NO_PROPS;
}

/**
 * One block with edits pending meets a newer stored version. A prop is the editor's when its value differs from
 * both the base and the last stored version seen (a value followed earlier is not the editor's).
 */
function followBlock(working: EditorBlock, base: EditorBlock, seen: EditorBlock, stored: EditorBlock) {
  const w = propsOf(working);
  const b = propsOf(base);
  const l = propsOf(seen);
  const s = propsOf(stored);
  const props: Record<string, unknown> = {};
  const elsewhere: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(w), ...Object.keys(s)])) {
    const mine = !sameJson(w[key], b[key]) && !sameJson(w[key], l[key]);
    const value = mine ? w[key] : s[key];
    if (value !== undefined) props[key] = value;
    if (!mine) continue;
    // Theirs differs from the base and from the editor's value: both changed it.
    if (!sameJson(s[key], b[key]) && !sameJson(s[key], w[key])) elsewhere[key] = s[key] ?? null;
  }
  return { props, elsewhere };
}

/** Where a block the stored layout lacks (added here, or removed elsewhere while edited here) is kept. */
function keepAt<T>(list: T[], index: number, item: T): void {
  list.splice(Math.min(index, list.length), 0, item);
}

/**
 * followStoredAction: the working copy after a newer stored layout arrived while edits were pending. Untouched
 * blocks become the stored ones (and their new originals); edited blocks take the stored value of every prop the
 * editor did not change. Without structural edits pending the stored order and structure are followed too; a block
 * added here, or edited here and removed elsewhere, stays (its save or the page save then meets the merge).
 */
export function followStoredAction(state: FollowState, stored: readonly EditorBlock[]): Followed {
  const storedById = new Map(stored.map((c) => [c.componentId, c]));
  const originals: Record<string, EditorBlock> = { ...state.originals };
  const newer: Record<string, EditorBlock> = { ...state.newer };
  const elsewhere: Record<string, Readonly<Record<string, unknown>>> = { ...state.elsewhere };
  const followed = new Map<string, EditorBlock>();
  let changed = false;

  for (const working of state.components) {
    const id = working.componentId;
    const s = storedById.get(id);
    const base = state.originals[id];
    const seen = state.newer[id] ?? base;
    if (!s || !base || !seen || s.originalHash === seen.originalHash) continue;
    const place = { parentId: working.parentId ?? null, slot: working.slot ?? null };
    const touched = !sameJson(propsOf(working), propsOf(seen));
    if (!touched) {
      // Nothing pending here: the stored block is the working copy and its new original.
      followed.set(id, state.unsaved ? { ...s, ...place } : s);
      originals[id] = s;
      delete newer[id];
      delete elsewhere[id];
      changed = true;
      continue;
    }
    const next = followBlock(working, base, seen, s);
    if (sameJson(next.props, propsOf(s))) {
      // The editor's values are what was stored: nothing of theirs or the editor's is pending any more.
      followed.set(id, state.unsaved ? { ...s, ...place } : s);
      originals[id] = s;
      delete newer[id];
      delete elsewhere[id];
    } else {
      followed.set(id, { ...working, props: next.props });
      newer[id] = s;
      if (Object.keys(next.elsewhere).length > 0) elsewhere[id] = next.elsewhere;
      else delete elsewhere[id];
    }
    changed = true;
  }

  const inPlace = state.components.map((c) => followed.get(c.componentId) ?? c);
  if (state.unsaved) return { components: changed ? inPlace : state.components, originals, newer, elsewhere, structureChanged: false };

  // No structural edits pending: the stored structure, with the working blocks put in it.
  const workingById = new Map(inPlace.map((c) => [c.componentId, c]));
  const components: EditorBlock[] = stored.map((s) => {
    const w = workingById.get(s.componentId);
    if (!w) {
      // New elsewhere: read as stored.
      if (s.originalHash) originals[s.componentId] = s;
      return s;
    }
    return followed.has(s.componentId) || !state.originals[s.componentId] ? w : { ...w, parentId: s.parentId ?? null, slot: s.slot ?? null };
  });
  state.components.forEach((c, i) => {
    if (storedById.has(c.componentId)) return;
    const original = state.originals[c.componentId];
    // Removed elsewhere: gone here too unless the editor has edits pending in it (or it was never saved).
    if (original && sameJson(propsOf(inPlace[i]), propsOf(state.newer[c.componentId] ?? original))) {
      delete originals[c.componentId];
      delete newer[c.componentId];
      delete elsewhere[c.componentId];
      return;
    }
    keepAt(components, i, inPlace[i]!);
  });
  const structureChanged =
    components.length !== state.components.length || components.some((c, i) => c.componentId !== state.components[i]?.componentId || c.parentId !== state.components[i]?.parentId || c.slot !== state.components[i]?.slot);
  if (!changed && !structureChanged) return { components: state.components, originals: state.originals, newer: state.newer, elsewhere: state.elsewhere, structureChanged: false };
  return { components, originals, newer, elsewhere, structureChanged };
}
