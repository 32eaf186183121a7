import { type WidthPreset } from '../../renderer';

/** What the width change needs of a block. */
export interface WidthBlock {
  componentId: string;
  props?: Readonly<Record<string, unknown>> | null;
}

export type WidthChangeResult<T> = { ok: true; block: T; components: T[] } | { ok: false; error: 'Could not update component width' };

/**
 * changeComponentWidthAction: sets a block's wrapperWidth preset (100 removes it: absent means full width).
 * A block that is not in the layout answers the spec's error (docs/behaviour/editor.md).
 */
export function changeComponentWidthAction<T extends WidthBlock>(components: readonly T[], componentId: string, width: WidthPreset): WidthChangeResult<T> {
  const index = components.findIndex((c) => c.componentId === componentId);
  const current = components[index];
  if (!current) return { ok: false, error: 'Could not update component width' };
  const { wrapperWidth: _previous, ...rest } = current.props ?? {};
  const props = width === 100 ? rest : { ...rest, wrapperWidth: width };
  const block = { ...current, props };
  return { ok: true, block, components: components.map((c, i) => (i === index ? block : c)) };
}
