import type { DemoComponent, DemoPageLayout } from '../types';
import { currentBlockVersion, type Environment } from '../../../schemas/index.js';
import { SEED_EDITED_AT } from '../calendar';

/** One block as the page builders write it; `layout` turns a list of these into a stored PageLayout. */
export interface BlockSpec {
  id: string;
  type: string;
  props: Record<string, unknown>;
  parentId?: string;
  slot?: string;
}

export const SEED_EDITOR = {
  name: 'Nimbus Content Team',
  email: 'content-team@nimbusconf.example.com',
  id: 'seed-content-team',
  edited: SEED_EDITED_AT,
  revision: 1,
} as const;

export function block(id: string, type: string, props: Record<string, unknown>, parent?: { parentId: string; slot?: string }): BlockSpec {
  return { id, type, props, ...parent };
}

export function layout(env: Environment, page: string, phase: string, blocks: readonly BlockSpec[]): DemoPageLayout {
  const seen = new Set<string>();
  const components: DemoComponent[] = blocks.map((b) => {
    // Fail at generation time rather than shipping a page the editor cannot address.
    if (b.id !== b.id.toLowerCase() || seen.has(b.id)) throw new Error(`bad or duplicate componentId ${b.id} on ${page}--${phase}`);
    seen.add(b.id);
    return {
      componentId: b.id,
      component: b.type,
      parentId: b.parentId ?? null,
      slot: b.slot ?? null,
      props: b.props,
      schemaVersion: currentBlockVersion(b.type),
      editor: { ...SEED_EDITOR },
    };
  });
  for (const c of components) {
    if (c.parentId != null && !seen.has(c.parentId)) throw new Error(`${c.componentId} points at missing parent ${c.parentId}`);
  }
  return { id: `${page}--${phase}`, page, phase, environment: env, components };
}
