import { issuesFromErrors, NO_ISSUES, type FieldIssues } from '../../editing';
import { validateSiteSettings } from '../../schemas/validators';

/** Validates the whole draft with the generated validator (no runtime compile) and files every issue under its field. */
export function findFieldIssues(draft: unknown): FieldIssues {
  const result = validateSiteSettings(draft);
  return result.ok ? NO_ISSUES : issuesFromErrors(result.errors);
}

/** The top-level setting names whose value changed (compared as JSON), with their new values. */
export function changedSettings(original: Record<string, unknown>, draft: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(draft)) {
    if (JSON.stringify(value) !== JSON.stringify(original[name])) changes[name] = value;
  }
  return changes;
}
