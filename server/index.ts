// Public surface of server/ (used by scripts/, bench/ and e2e/).
export { buildApp } from './app.js';
export type { BuildAppOptions } from './app.js';
export { loadConfig, ENVIRONMENTS, isEnvironment } from './config.js';
export type { Environment, ServerConfig, AuthConfig } from './config.js';
export { openStore } from './store/open-store.js';
export type { OpenStoreOptions } from './store/open-store.js';
export type { Db, Queryable } from './store/db.js';
export { routeTable } from './routes/route-table.js';
export type { RouteDefinition, RouteScope, HttpMethod } from './routes/route-table.js';
export { errorCatalogue, errorCodeTable, ApiError } from './errors.js';
export type { ErrorCode, ErrorBody } from './errors.js';
export { resolveCurrentPhase } from './current-phase.js';
export { hashOf, canonicalJson } from './canonical-hash.js';
export { exportStaticContent } from './static-export.js';
export { PERSONAS } from './auth/personas.js';
export type { Persona } from './auth/personas.js';
