// The generated (ajv standalone) validators of schemas/: the same ones the editor runs.
import { blockTypes, validateBlockProps, validateSiteSettings } from '../schemas/index.js';
import { ApiError } from './errors.js';

export interface FieldError {
  path: string;
  message: string;
}

const TRANSLATION_KEY = /^translate\.[A-Za-z0-9.-]+$/;
const COMPONENT_ID = /^[a-z0-9][a-z0-9_-]*$/;

export function isTranslationKey(key: string): boolean {
  return TRANSLATION_KEY.test(key);
}

/** Throws 400 naming the field when a block's props do not match its schema. */
export function assertBlockProps(componentId: string, type: string, props: unknown): void {
  if (!(blockTypes as readonly string[]).includes(type)) {
    throw new ApiError('invalidProps', { componentId, errors: [{ path: 'component', message: `unknown block type ${type}` }] }, `Unknown block type ${type} for ${componentId}.`);
  }
  const result = validateBlockProps(type as (typeof blockTypes)[number], props);
  if (!result.ok) {
    const first = result.errors[0];
    throw new ApiError(
      'invalidProps',
      { componentId, component: type, errors: result.errors },
      `Block ${componentId} (${type}): ${first ? `${first.path || '/'} ${first.message}` : 'invalid props'}`,
    );
  }
}

export function assertComponentId(componentId: string): void {
  if (!COMPONENT_ID.test(componentId)) {
    throw new ApiError('badRequest', { errors: [{ path: 'componentId', message: 'lower-case letters, digits, - and _' }] }, `Component id ${JSON.stringify(componentId)} is not valid: lower-case letters, digits, - and _.`);
  }
}

export function assertSiteSettings(doc: unknown): void {
  const result = validateSiteSettings(doc);
  if (!result.ok) {
    const first = result.errors[0];
    throw new ApiError('invalidSettings', { errors: result.errors }, `Site settings: ${first ? `${first.path || '/'} ${first.message}` : 'invalid'}`);
  }
}

export function assertTranslationKeys(keys: readonly string[]): void {
  const bad = keys.filter((k) => !isTranslationKey(k));
  if (bad.length > 0) throw new ApiError('invalidTranslationKey', { keys: bad }, `Invalid translation keys: ${bad.join(', ')}`);
}
