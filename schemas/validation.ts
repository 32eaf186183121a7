import type { GeneratedValidationError, GeneratedValidator } from './generated/validators.js';
import type { JsonSchema } from './json-schema';

export interface ValidationIssue {
  /** JSON pointer of the offending field, e.g. `/buttons/0/type` ('' = the whole document). */
  path: string;
  /** A sentence naming the field. */
  message: string;
}

export type ValidationResult = { ok: true } | { ok: false; errors: ValidationIssue[] };

const fieldName = (path: string) => (path === '' ? 'The document' : path.slice(1));

/** Finds the schema of the value at a JSON pointer by following properties and items. */
function schemaForInstance(root: JsonSchema, instancePath: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = root;
  for (const part of instancePath.split('/').slice(1)) {
    if (!node) return undefined;
    const name = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node.properties && name in node.properties) node = node.properties[name];
    else if (node.items && !Array.isArray(node.items) && /^\d+$/.test(name)) node = node.items;
    else return undefined;
  }
  return node;
}

function describeValue(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return 'a valid value';
  const s = schema as JsonSchema;
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (typeof s.type === 'string') return `${/^[aeiou]/.test(s.type) ? 'an' : 'a'} ${s.type}`;
  return 'a valid value';
}

function toIssue(error: GeneratedValidationError, root: JsonSchema | undefined): ValidationIssue {
  const { instancePath, keyword, params } = error;
  switch (keyword) {
    case 'additionalProperties': {
      const path = `${instancePath}/${String(params.additionalProperty)}`;
      return { path, message: `${fieldName(path)} is not a known property` };
    }
    case 'required': {
      const path = `${instancePath}/${String(params.missingProperty)}`;
      return { path, message: `${fieldName(path)} is required` };
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.map((v) => JSON.stringify(v)).join(', ') : '';
      return { path: instancePath, message: `${fieldName(instancePath)} must be one of ${allowed}` };
    }
    case 'anyOf': {
      // Per-breakpoint values: anyOf [plain value, { mobile?, ... }] (see schemas/build/resolve.ts).
      const node = root ? schemaForInstance(root, instancePath) : undefined;
      if (node?.['x-breakpoints'] === true && Array.isArray(node.anyOf)) {
        return {
          path: instancePath,
          message: `${fieldName(instancePath)} must be ${describeValue(node.anyOf[0])}, or an object of such values per breakpoint (mobile, smallTablet, tablet, desktop, ultrawide)`,
        };
      }
      return { path: instancePath, message: `${fieldName(instancePath)} does not match any allowed form` };
    }
    default:
      return { path: instancePath, message: `${fieldName(instancePath)} ${error.message ?? 'is invalid'}` };
  }
}

/**
 * Turns ajv errors into field issues. Errors inside a failed anyOf branch are folded
 * into the anyOf's own message: "must be a string, or per breakpoint" says more than
 * the two branch failures side by side.
 */
export function toValidationResult(validate: GeneratedValidator, data: unknown, root?: JsonSchema): ValidationResult {
  if (validate(data)) return { ok: true };
  const errors = validate.errors ?? [];
  const anyOfPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => `${e.schemaPath}/`);
  const kept = errors.filter((e) => !anyOfPaths.some((prefix) => e.schemaPath.startsWith(prefix)));
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of kept) {
    const issue = toIssue(error, root);
    const key = `${issue.path}\u0000${issue.message}`;
    if (!seen.has(key)) issues.push(issue);
    seen.add(key);
  }
  return { ok: false, errors: issues };
}

/** Moves issues found inside a larger document (e.g. block props in a page) under `prefix`. */
export function nestIssues(prefix: string, issues: readonly ValidationIssue[]): ValidationIssue[] {
  return issues.map((issue) => {
    const inner = fieldName(issue.path);
    const path = `${prefix}${issue.path}`;
    const rest = issue.message.startsWith(inner) ? issue.message.slice(inner.length) : `: ${issue.message}`;
    return { path, message: `${fieldName(path)}${rest}` };
  });
}
