export const ENVIRONMENTS = ['cont', 'uat', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const DEFAULT_ENVIRONMENT: Environment = 'cont';

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * The environment this site deployment serves, from `<meta name="site-env" content="…">` (the server
 * writes it from SITE_ENV). Without a document or a valid value, the demo default `cont`.
 */
export function getSiteEnvironment(doc: Document | undefined = globalThis.document): Environment {
  const content = doc?.querySelector('meta[name="site-env"]')?.getAttribute('content')?.trim();
  return isEnvironment(content) ? content : DEFAULT_ENVIRONMENT;
}
