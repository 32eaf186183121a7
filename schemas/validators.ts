/**
 * The HEAVY public surface of schemas/ (docs/contracts.md): the full JSON Schemas (descriptions, examples,
 * x- annotations) and the validators over the precompiled ajv standalone code (no runtime compile; about 670 KB
 * of generated code). For editors, tools, Storybook and the server; attendee code imports schemas/index.ts only.
 */
import {
  blockBaseSchema,
  blockSchemas,
  breakpointValueSchema,
  pageLayoutSchema,
  siteSettingsSchema,
  type BlockType,
} from './generated/block-schemas';
import type { PageLayout } from './generated/types';
import * as validators from './generated/validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import type { TestTimeZone } from './domain/time-zones';
import { isBlockType } from './index';
import type { JsonSchema } from './json-schema';
import { nestIssues, toValidationResult, type ValidationIssue, type ValidationResult } from './validation';

export { blockBaseSchema, blockSchemas, breakpointValueSchema, isBlockType, pageLayoutSchema };

/** The site settings schema (x-category / x-widget annotated) for the settings editor. */
export const settingsSchema: JsonSchema = siteSettingsSchema;

/**
 * The phase switcher's test zones, UTC first (the default): the settings schema's testingTimezone values, read
 * from the schema that owns them. TestTimeZone is generated from the same enum, so the two cannot drift apart.
 */
export const TEST_TIME_ZONES = (siteSettingsSchema.properties?.testingTimezone?.enum ?? []) as readonly TestTimeZone[];

// Looked up when called, not in a module-level table: a table built at load time would
// keep the validators in bundles that import this module only for blockSchemas.
const validatorOf = (type: BlockType): GeneratedValidator => validators[type];

/** Validates a block's props (common props included) against its type's schema. */
export function validateBlockProps(type: string, props: unknown): ValidationResult {
  if (!isBlockType(type)) {
    return { ok: false, errors: [{ path: '', message: `Unknown block type "${type}"` }] };
  }
  return toValidationResult(validatorOf(type), props, blockSchemas[type]);
}

/**
 * Validates a page layout document: its shape, then what a schema cannot say: the id
 * is `${page}--${phase}`, componentIds are unique, parents exist, and the props of
 * every known block type are valid (unknown types are allowed: they render as
 * unresolved components).
 */
export function validatePageLayout(doc: unknown): ValidationResult {
  const shape = toValidationResult(validators.pageLayout, doc, pageLayoutSchema);
  if (!shape.ok) return shape;
  const layout = doc as PageLayout;
  const errors: ValidationIssue[] = [];
  if (layout.id !== `${layout.page}--${layout.phase}`) {
    errors.push({ path: '/id', message: `id must be "${layout.page}--${layout.phase}" (page--phase)` });
  }
  const ids = new Set<string>();
  layout.components.forEach((component, index) => {
    if (ids.has(component.componentId)) {
      errors.push({ path: `/components/${index}/componentId`, message: `components/${index}/componentId "${component.componentId}" is used twice on the page` });
    }
    ids.add(component.componentId);
  });
  layout.components.forEach((component, index) => {
    const parentId = component.parentId;
    if (parentId != null && (!ids.has(parentId) || parentId === component.componentId)) {
      errors.push({ path: `/components/${index}/parentId`, message: `components/${index}/parentId "${parentId}" is not a block on this page` });
    }
    if (isBlockType(component.component)) {
      const result = validateBlockProps(component.component, component.props);
      if (!result.ok) errors.push(...nestIssues(`/components/${index}/props`, result.errors));
    }
  });
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

/** Validates a site settings document. */
export function validateSiteSettings(doc: unknown): ValidationResult {
  return toValidationResult(validators.siteSettings, doc, siteSettingsSchema);
}

/** The top-level property defaults of a schema, as fresh copies (safe to mutate). */
export function getSchemaDefaults(schema: JsonSchema): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.default !== undefined) defaults[name] = structuredClone(property.default);
  }
  return defaults;
}
export type { ValidationIssue, ValidationResult };
