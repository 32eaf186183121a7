import type { Environment } from '../schemas';

/**
 * Where the client sends its calls. The browser uses the defaults (same origin: `/api` for the API,
 * `/static-content` for the exported JSON copies); tests point both at a real local server.
 */
export interface ApiClientConfig {
  /** Base of every API call, without a trailing slash. Default `/api`. */
  baseUrl: string;
  /** Base of the static JSON copies exported by `npm run build`. Default `/static-content`. */
  staticBaseUrl: string;
  /**
   * What sends the calls; the global `fetch` when absent. Server rendering hands in one that dispatches to the API
   * in the same process (no socket), so the same query functions load a page's data on the server and in the browser.
   */
  fetch?: typeof fetch;
  /** The deployment's environment where no document names it (`<meta name="site-env">`): server rendering. */
  environment?: Environment;
}

const defaults: ApiClientConfig = { baseUrl: '/api', staticBaseUrl: '/static-content' };
let current: ApiClientConfig = { ...defaults };

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  current = {
    baseUrl: trimSlash(changes.baseUrl ?? current.baseUrl),
    staticBaseUrl: trimSlash(changes.staticBaseUrl ?? current.staticBaseUrl),
    fetch: 'fetch' in changes ? changes.fetch : current.fetch,
    environment: changes.environment ?? current.environment,
  };
}

export function resetApiClientConfig(): void {
  current = { ...defaults };
}

export function getApiClientConfig(): Readonly<ApiClientConfig> {
  return current;
}
