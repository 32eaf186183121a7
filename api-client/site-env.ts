import { DEFAULT_ENVIRONMENT, isEnvironment, type Environment } from '../schemas';
import { getApiClientConfig } from './config';

// The environment list is a domain fact of schemas/; api-client files name the type through here.
export type { Environment };

/**
 * The environment this site deployment serves, from `<meta name="site-env" content="…">` (the server
 * writes it from SITE_ENV). Without a document (server rendering) the configured one; else the demo default `cont`.
 */
export function getSiteEnvironment(doc: Document | undefined = globalThis.document): Environment {
  const content = doc?.querySelector('meta[name="site-env"]')?.getAttribute('content')?.trim();
  return isEnvironment(content) ? content : (getApiClientConfig().environment ?? DEFAULT_ENVIRONMENT);
}
