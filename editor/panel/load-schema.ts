import type { JsonSchema } from '../../schemas';

/** Loads a block type's schema for the property browser; undefined for an unknown type. */
export type PropertySchemaLoader = (type: string) => Promise<JsonSchema | undefined>;

export const loadBlockSchema: PropertySchemaLoader = async (type) => {
  const { blockSchemas, isBlockType } = await import('../../schemas/validators');
  return isBlockType(type) ? blockSchemas[type] : undefined;
};
