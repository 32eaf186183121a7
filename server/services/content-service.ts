import type { Environment } from '../config.js';
import { ENVIRONMENTS } from '../config.js';
import { ApiError } from '../errors.js';
import type { LiveEvent } from '../live/events.js';
import type { Db } from '../store/db.js';
import { assertBlockProps, assertComponentId } from '../validation.js';
import { writeChangelog } from './changelog.js';
import { blockHash, layoutHash, lockLayout, pageId, readBlocks, readLayout, readLayoutsOfPage, writeBlocks } from './content-store.js';
import { diffBlocks } from './diff.js';
import type { Editor, PageComponent, PageLayout } from './types.js';

export interface IncomingComponent {
  componentId: string;
  component: string;
  parentId?: string | null;
  slot?: string | null;
  props: Record<string, unknown>;
  /** The hash the block was read with; null/absent for a new block. */
  originalHash?: string | null;
  schemaVersion?: number;
}

export interface SavePageInput {
  environment: Environment;
  page: string;
  phase: string;
  components: IncomingComponent[];
  /** Layout hash the page was read with: guards removals and moves. */
  originalPageHash?: string | null;
  force?: boolean;
}

export interface SaveComponentInput {
  environment: Environment;
  page: string;
  phase: string;
  componentId: string;
  /** The block type when the block is new (ignored otherwise unless it differs). */
  parentOrType: string;
  originalHash: string | null;
  changes: Record<string, unknown>;
  parentId?: string | null;
  slot?: string | null;
  force: boolean;
}

export interface CopyInput {
  page: string;
  targetEnvironment: Environment;
  sourceEnvironment: Environment;
  phase: string;
  componentId?: string;
  /** Hash of the target (layout, or block when componentId is set) as it was read; null when absent. */
  targetBaseHash: string | null;
  force?: boolean;
}

export interface SaveResult {
  changed: boolean;
  layout: PageLayout;
}

export interface ContentServiceDeps {
  db: Db;
  now: () => Date;
  /** After a committed write: the live-update event(s) it causes (server/live/). */
  afterWrite: (...events: LiveEvent[]) => Promise<void>;
}

function stamp(editor: Editor, at: Date, revision: number) {
  return { ...editor, edited: at.toISOString(), revision };
}

