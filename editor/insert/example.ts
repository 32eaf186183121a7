import { isBlockType } from '../../schemas';
import { blockSchemas } from '../../schemas/validators';

/** The schema's first example: the preview's props and the new block's starting props. */
export function firstExample(type: string): Record<string, unknown> | undefined {
  if (!isBlockType(type)) return undefined;
  const examples = blockSchemas[type].examples;
  const first = Array.isArray(examples) ? examples[0] : undefined;
  return first && typeof first === 'object' && !Array.isArray(first)
    ? (first as Record<string, unknown>)
    : undefined;
}
