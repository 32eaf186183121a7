import { validateSiteSettings } from '../../schemas/validators';

/** The ajv messages of a settings draft, by the JSON pointer of the field they are about. */
export type FieldIssues = ReadonlyMap<string, readonly string[]>;

const NONE: FieldIssues = new Map();

/** Validates the whole draft with the generated validator (no runtime compile) and files every issue under its field. */
export function findFieldIssues(draft: unknown): FieldIssues {
  const result = validateSiteSettings(draft);
  if (result.ok) return NONE;
  const issues = new Map<string, string[]>();
  for (const issue of result.errors) {
    const list = issues.get(issue.path) ?? [];
    list.push(issue.message);
    issues.set(issue.path, list);
  }
  return issues;
}

/** The issues of the field at `path` itself. */
export function issuesAt(issues: FieldIssues, path: string): readonly string[] {
  return issues.get(path) ?? [];
}

/** How many issues lie at `path` or inside it (for collapsed list items and category badges). */
export function countIssuesUnder(issues: FieldIssues, path: string): number {
  let count = 0;
  for (const [at, list] of issues) if (at === path || at.startsWith(`${path}/`)) count += list.length;
  return count;
}

/** The top-level setting names whose value changed (compared as JSON), with their new values. */
export function changedSettings(original: Record<string, unknown>, draft: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (JSON.stringify(value) !== JSON.stringify(original[name])) changes[name] = value;
  }
  return changes;
}
