import type { PageLayout } from '../generated/types';

/** The content environments, in the order content moves through them (cont -> uat -> prod). */
export const ENVIRONMENTS = ['cont', 'uat', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// The JSON Schemas name the environments in an enum (page-layout.schema.json): this fails to compile if they differ.
type SameAsSchema = [Environment, PageLayout['environment']] extends [PageLayout['environment'], Environment] ? true : never;
const _sameAsSchema: SameAsSchema = true;

/** The demo's environment when nothing names one. */
export const DEFAULT_ENVIRONMENT: Environment = 'cont';

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}
