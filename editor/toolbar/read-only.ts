import type { BlockRegistry, RenderableComponent } from '../../renderer';

/**
 * Blocks the block menu must not edit (docs/behaviour/editor.md): unresolved components (a type the registry does not
 * know) and linked content, i.e. a block shown from a source page; such a block names that page in `sourcePage`.
 */
export function isReadOnlyBlock(block: RenderableComponent, registry: BlockRegistry): boolean {
  if (!Object.prototype.hasOwnProperty.call(registry, block.component)) return true;
  const source = (block as { sourcePage?: unknown }).sourcePage;
  return typeof source === 'string' && source !== '';
}
