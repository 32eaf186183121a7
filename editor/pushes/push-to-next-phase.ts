// Push to next phase (docs/behaviour/editor.md): the page's blocks are copied into the next phase's layout of the
// same page and environment, with their translation keys rewritten for that phase.
import { blockContentOf, type BlockContent, type EventPhase } from '../../schemas';

/** The phase after `current` in the site's eventPhases order; null for the last one or an unknown one. */
export function nextPhaseOf(phases: readonly Pick<EventPhase, 'id'>[], current: string): string | null {
  const index = phases.findIndex((p) => p.id === current);
  if (index < 0) return null;
  return phases[index + 1]?.id ?? null;
}

/**
 * THE rewrite rule of translation keys between phases. Keys are dot-separated (`translate.{namespace}.…`);
 * a key that is phase-specific names its phase as one whole segment (`translate.home.live.hero.title`), and
 * that segment becomes the target phase. Keys without a phase segment (like every key of the demo
 * conference, e.g. `translate.home.speakers.heading`) are shared by all phases and stay as they are, so the
 * copy keeps showing the texts editors already translated.
 */
export function rewriteTranslationKey(key: string, fromPhase: string, toPhase: string): string {
  if (!key.startsWith('translate.')) return key;
  return key
    .split('.')
    .map((segment, i) => (i > 0 && segment === fromPhase ? toPhase : segment))
    .join('.');
}

/** Rewrites every translation key among a value's strings (props are JSON: objects, arrays, scalars). */
export function rewriteTranslationKeys(value: unknown, fromPhase: string, toPhase: string): unknown {
  if (typeof value === 'string') return rewriteTranslationKey(value, fromPhase, toPhase);
  if (Array.isArray(value)) return value.map((v) => rewriteTranslationKeys(v, fromPhase, toPhase));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewriteTranslationKeys(v, fromPhase, toPhase)]));
  }
  return value;
}

export interface CopiedBlockSource {
  componentId: string;
  component: string;
  parentId?: string | null;
  slot?: string | null;
  props?: Readonly<Record<string, unknown>> | null;
}

export interface TargetBlock {
  componentId: string;
  /** Editors' reads always carry it; the answer type makes it optional because visitors' reads leave it out. */
  originalHash?: string;
  /** The rest of the stored block: a merge keeps target blocks the page does not have, so it sends them back. */
  component?: string;
  parentId?: string | null;
  slot?: string | null;
  props?: Readonly<Record<string, unknown>> | null;
}

/**
 * A block as a page save sends it: its content and the hash it was read with (api-client's OutgoingComponent; a type
 * alias, so it fits its index signature).
 */
export type CopiedBlock = BlockContent & { originalHash: string | null };

/**
 * How a push to the next phase treats that phase's layout: merge (the default) puts this page's blocks into it and
 * keeps its other blocks; replace makes it exactly this page's blocks (target blocks not on this page are dropped).
 */
export type NextPhaseMode = 'merge' | 'replace';

/**
 * pushToNextPhaseAction: the next phase's new layout. Each pushed block carries the hash of the target's block with
 * the same id (null when new), so the save is checked against exactly what was read.
 *  - replace: this page's blocks, in order, keys rewritten.
 *  - merge: the target's layout with each block of the same id replaced by this page's (keys rewritten), the blocks
 *    it lacks inserted after the block that precedes them on this page (else before the one that follows, else at
 *    the end), and its own other blocks kept where they are.
 */
export function pushToNextPhaseAction(
  source: readonly CopiedBlockSource[],
  target: readonly TargetBlock[],
  fromPhase: string,
  toPhase: string,
  mode: NextPhaseMode = 'merge',
): CopiedBlock[] {
  const hashes = new Map(target.map((b) => [b.componentId, b.originalHash]));
  const copied = source.map((b): CopiedBlock => ({
    ...blockContentOf({ ...b, props: rewriteTranslationKeys(b.props ?? {}, fromPhase, toPhase) as Record<string, unknown> }),
    originalHash: hashes.get(b.componentId) ?? null,
  }));
  if (mode === 'replace') return copied;

  const pushed = new Map(copied.map((b) => [b.componentId, b]));
  const result: CopiedBlock[] = target.map((b) =>
    pushed.get(b.componentId) ?? {
      ...blockContentOf({ ...b, component: b.component ?? '', props: { ...(b.props ?? {}) } }),
      originalHash: b.originalHash ?? null,
    },
  );
  const placed = new Set(result.map((b) => b.componentId));
  copied.forEach((block, index) => {
    if (placed.has(block.componentId)) return;
    const before = copied.slice(0, index).reverse().find((b) => placed.has(b.componentId));
    const after = copied.slice(index + 1).find((b) => placed.has(b.componentId));
    const at = before
      ? result.findIndex((b) => b.componentId === before.componentId) + 1
      : after
        ? result.findIndex((b) => b.componentId === after.componentId)
        : result.length;
    result.splice(at, 0, block);
    placed.add(block.componentId);
  });
  return result;
}

/** The translation keys a layout uses (for pushing its translations along with it). */
export function translationKeysOf(blocks: readonly CopiedBlockSource[]): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (/^translate\.[^\s]+$/.test(value)) keys.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  blocks.forEach((b) => walk(b.props));
  return [...keys].sort();
}
