import {
  currentBlockVersion,
  ENVIRONMENTS,
  type CopyToEnvironmentBody,
  type Environment,
  type PhaseAssignmentBody,
  type RouteParamsComponentSave,
  type RouteParamsPageEnv,
  type RouteParamsPhaseAssignment,
  type SaveComponentBody,
  type SavePageBody,
} from '../../schemas/index.js';
import { writeChangelog } from '../changelog/changelog-store.js';
import { diffBlocks } from '../changelog/diff.js';
import type { Editor } from '../changelog/types.js';
import { ApiError } from '../errors.js';
import type { LiveEvent } from '../live/events.js';
import type { Db, Queryable } from '../store/db.js';
import { assertBlockProps, assertComponentId } from '../validation.js';
import {
  blockHash,
  layoutHash,
  lockLayout,
  pageId,
  readBlocks,
  readLayout,
  readLayoutsOfPage,
  writeBlocks,
  type PageComponent,
  type PageLayout,
} from './content-store.js';
import { readBlockVersion, readLayoutVersion } from './content-versions.js';
import { mergeBlock, mergeLayout, type BlockContent } from './merge.js';
import { placeInPhase } from './phase-placement.js';

type IncomingComponent = SavePageBody['components'][number];

export type SaveResult = {
  changed: boolean;
  /** True when the save was merged with others' saves made since the editor read the page. */
  merged?: boolean;
  layout: PageLayout;
};

export interface ContentServiceDeps {
  db: Db;
  now: () => Date;
  /** After a committed write: the live-update event(s) it causes (server/live/). */
  afterWrite: (...events: LiveEvent[]) => Promise<void>;
}

function stamp(editor: Editor, at: Date, revision: number) {
  return { ...editor, edited: at.toISOString(), revision };
}

/**
 * A layout is replaced only against the hash it was read with (issue 13: a save without one deleted what others
 * had saved since). The schema refuses a missing or null hash already; this guards the service's other callers.
 */
