// Phase assignment (docs/behaviour/editor.md): a block is added to other phases' layouts of the same page, at the same
// position, or removed from them. The server places it (server/content/phase-placement.ts) and writes every phase
// in one transaction; this builds that one request from the view's pending changes and the layouts it read.
import type { AllEnvironmentsAnswer, AssignPhasesInput } from '../../api-client/editing';
import { EMPTY_LAYOUT_HASH } from '../../schemas';
import type { RenderableComponent } from '../../renderer';
import type { EditedPage } from '../views/types';

/** One pending change of the phase assignment view. */
export interface PhaseChange {
  phase: string;
  assign: boolean;
}

/**
 * assignPhaseAction: the phase-assignment request for `changes`, each target carrying the hash of the layout the
 * view read (the empty layout's hash for a phase that has none), so a layout moved meanwhile is a conflict.
 */
export function assignPhaseAction(
  changes: readonly PhaseChange[],
  read: AllEnvironmentsAnswer,
  page: EditedPage,
  block: RenderableComponent,
  force = false,
): AssignPhasesInput {
  const layouts = read[page.environment];
  const targets = changes.map((change) => ({
    phase: change.phase,
    assign: change.assign,
    originalPageHash: layouts.find((l) => l.phase === change.phase)?.hash ?? EMPTY_LAYOUT_HASH,
  }));
  if (targets.length === 0) throw new Error('assignPhaseAction: no pending change');
  return {
    environment: page.environment,
    page: page.layoutId,
    componentId: block.componentId,
    sourcePhase: page.phase,
    block: {
      component: block.component,
      parentId: block.parentId ?? null,
      slot: block.slot ?? null,
      props: { ...(block.props ?? {}) },
    },
    targets: [targets[0]!, ...targets.slice(1)],
    force,
  };
}
