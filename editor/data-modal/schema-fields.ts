import type { JsonSchema } from '../../schemas';

export type FieldKind = 'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'list';

/** One property of a block schema as the ui form and the property browser show it. */
export interface FieldSpec {
  name: string;
  /** Null: the property exists but the ui form does not edit it (objects, arrays of objects); the JSON view does. */
  kind: FieldKind | null;
  /** Item type of a list (a single-type array). */
  itemKind?: 'string' | 'number' | 'integer';
  options?: readonly (string | number)[];
  description: string;
  /** x-interface: the property browser's group. */
  group: string;
  breakpoints: boolean;
}

/** Visibility keys the ui form always edits (spec 001 section 5). */
export const VISIBILITY_KEYS = ['isDisabled', 'blockedScope', 'requireScope', 'requiresFeature', 'requiresPhaseId'] as const;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);

function singleType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((x) => x !== 'null');
    return types.length === 1 ? types[0] : undefined;
  }
  return undefined;
}

function scalarEnum(schema: JsonSchema): (string | number)[] | undefined {
  if (!Array.isArray(schema.enum) || schema.enum.length === 0) return undefined;
  return schema.enum.every((v) => typeof v === 'string' || typeof v === 'number')
    ? (schema.enum as (string | number)[])
    : undefined;
}

/**
 * How a property is edited: strings, numbers, booleans and single-type arrays of them are editable; everything
 * else is left to the JSON view.
 */
export function fieldOf(name: string, schema: JsonSchema): FieldSpec {
  const base = {
    name,
    description: typeof schema.description === 'string' ? schema.description : '',
    group: typeof schema['x-interface'] === 'string' ? schema['x-interface'] : 'Other',
    breakpoints: schema['x-breakpoints'] === true,
  };
  const options = scalarEnum(schema);
  if (options) return { ...base, kind: 'enum', options };
  const type = singleType(schema);
  if (type === 'array' && schema.items && !Array.isArray(schema.items)) {
    const itemType = singleType(schema.items);
    if (itemType === 'string' || itemType === 'number' || itemType === 'integer') {
      return { ...base, kind: 'list', itemKind: itemType };
    }
    return { ...base, kind: null };
  }
  if (type && SCALARS.has(type)) return { ...base, kind: type as FieldKind };
  return { ...base, kind: null };
}

/** Every property of a block schema, in schema order. */
export function schemaFields(schema: JsonSchema | undefined): FieldSpec[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).map(([name, property]) => fieldOf(name, property));
}

/** A value the ui form can show in its widget (a per-breakpoint object cannot be). */
export function isEditableValue(field: FieldSpec, value: unknown): boolean {
  if (field.kind === null) return false;
  if (value === undefined || value === null) return true;
  if (field.kind === 'list') return Array.isArray(value) && value.every((v) => typeof v !== 'object');
  return typeof value !== 'object';
}
