// The rules of a layout write, before and after the merge: the hash a save must carry, the structure and props of
// the blocks sent, their stored form (current schema version, content hash, editor stamp), the write itself with its
// changelog entry, and the merge of a pushed block with the target's.
import { blockContentOf, currentBlockVersion, type BlockContent, type Environment } from '../../schemas/index.js';
import type { SavePageBody } from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import { writeChangelog } from '../shared/changelog/changelog-store.js';
import { diffBlocks } from '../shared/changelog/diff.js';
import type { Editor } from '../shared/changelog/types.js';
import { mergeBlock, sameContent, type MergeResult, type Resolutions } from '../shared/merge.js';
import type { Queryable } from '../store/db.js';
import { assertBlockProps, assertComponentId } from '../validation.js';
import { blockHash, pageId, writeBlocks, type PageComponent } from './content-store.js';
import { readBlockVersion } from './content-versions.js';

export type IncomingComponent = SavePageBody['components'][number];

export function stamp(editor: Editor, at: Date, revision: number) {
  return { ...editor, edited: at.toISOString(), revision };
}

/**
 * A layout is replaced only against the hash it was read with (a save without one deleted what others
 * had saved since). The schema refuses a missing or null hash already; this guards the service's other callers.
 */
export function requireHash(field: string, hash: string | null | undefined): asserts hash is string {
  if (typeof hash !== 'string' || hash === '') {
    throw new ApiError('badRequest', { field, reason: 'hashRequired' }, `${field} is required: the hash the layout was read with.`);
  }
}

export function checkStructure(components: readonly IncomingComponent[]): void {
  const ids = new Set<string>();
  for (const c of components) {
    assertComponentId(c.componentId);
    if (ids.has(c.componentId)) throw new ApiError('badRequest', { componentId: c.componentId }, `Duplicate componentId ${c.componentId}.`);
    ids.add(c.componentId);
  }
  for (const c of components) {
    if (c.parentId && !ids.has(c.parentId)) {
      throw new ApiError('badRequest', { componentId: c.componentId, field: 'parentId' }, `Block ${c.componentId}: parent ${c.parentId} is not on the page.`);
    }
    assertBlockProps(c.componentId, c.component, c.props);
  }
}

/**
 * A merge of valid layouts can still break a rule that spans fields (a schema's combined constraints): then the
 * save is a conflict for the editor to resolve, not a bad request, and nothing is written.
 */
export function checkMerged(components: readonly IncomingComponent[], currentHash: string, conflicts: unknown[]): void {
  try {
    checkStructure(components);
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    throw new ApiError('componentConflict', { currentHash, conflicts, fields: [], reason: error.message });
  }
}

/**
 * The stored form of a block the editor sent: the schema's current version (never the client's; the props were
 * validated against the current schema), its content hash, and the editor stamp when its content changed.
 */
export function toStored(c: Pick<IncomingComponent, 'componentId' | 'component' | 'parentId' | 'slot' | 'props'>, cur: PageComponent | undefined, editor: Editor, at: Date): PageComponent {
  const draft = { ...blockContentOf(c), schemaVersion: currentBlockVersion(c.component) };
  const hash = blockHash(draft);
  const unchanged = cur !== undefined && cur.originalHash === hash;
  return { ...draft, originalHash: hash, editor: unchanged ? cur.editor : stamp(editor, at, (cur?.editor?.revision ?? 0) + 1) };
}

/** Writes a layout's new blocks and one changelog entry when anything differs; false when nothing did. */
export async function replaceLayout(tx: Queryable, env: Environment, page: string, phase: string, current: readonly PageComponent[], next: PageComponent[], editor: Editor, at: Date, forced: boolean, merged = false): Promise<boolean> {
  const changes = diffBlocks(current, next);
  if (changes.length === 0) return false;
  await writeBlocks(tx, env, page, phase, next);
  await writeChangelog(tx, { documentType: 'content', documentId: pageId(page, phase), environment: env, at, editor, changes, forced, merged });
  return true;
}

/**
 * A block push whose target block moved since it was read, merged: base = the target block as read (none when it
 * was absent), mine = the pushed block, theirs = the target block now (none when removed since).
 */
export async function mergePushedBlock(tx: Queryable, baseHash: string | null, pushed: PageComponent, now: PageComponent | undefined, resolutions: Resolutions, force: boolean): Promise<MergeResult<BlockContent | null>> {
  const mine = blockContentOf(pushed);
  const theirs = now ? blockContentOf(now) : null;
  const base = baseHash ? await readBlockVersion(tx, baseHash) : null;
  if (base === undefined) return force ? { ok: true, value: mine } : { ok: false, conflicts: [] };
  if (base && theirs) return mergeBlock(base, mine, theirs, resolutions, force);
  // Added in the target since (no base), or removed there since (no theirs): the whole block is one field.
  if (!theirs && base && sameContent(base, mine)) return { ok: true, value: mine };
  const pick = resolutions[mine.componentId]?.['(block)'] ?? (force ? 'mine' : undefined);
  if (pick === 'mine' || (theirs && sameContent(mine, theirs))) return { ok: true, value: mine };
  // Theirs: the target's block as it is now (null: it stays removed).
  if (pick === 'theirs') return { ok: true, value: theirs };
  return { ok: false, conflicts: [{ componentId: mine.componentId, path: '(block)', base, mine, theirs }] };
}
