import { ENVIRONMENTS, blockContentOf, type BlockContent, type Environment } from '../../schemas/index.js';
import type {
  CopyToEnvironmentBody, PhaseAssignmentBody, RouteParamsComponentSave, RouteParamsPageEnv, RouteParamsPhaseAssignment,
  SaveComponentBody, SavePageBody,
} from '../../schemas/api-types.js';
import { ApiError } from '../errors.js';
import type { LiveEvent } from '../live/index.js';
import type { Editor } from '../shared/changelog/types.js';
import { mergeBlock, mergeLayout, sameContent, type FieldConflict } from '../shared/merge.js';
import type { Db } from '../store/db.js';
import { assertBlockProps, assertComponentId } from '../validation.js';
import { layoutHash, lockLayout, pageId, readBlocks, readLayout, readLayoutsOfPage, type PageComponent, type PageLayout } from './content-store.js';
import { readBlockVersion, readLayoutVersion } from './content-versions.js';
import {
  checkMerged, checkStructure, mergePushedBlock, replaceLayout, requireHash, stamp, toStored, type IncomingComponent,
} from './layout-writes.js';
import { placeInPhase } from './phase-placement.js';

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
        const conflicts = input.components.flatMap((c) => {
          const currentHash = byId.get(c.componentId)?.originalHash ?? null;
          return (c.originalHash ?? null) === currentHash ? [] : [{ componentId: c.componentId, currentHash }];
        });
        const currentPageHash = layoutHash(current);
        if (conflicts.length > 0 || input.originalPageHash !== currentPageHash) {
          // Others saved since this editor read the page: their changes and this editor's are merged, and only a
          // field both changed is a conflict. A forced save merges too and settles those fields as this
          // editor's: what only the others changed is kept. The details keep the per-block hashes older
          // clients read.
          const base = await readLayoutVersion(tx, input.originalPageHash);
          const outcome = base ? mergeLayout(base, input.components.map(blockContentOf), current.map(blockContentOf), input.resolutions ?? {}, force) : undefined;
          if (outcome?.ok) {
            components = outcome.value;
            checkMerged(components, currentPageHash, conflicts);
            merged = true;
          } else if (!force || outcome) {
            throw new ApiError('componentConflict', { currentHash: currentPageHash, conflicts, fields: outcome?.conflicts ?? [] });
          }
          // Forced with a base the store never saw: nothing tells the others' changes from this editor's, so the
          // editor's layout is written as it is (the confirmed force-save of docs/behaviour/editor.md, Force save).
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
        const stale = (input.originalHash ?? null) !== currentHash;
        if (stale) {
          // Saved by others since this editor read the block: merged field by field; only a field both
          // changed, or a block the others removed, is a conflict. A forced save merges too and settles those as
          // this editor's, so a field only the others changed keeps their value. A push (`strict`)
          // merges the same way: the target's own changes since it was read survive the push.
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
          const choice = input.resolutions?.[componentId]?.['(block)'] ?? (force ? 'mine' : undefined);
          const readded = base && !cur && choice === 'mine';
          // Forced with no base to merge against (a new block whose id someone else took, a hash the store never
          // saw): the whole block is the one conflicting field, settled as this editor's.
          const whole = !base && cur && force;
          const outcome = readded || whole ? { ok: true as const, value: mine } : base && cur ? mergeBlock(base, mine, blockContentOf(cur), input.resolutions ?? {}, force) : undefined;
          if (!outcome?.ok) {
            const fields =
              outcome?.conflicts ??
              (base && !cur
                ? [{ componentId, path: '(block)', base, mine, theirs: null }]
                : !input.originalHash && cur
                  ? [{ componentId, path: '(block)', base: null, mine, theirs: blockContentOf(cur) }]
                  : []);
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
      const resolutions = input.resolutions ?? {};
      const changed = await db.transaction(async (tx) => {
        await lockLayout(tx, targetEnvironment, page, phase);
        const target = await readBlocks(tx, targetEnvironment, page, phase);
        const targetBlock = sourceBlock ? target.find((c) => c.componentId === sourceBlock.componentId) : undefined;
        const currentHash = sourceBlock ? (targetBlock?.originalHash ?? null) : layoutHash(target);
        const stale = (input.targetBaseHash ?? null) !== currentHash;
        // The target moved since the push was reviewed: the push is merged with what others saved there since
        //, the pushed version being "mine". A field both changed is a conflict; force settles it as
        // the pushed value and keeps the target's changes to everything else.
        const refuse = (fields: readonly FieldConflict[]) => new ApiError('pushConflict', { currentHash, environment: targetEnvironment, fields });
        const targetById = new Map(target.map((c) => [c.componentId, c]));
        let next: PageComponent[];
        if (sourceBlock) {
          if (sourceBlock.parentId && !target.some((c) => c.componentId === sourceBlock.parentId)) {
            throw new ApiError('badRequest', { field: 'parentId' }, `Parent ${sourceBlock.parentId} is not on the target page.`);
          }
          let pushed: PageComponent | null = restamped(sourceBlock, (targetBlock?.editor?.revision ?? 0) + 1);
          if (stale) {
            const outcome = await mergePushedBlock(tx, input.targetBaseHash ?? null, sourceBlock, targetBlock, resolutions, force);
            if (!outcome.ok) throw refuse(outcome.conflicts);
            if (outcome.value === null) pushed = null;
            else if (!sameContent(outcome.value, sourceBlock)) pushed = toStored(outcome.value, targetBlock, editor, at);
          }
          next = !pushed ? target : targetBlock ? target.map((c) => (c === targetBlock ? pushed : c)) : [...target, pushed];
        } else if (stale) {
          const base = input.targetBaseHash === null ? [] : await readLayoutVersion(tx, input.targetBaseHash);
          const outcome = base
            ? mergeLayout(base, source.components.map(blockContentOf), target.map(blockContentOf), resolutions, force)
            : force
              ? { ok: true as const, value: source.components.map(blockContentOf) }
              : undefined;
          if (!outcome?.ok) throw refuse(outcome?.conflicts ?? []);
          const sourceById = new Map(source.components.map((c) => [c.componentId, c]));
          next = outcome.value.map((c) => {
            const pushedBlock = sourceById.get(c.componentId);
            return pushedBlock && sameContent(c, pushedBlock) ? restamped(pushedBlock, pushedBlock.editor?.revision ?? 1) : toStored(c, targetById.get(c.componentId), editor, at);
          });
        } else {
          next = source.components.map((c) => restamped(c, c.editor?.revision ?? 1));
        }
        return replaceLayout(tx, targetEnvironment, page, phase, target, next, editor, at, force, stale);
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
      const block: BlockContent = { componentId, ...input.block };
      checkStructure([{ ...block, parentId: null }]);
      const at = now();
      const written = await db.transaction(async (tx) => {
        const source = await readBlocks(tx, environment, page, input.sourcePhase);
        // Locks in one order (the request's, which names each phase once) and checks every hash before any write.
        const targets: { phase: string; current: PageComponent[]; next: BlockContent[]; merged: boolean }[] = [];
        const conflicts: { phase: string; currentHash: string }[] = [];
        const fields: (FieldConflict & { phase: string })[] = [];
        for (const t of input.targets) {
          await lockLayout(tx, environment, page, t.phase);
          const current = await readBlocks(tx, environment, page, t.phase);
          const currentHash = layoutHash(current);
          const stale = t.originalPageHash !== currentHash;
          // The layout as read (base) or as it is now: a stale target is merged, the assignment's change
          // being "mine" and what others saved since "theirs"; a block the others added there meanwhile keeps their
          // version (assigning says where the block is, not what it holds).
          const base = stale ? await readLayoutVersion(tx, t.originalPageHash) : current.map(blockContentOf);
          const here = current.find((c) => c.componentId === componentId);
          const assigned = here ? blockContentOf(here) : block;
          const placed = placeInPhase(t.assign, source, base ?? current.map(blockContentOf), assigned);
          if (!placed.ok) {
            throw new ApiError('badRequest', { field: 'targets', phase: t.phase, parentId: placed.parentId }, `Block ${componentId}: its container ${placed.parentId} is not in phase ${t.phase}.`);
          }
          if (!stale) {
            targets.push({ phase: t.phase, current, next: placed.components, merged: false });
            continue;
          }
          const outcome = base ? mergeLayout(base, placed.components, current.map(blockContentOf), input.resolutions ?? {}, force) : undefined;
          if (outcome?.ok) targets.push({ phase: t.phase, current, next: outcome.value, merged: true });
          else if (outcome) {
            conflicts.push({ phase: t.phase, currentHash });
            fields.push(...outcome.conflicts.map((f) => ({ ...f, phase: t.phase })));
          } else if (force) {
            // A base the store never saw: the assignment is applied to the layout as it is now.
            const now = placeInPhase(t.assign, source, current.map(blockContentOf), assigned);
            if (now.ok) targets.push({ phase: t.phase, current, next: now.components, merged: false });
          } else conflicts.push({ phase: t.phase, currentHash });
        }
        if (conflicts.length > 0) throw new ApiError('componentConflict', { currentHash: conflicts[0]?.currentHash, conflicts, fields });
        const changedPhases: string[] = [];
        for (const t of targets) {
          checkMerged(t.next, layoutHash(t.current), conflicts);
          const byId = new Map(t.current.map((c) => [c.componentId, c]));
          const next = t.next.map((c) => {
            const kept = byId.get(c.componentId);
            return kept && sameContent(kept, c) ? kept : toStored(c, kept, editor, at);
          });
          if (await replaceLayout(tx, environment, page, t.phase, t.current, next, editor, at, force, t.merged)) changedPhases.push(t.phase);
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