function checkStructure(components: readonly IncomingComponent[]): void {
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

/** Page layouts: reads, validated hash-checked saves, pushes between environments. */
export function createContentService({ db, now, afterWrite }: ContentServiceDeps) {
  async function getPage(env: Environment, page: string, phase: string): Promise<PageLayout> {
    const layout = await readLayout(db, env, page, phase);
    if (!layout) throw new ApiError('notFound', { id: pageId(page, phase), environment: env }, `No layout ${pageId(page, phase)} in ${env}.`);
    return layout;
  }

  return {
    getPage,

    async getAll(page: string): Promise<Record<Environment, PageLayout[]>> {
      const out = {} as Record<Environment, PageLayout[]>;
      for (const env of ENVIRONMENTS) out[env] = await readLayoutsOfPage(db, env, page);
      return out;
    },

    async savePage(editor: Editor, input: SavePageInput): Promise<SaveResult> {
      checkStructure(input.components);
      const at = now();
      const result = await db.transaction(async (tx) => {
        await lockLayout(tx, input.environment, input.page, input.phase);
        const current = await readBlocks(tx, input.environment, input.page, input.phase);
        const byId = new Map(current.map((c) => [c.componentId, c]));
        const force = input.force === true;
        if (!force) {
          const conflicts = input.components.flatMap((c) => {
            const cur = byId.get(c.componentId);
            const sent = c.originalHash ?? null;
            const currentHash = cur?.originalHash ?? null;
            return sent === currentHash ? [] : [{ componentId: c.componentId, currentHash }];
          });
          const currentPageHash = layoutHash(current);
          const pageMoved = input.originalPageHash != null && input.originalPageHash !== currentPageHash;
          if (conflicts.length > 0 || pageMoved) {
            throw new ApiError('componentConflict', { currentHash: currentPageHash, conflicts });
          }
        }
        const next: PageComponent[] = input.components.map((c) => {
          const cur = byId.get(c.componentId);
          const draft = {
            componentId: c.componentId,
            component: c.component,
            parentId: c.parentId ?? null,
            slot: c.slot ?? null,
            props: c.props,
            schemaVersion: c.schemaVersion ?? cur?.schemaVersion ?? 1,
          };
          const hash = blockHash(draft);
          const unchanged = cur !== undefined && cur.originalHash === hash;
          return {
            ...draft,
            originalHash: hash,
            editor: unchanged ? cur.editor : stamp(editor, at, (cur?.editor?.revision ?? 0) + 1),
          };
        });
        const changes = diffBlocks(current, next);
        if (changes.length === 0) return false;
        await writeBlocks(tx, input.environment, input.page, input.phase, next);
        await writeChangelog(tx, {
          documentType: 'content', documentId: pageId(input.page, input.phase), environment: input.environment,
          at, editor, changes, forced: force,
        });
        return true;
      });
      if (result) await afterWrite({ type: 'onComponentSettingsChanged', environment: input.environment, page: input.page, phase: input.phase, componentId: null });
      return { changed: result, layout: await getPage(input.environment, input.page, input.phase) };
    },

    async saveComponent(editor: Editor, input: SaveComponentInput): Promise<SaveResult & { component: PageComponent }> {
      assertComponentId(input.componentId);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        await lockLayout(tx, input.environment, input.page, input.phase);
        const current = await readBlocks(tx, input.environment, input.page, input.phase);
        const index = current.findIndex((c) => c.componentId === input.componentId);
        const cur = current[index];
        const currentHash = cur?.originalHash ?? null;
        if (!input.force && (input.originalHash ?? null) !== currentHash) {
          throw new ApiError('componentConflict', { componentId: input.componentId, currentHash });
        }
        const type = cur?.component ?? input.parentOrType;
        const parentId = input.parentId === undefined ? (cur?.parentId ?? null) : input.parentId;
        if (parentId && !current.some((c) => c.componentId === parentId)) {
          throw new ApiError('badRequest', { componentId: input.componentId, field: 'parentId' }, `Parent ${parentId} is not on the page.`);
        }
        assertBlockProps(input.componentId, type, input.changes);
        const draft = {
          componentId: input.componentId,
          component: type,
          parentId,
          slot: input.slot === undefined ? (cur?.slot ?? null) : input.slot,
          props: input.changes,
          schemaVersion: cur?.schemaVersion ?? 1,
        };
        const hash = blockHash(draft);
        if (hash === currentHash) return false;
        const block: PageComponent = { ...draft, originalHash: hash, editor: stamp(editor, at, (cur?.editor?.revision ?? 0) + 1) };
        const next = cur ? current.map((c, i) => (i === index ? block : c)) : [...current, block];
        await writeBlocks(tx, input.environment, input.page, input.phase, next);
        await writeChangelog(tx, {
          documentType: 'content', documentId: pageId(input.page, input.phase), environment: input.environment,
          at, editor, changes: diffBlocks(current, next), forced: input.force,
        });
        return true;
      });
      if (changed) await afterWrite({ type: 'onComponentSettingsChanged', environment: input.environment, page: input.page, phase: input.phase, componentId: input.componentId });
      const layout = await getPage(input.environment, input.page, input.phase);
      const component = layout.components.find((c) => c.componentId === input.componentId);
      if (!component) throw new ApiError('internal');
      return { changed, layout, component };
    },

    /** Pushes a layout (or one block) of a phase to another environment. */
    async copyToEnvironment(editor: Editor, input: CopyInput): Promise<SaveResult> {
      if (input.sourceEnvironment === input.targetEnvironment) {
        throw new ApiError('badRequest', { field: 'sourceEnvironment' }, 'Source and target environment are the same.');
      }
      const source = await readLayout(db, input.sourceEnvironment, input.page, input.phase);
      if (!source) throw new ApiError('notFound', { id: pageId(input.page, input.phase), environment: input.sourceEnvironment });
      const sourceBlock = input.componentId ? source.components.find((c) => c.componentId === input.componentId) : undefined;
      if (input.componentId && !sourceBlock) throw new ApiError('notFound', { componentId: input.componentId });
      const at = now();
      const changed = await db.transaction(async (tx) => {
        await lockLayout(tx, input.targetEnvironment, input.page, input.phase);
        const target = await readBlocks(tx, input.targetEnvironment, input.page, input.phase);
        const targetBlock = sourceBlock ? target.find((c) => c.componentId === sourceBlock.componentId) : undefined;
        const currentHash = sourceBlock ? (targetBlock?.originalHash ?? null) : layoutHash(target);
        if (!input.force && (input.targetBaseHash ?? null) !== currentHash) {
          throw new ApiError('pushConflict', { currentHash, environment: input.targetEnvironment });
        }
        let next: PageComponent[];
        if (sourceBlock) {
          if (sourceBlock.parentId && !target.some((c) => c.componentId === sourceBlock.parentId)) {
            throw new ApiError('badRequest', { field: 'parentId' }, `Parent ${sourceBlock.parentId} is not on the target page.`);
          }
          const pushed = { ...sourceBlock, editor: stamp(editor, at, (targetBlock?.editor?.revision ?? 0) + 1) };
          next = targetBlock ? target.map((c) => (c === targetBlock ? pushed : c)) : [...target, pushed];
        } else {
          next = source.components.map((c) => ({ ...c, editor: stamp(editor, at, c.editor?.revision ?? 1) }));
        }
        const changes = diffBlocks(target, next);
        if (changes.length === 0) return false;
        await writeBlocks(tx, input.targetEnvironment, input.page, input.phase, next);
        await writeChangelog(tx, {
          documentType: 'content', documentId: pageId(input.page, input.phase), environment: input.targetEnvironment,
          at, editor, changes, forced: input.force === true,
        });
        return true;
      });
      if (changed) {
        await afterWrite({ type: 'onComponentSettingsChanged', environment: input.targetEnvironment, page: input.page, phase: input.phase, componentId: input.componentId ?? null });
      }
      return { changed, layout: await getPage(input.targetEnvironment, input.page, input.phase) };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