function requireHash(field: string, hash: string | null | undefined): asserts hash is string {
  if (typeof hash !== 'string' || hash === '') {
    throw new ApiError('badRequest', { field, reason: 'hashRequired' }, `${field} is required: the hash the layout was read with.`);
  }
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

function contentOf(c: Pick<IncomingComponent, 'componentId' | 'component' | 'parentId' | 'slot' | 'props'>): BlockContent {
  return { componentId: c.componentId, component: c.component, parentId: c.parentId ?? null, slot: c.slot ?? null, props: c.props };
}

/**
 * A merge of valid layouts can still break a rule that spans fields (a schema's combined constraints): then the
 * save is a conflict for the editor to resolve, not a bad request, and nothing is written.
 */
function checkMerged(components: readonly IncomingComponent[], currentHash: string, conflicts: unknown[]): void {
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
function toStored(c: Pick<IncomingComponent, 'componentId' | 'component' | 'parentId' | 'slot' | 'props'>, cur: PageComponent | undefined, editor: Editor, at: Date): PageComponent {
  const draft = {
    componentId: c.componentId,
    component: c.component,
    parentId: c.parentId ?? null,
    slot: c.slot ?? null,
    props: c.props,
    schemaVersion: currentBlockVersion(c.component),
  };
  const hash = blockHash(draft);
  const unchanged = cur !== undefined && cur.originalHash === hash;
  return { ...draft, originalHash: hash, editor: unchanged ? cur.editor : stamp(editor, at, (cur?.editor?.revision ?? 0) + 1) };
}

/** Writes a layout's new blocks and one changelog entry when anything differs; false when nothing did. */
async function replaceLayout(tx: Queryable, env: Environment, page: string, phase: string, current: readonly PageComponent[], next: PageComponent[], editor: Editor, at: Date, forced: boolean, merged = false): Promise<boolean> {
  const changes = diffBlocks(current, next);
  if (changes.length === 0) return false;
  await writeBlocks(tx, env, page, phase, next);
  await writeChangelog(tx, { documentType: 'content', documentId: pageId(page, phase), environment: env, at, editor, changes, forced, merged });
  return true;
}

/** Page layouts: reads (props migrated to the current schema version), hash-checked saves, pushes, phase assignment. */
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

    /** PUT /content/{page}: the whole new layout of one phase, in order. */
    async savePage(editor: Editor, page: string, input: SavePageBody): Promise<SaveResult> {
      requireHash('originalPageHash', input.originalPageHash);
      checkStructure(input.components);
      const { environment, phase } = input;
      const force = input.force === true;
      const at = now();
      const result = await db.transaction(async (tx) => {
        await lockLayout(tx, environment, page, phase);
        const current = await readBlocks(tx, environment, page, phase);
        const byId = new Map(current.map((c) => [c.componentId, c]));
        let components: readonly IncomingComponent[] = input.components;
        let merged = false;
        if (!force) {
          const conflicts = input.components.flatMap((c) => {
            const currentHash = byId.get(c.componentId)?.originalHash ?? null;
            return (c.originalHash ?? null) === currentHash ? [] : [{ componentId: c.componentId, currentHash }];
          });
          const currentPageHash = layoutHash(current);
          if (conflicts.length > 0 || input.originalPageHash !== currentPageHash) {
            // Others saved since this editor read the page: their changes and this editor's are merged, and only a
            // field both changed is a conflict (issue 14). The details keep the per-block hashes older clients read.
            const base = await readLayoutVersion(tx, input.originalPageHash);
            const outcome = base ? mergeLayout(base, input.components.map(contentOf), current.map(contentOf), input.resolutions ?? {}) : undefined;
            if (!outcome?.ok) {
              throw new ApiError('componentConflict', { currentHash: currentPageHash, conflicts, fields: outcome?.conflicts ?? [] });
            }
            components = outcome.value;
            checkMerged(components, currentPageHash, conflicts);
            merged = true;
          }
        }
        const next = components.map((c) => toStored(c, byId.get(c.componentId), editor, at));
        return { changed: await replaceLayout(tx, environment, page, phase, current, next, editor, at, force, merged), merged };
      });
      if (result.changed) await afterWrite({ type: 'onComponentSettingsChanged', environment, page, phase, componentId: null });
      return { changed: result.changed, merged: result.merged, layout: await getPage(environment, page, phase) };
    },

    /** PUT /content/component/{env}/{page}/{phase}/{contentId}/{parentOrType}/{timestamp}/{flag}: one block. */
    async saveComponent(editor: Editor, params: RouteParamsComponentSave, input: SaveComponentBody): Promise<SaveResult & { component: PageComponent }> {
      const { env: environment, page, phase, contentId: componentId } = params;
      const force = params.flag === 'force';
      assertComponentId(componentId);
      const at = now();
      const changed = await db.transaction(async (tx) => {
        await lockLayout(tx, environment, page, phase);
        const current = await readBlocks(tx, environment, page, phase);
        const index = current.findIndex((c) => c.componentId === componentId);
        const cur = current[index];
        const currentHash = cur?.originalHash ?? null;
        const component = cur?.component ?? params.parentOrType;
        let parentId = input.parentId === undefined ? (cur?.parentId ?? null) : input.parentId;
        let slot = input.slot === undefined ? (cur?.slot ?? null) : input.slot;
        let props = input.changes;
        const stale = !force && (input.originalHash ?? null) !== currentHash;
        // A push copies another environment's version over this one: merging would make a block neither has.
        if (stale && input.strict === true) throw new ApiError('componentConflict', { componentId, currentHash, fields: [] });
        if (stale) {
          // Saved by others since this editor read the block: merged field by field (issue 14); only a field both
          // changed, or a block the others removed, is a conflict.
          assertBlockProps(componentId, component, input.changes);
          const base = input.originalHash ? await readBlockVersion(tx, input.originalHash) : undefined;
          const mine: BlockContent = {
            componentId,
            component,
            parentId: input.parentId === undefined ? (base?.parentId ?? null) : input.parentId,
            slot: input.slot === undefined ? (base?.slot ?? null) : input.slot,
            props: input.changes,
          };
          // A block others removed since is saved again only when the editor chose to keep their own version.
          const readded = base && !cur && input.resolutions?.[componentId]?.['(block)'] === 'mine';
          const outcome = readded ? { ok: true as const, value: mine } : base && cur ? mergeBlock(base, mine, contentOf(cur), input.resolutions ?? {}) : undefined;
          if (!outcome?.ok) {
            const fields = outcome?.conflicts ?? (base && !cur ? [{ componentId, path: '(block)', base, mine, theirs: null }] : []);
            throw new ApiError('componentConflict', { componentId, currentHash, fields });
          }
          ({ parentId, slot, props } = outcome.value);
        }
        if (parentId && !current.some((c) => c.componentId === parentId)) {
          throw new ApiError('badRequest', { componentId, field: 'parentId' }, `Parent ${parentId} is not on the page.`);
        }
        if (stale) {
          try {
            assertBlockProps(componentId, component, props);
          } catch (error) {
            if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
            throw new ApiError('componentConflict', { componentId, currentHash, fields: [], reason: error.message });
          }
        } else assertBlockProps(componentId, component, props);
        const block = toStored({ componentId, component, parentId, slot, props }, cur, editor, at);
        if (block.originalHash === currentHash) return { changed: false, merged: stale };
        const next = cur ? current.map((c, i) => (i === index ? block : c)) : [...current, block];
        return { changed: await replaceLayout(tx, environment, page, phase, current, next, editor, at, force, stale), merged: stale };
      });
      if (changed.changed) await afterWrite({ type: 'onComponentSettingsChanged', environment, page, phase, componentId });
      const layout = await getPage(environment, page, phase);
      const component = layout.components.find((c) => c.componentId === componentId);
      if (!component) throw new ApiError('internal');
      return { changed: changed.changed, merged: changed.merged, layout, component };
    },

    /** POST /content/copyToEnvironment/{page}/{env}: pushes a layout (or one block) of a phase to another environment. */
    async copyToEnvironment(editor: Editor, params: RouteParamsPageEnv, input: CopyToEnvironmentBody): Promise<SaveResult> {
      const { page, env: targetEnvironment } = params;
      const { sourceEnvironment, phase, componentId } = input;
      if (sourceEnvironment === targetEnvironment) {
        throw new ApiError('badRequest', { field: 'sourceEnvironment' }, 'Source and target environment are the same.');
      }
      const source = await readLayout(db, sourceEnvironment, page, phase);
      if (!source) throw new ApiError('notFound', { id: pageId(page, phase), environment: sourceEnvironment });
      const sourceBlock = componentId ? source.components.find((c) => c.componentId === componentId) : undefined;
      if (componentId && !sourceBlock) throw new ApiError('notFound', { componentId });
      const at = now();
      const force = input.force === true;
      const restamped = (c: PageComponent, revision: number): PageComponent => ({ ...c, editor: stamp(editor, at, revision) });
      const changed = await db.transaction(async (tx) => {
        await lockLayout(tx, targetEnvironment, page, phase);
        const target = await readBlocks(tx, targetEnvironment, page, phase);
        const targetBlock = sourceBlock ? target.find((c) => c.componentId === sourceBlock.componentId) : undefined;
        const currentHash = sourceBlock ? (targetBlock?.originalHash ?? null) : layoutHash(target);
        if (!force && (input.targetBaseHash ?? null) !== currentHash) {
          throw new ApiError('pushConflict', { currentHash, environment: targetEnvironment });
        }
        let next: PageComponent[];
        if (sourceBlock) {
          if (sourceBlock.parentId && !target.some((c) => c.componentId === sourceBlock.parentId)) {
            throw new ApiError('badRequest', { field: 'parentId' }, `Parent ${sourceBlock.parentId} is not on the target page.`);
          }
          const pushed = restamped(sourceBlock, (targetBlock?.editor?.revision ?? 0) + 1);
          next = targetBlock ? target.map((c) => (c === targetBlock ? pushed : c)) : [...target, pushed];
        } else {
          next = source.components.map((c) => restamped(c, c.editor?.revision ?? 1));
        }
        return replaceLayout(tx, targetEnvironment, page, phase, target, next, editor, at, force);
      });
      if (changed) {
        await afterWrite({ type: 'onComponentSettingsChanged', environment: targetEnvironment, page, phase, componentId: componentId ?? null });
      }
      return { changed, layout: await getPage(targetEnvironment, page, phase) };
    },

    /**
     * PUT /content/phase-assignment/{env}/{page}/{componentId}: adds the block to (or removes it from) the layouts
     * of several phases in ONE transaction. Every target layout is locked and its hash checked before anything is
     * written, so either every target changes or none does.
     */
    async assignPhases(editor: Editor, params: RouteParamsPhaseAssignment, input: PhaseAssignmentBody): Promise<{ changed: boolean; layouts: PageLayout[] }> {
      const { env: environment, page, componentId } = params;
      const force = input.force === true;
      assertComponentId(componentId);
      const phases = input.targets.map((t) => t.phase);
      if (new Set(phases).size !== phases.length) throw new ApiError('badRequest', { field: 'targets' }, 'Each phase may be named once.');
      if (phases.includes(input.sourcePhase)) throw new ApiError('badRequest', { field: 'targets', phase: input.sourcePhase }, 'The source phase is not a target.');
      for (const t of input.targets) requireHash('originalPageHash', t.originalPageHash);
      const block = { componentId, ...input.block };
      checkStructure([{ ...block, parentId: null }]);
      const at = now();
      const written = await db.transaction(async (tx) => {
        const source = await readBlocks(tx, environment, page, input.sourcePhase);
        // Locks in one order (the request's, which names each phase once) and checks every hash before any write.
        const targets: { phase: string; assign: boolean; current: PageComponent[] }[] = [];
        const conflicts: { phase: string; currentHash: string }[] = [];
        for (const t of input.targets) {
          await lockLayout(tx, environment, page, t.phase);
          const current = await readBlocks(tx, environment, page, t.phase);
          const currentHash = layoutHash(current);
          if (!force && t.originalPageHash !== currentHash) conflicts.push({ phase: t.phase, currentHash });
          targets.push({ phase: t.phase, assign: t.assign, current });
        }
        if (conflicts.length > 0) throw new ApiError('componentConflict', { currentHash: conflicts[0]?.currentHash, conflicts });
        const changedPhases: string[] = [];
        for (const t of targets) {
          const placed = placeInPhase(t.assign, source, t.current, block);
          if (!placed.ok) {
            throw new ApiError('badRequest', { field: 'targets', phase: t.phase, parentId: placed.parentId }, `Block ${componentId}: its container ${placed.parentId} is not in phase ${t.phase}.`);
          }
          const byId = new Map(t.current.map((c) => [c.componentId, c]));
          const next = placed.components.map((c) => byId.get(c.componentId) ?? toStored(c, undefined, editor, at));
          if (await replaceLayout(tx, environment, page, t.phase, t.current, next, editor, at, force)) changedPhases.push(t.phase);
        }
        return changedPhases;
      });
      if (written.length > 0) {
        await afterWrite(...written.map((phase): LiveEvent => ({ type: 'onComponentSettingsChanged', environment, page, phase, componentId })));
      }
      const layouts: PageLayout[] = [];
      for (const phase of phases) layouts.push(await getPage(environment, page, phase));
      return { changed: written.length > 0, layouts };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
