// The generated (ajv standalone) validators of schemas/: the same ones the editor runs.
import { blockTypes } from '../schemas/index.js';
import { validateBlockProps, validateSiteSettings } from '../schemas/validators.js';
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

/** Deeper documents than this are refused; no schema of the product nests half as deep. */
export const MAX_NESTING = 64;

/**
 * Finds the first value the store cannot keep: a string PostgreSQL's jsonb
 * cannot hold (NUL), that is not valid Unicode (lone surrogates), or that
 * starts with a byte order mark (which JSON round-trips drop); or nesting
 * deeper than MAX_NESTING. Iterative, so a hostile depth cannot overflow the stack.
 */
export function findUnstorableString(value: unknown): { path: string; reason: 'text' | 'depth' } | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (isUnstorable(item.value)) return { path: item.path || '/', reason: 'text' };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_NESTING) return { path: item.path, reason: 'depth' };
    const entries = Array.isArray(item.value) ? item.value.map((v, i) => [String(i), v] as const) : Object.entries(item.value);
    for (const [key, child] of entries) {
      if (isUnstorable(key)) return { path: `${item.path}/${key}`, reason: 'text' };
      stack.push({ value: child, path: `${item.path}/${key}`, depth: item.depth + 1 });
    }
  }
  return null;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || text.startsWith('\uFEFF') || LONE_SURROGATE.test(text);
}

/** Throws 400 naming the field when a request carries a value the store cannot keep. */
export function assertStorableStrings(part: string, value: unknown): void {
  const found = findUnstorableString(value);
  if (found === null) return;
  const problem = found.reason === 'depth' ? `nests deeper than ${MAX_NESTING} levels` : 'holds a NUL character, a lone surrogate or a leading byte order mark';
  throw new ApiError('badRequest', { errors: [{ path: `${part}${found.path}`, message: problem }] }, `The ${part} at ${found.path} ${problem}.`);
}
