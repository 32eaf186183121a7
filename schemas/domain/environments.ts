/** The content environments, in the order content moves through them (cont -> uat -> prod). */
export const ENVIRONMENTS = ['cont', 'uat', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The demo's environment when nothing names one. */
export const DEFAULT_ENVIRONMENT: Environment = 'cont';

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}
