// Versions: what a change-log entry of a page layout left, read back and restored. A restore
// is a new save through the content service's ordinary save path: it carries the version the editor read as its base,
// so what others saved since is merged (or a conflict), and it writes its own entry naming the one it restored.
// History is never rewritten.
import { currentBlockVersion, type BlockContent, type Environment } from '../../schemas/index.js';
import type { ChangelogVersionAnswer, RestoreVersionBody } from '../../schemas/api-types.js';
import { blockHash, readBlocks, readLayoutVersion, type ContentService } from '../content/index.js';
import { splitPageId } from '../shared/page-id.js';
import { ApiError } from '../errors.js';
import type { Queryable } from '../store/db.js';
import { readChangelogEntry } from '../shared/changelog/changelog-store.js';
import type { ChangelogEntry, Editor } from '../shared/changelog/types.js';

type VersionComponent = ChangelogVersionAnswer['components'][number];

interface EntryRef {
  env: Environment;
  documentId: string;
  entry: string;
}

function layoutOf(documentId: string): { page: string; phase: string } {
  const id = splitPageId(documentId);
  if (!id) throw new ApiError('badRequest', { field: 'documentId' }, 'documentId must be {page}--{phase}.');
  return id;
}

/**
 * Blocks are kept by content hash without their schema version: every save stores blocks at their schema's current
 * version (content-service toStored; untouched blocks were read migrated), so that is the version a kept one has.
 */
function toVersionComponent(c: BlockContent): VersionComponent {
  const draft = { ...c, schemaVersion: currentBlockVersion(c.component) };
  return { ...draft, originalHash: blockHash(draft) };
}

/** The entry and the layout its save left; coded errors for an entry that is not this document's or kept no version. */
export async function readVersion(db: Queryable, ref: EntryRef): Promise<{ entry: ChangelogEntry; hash: string; components: VersionComponent[] }> {
  layoutOf(ref.documentId);
  const found = await readChangelogEntry(db, { documentType: 'content', environment: ref.env, documentId: ref.documentId, id: ref.entry });
  if (!found) throw new ApiError('changelogUnknownEntry', { entry: ref.entry, documentId: ref.documentId, environment: ref.env });
  const blocks = found.versionHash ? await readLayoutVersion(db, found.versionHash) : undefined;
  if (!found.versionHash || !blocks) throw new ApiError('changelogNoVersion', { entry: ref.entry });
  return { entry: found.entry, hash: found.versionHash, components: blocks.map(toVersionComponent) };
}

/** The restore's own change-log entry names the restored one. */
function restoring(editor: Editor, entry: ChangelogEntry): Editor {
  return { ...editor, restoring: { Id: entry.Id ?? '', Timestamp: entry.Timestamp, Editor: { name: entry.Editor.name, email: entry.Editor.email } } };
}

/** Restores one block's props as an entry left them, at its current place (or its old one when it was removed since). */
export async function restoreBlock(db: Queryable, content: ContentService, editor: Editor, body: RestoreVersionBody) {
  const { componentId } = body;
  if (!componentId) throw new ApiError('badRequest', { field: 'componentId' }, 'componentId names the block restored.');
  const { page, phase } = layoutOf(body.documentId);
  const version = await readVersion(db, body);
  const block = version.components.find((c) => c.componentId === componentId);
  if (!block) throw new ApiError('changelogNoBlock', { entry: body.entry, componentId });
  const current = await readBlocks(db, body.env, page, phase);
  const onPage = current.some((c) => c.componentId === componentId);
  // A block removed since comes back under its old parent when that is still on the page, else at the top level.
  const placement = onPage
    ? {}
    : block.parentId && current.some((c) => c.componentId === block.parentId)
      ? { parentId: block.parentId, slot: block.slot }
      : { parentId: null, slot: null };
  return content.saveComponent(
    restoring(editor, version.entry),
    { env: body.env, page, phase, contentId: componentId, parentOrType: block.component, timestamp: version.entry.Timestamp, flag: body.force ? 'force' : 'normal' },
    { originalHash: body.originalHash ?? null, changes: block.props, ...placement, ...(body.resolutions ? { resolutions: body.resolutions } : {}) },
  );
}

/**
 * Restores a whole layout as an entry left it: the blocks it had, in its order, with their props then. Blocks added
 * since are removed and blocks removed since come back, unless others changed them after the editor read the page:
 * the save names the layout the editor read, so the merge keeps others' later saves and reports fields both changed.
 */
export async function restorePage(db: Queryable, content: ContentService, editor: Editor, body: RestoreVersionBody) {
  if (!body.originalPageHash) throw new ApiError('badRequest', { field: 'originalPageHash', reason: 'hashRequired' }, 'originalPageHash is required: the hash the layout was read with.');
  const { page, phase } = layoutOf(body.documentId);
  const version = await readVersion(db, body);
  const current = new Map((await readBlocks(db, body.env, page, phase)).map((c) => [c.componentId, c.originalHash]));
  return content.savePage(restoring(editor, version.entry), page, {
    environment: body.env,
    phase,
    originalPageHash: body.originalPageHash,
    // Each block names the hash stored now: whether the editor's page is stale is the layout hash's to say, and the
    // merge then works from the layout the editor read (originalPageHash).
    components: version.components.map((c) => ({
      componentId: c.componentId,
      component: c.component,
      parentId: c.parentId,
      slot: c.slot,
      props: c.props,
      originalHash: current.get(c.componentId) ?? null,
    })),
    ...(body.force ? { force: true } : {}),
    ...(body.resolutions ? { resolutions: body.resolutions } : {}),
  });
}
