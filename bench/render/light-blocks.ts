// Light stand-ins for every block type (node and browser side): a few elements from the block's own texts, no
// hooks, no sanitising, so that what is left of a render is the renderer's own cost (the worst case for the
// ratio). Each keeps the real definition's type and schema, so defaults apply as for the real block.
import { createElement, lazy } from 'react';
import type { BlockComponentProps, BlockDefinition, BlockRegistry } from '../../renderer';

// Plain text of a stored text; blocks' texts are often HTML, shown here as they are (React escapes them).
function text(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 80) : '';
}

function LightBlock({ componentId, type, props }: BlockComponentProps) {
  const title = text(props.heading ?? props.title ?? props.text ?? props.label ?? type);
  const body = text(props.subheading ?? props.description ?? props.body ?? '');
  return createElement(
    'section',
    { className: `light light--${type}`, 'aria-labelledby': `${componentId}-h` },
    createElement('h2', { id: `${componentId}-h` }, title),
    body ? createElement('p', null, body) : null,
  );
}

/** The registry with each component replaced by LightBlock (lazy, as the real entries are). */
export function lightRegistry(real: BlockRegistry): BlockRegistry {
  const component = lazy(async () => ({ default: LightBlock }));
  const out: Record<string, BlockDefinition> = {};
  for (const [type, def] of Object.entries(real)) out[type] = def.component ? { ...def, component } : def;
  return out;
}
