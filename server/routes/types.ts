/**
 * What a route is: method, path, scope, schemas and a handler typed with the generated request and answer
 * interfaces (schemas/generated). Every feature folder (content/, settings/, translations/, site-tools/, ...)
 * builds its routes from this file and route-table.ts only lists them, so no feature imports the table.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ref } from '../http/api-schemas.js';
import { editorOf, type RouteContext } from '../http/context.js';

/**
 * 'public' (no token needed; a valid token is still read, e.g. per-user features), 'authenticated' (any valid
 * token), 'contenteditor' (contenteditor or siteeditor scope), 'siteeditor', 'meetings' (any meeting-related scope:
 * meetings, side-meetings or expertconnect, docs/behaviour/roles-and-flags.md, Scopes; the meeting services check finer rules per action).
 * Missing or invalid token: 401 translate.base.error.unauthorized; missing scope: 403 translate.base.error.forbidden.
 */
export type RouteScope = 'public' | 'authenticated' | 'contenteditor' | 'siteeditor' | 'meetings';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type SchemaRef = { $ref: string };

export interface RouteSchemas {
  params: SchemaRef;
  querystring: SchemaRef;
  body?: SchemaRef;
  response: Record<string, SchemaRef>;
}

/** The generated interfaces of one route's path params, query string, body and 200 answer. */
export interface RouteTypes {
  Params?: unknown;
  Querystring?: unknown;
  Body?: unknown;
  Reply?: unknown;
}

export type RouteRequest<T extends RouteTypes> = FastifyRequest<{ Params: T['Params']; Querystring: T['Querystring']; Body: T['Body'] }>;

/** What every route declares besides its handler. */
interface RouteBase {
  method: HttpMethod;
  /** Path under /api, in fastify syntax. */
  path: string;
  scope: RouteScope;
  /** Writes are rate-limited and validated strictly (no type coercion, unknown properties refused). */
  write: boolean;
  schema: RouteSchemas;
  /** Largest request body in bytes when it must differ from the app's 2 MB (page saves). */
  bodyLimit?: number;
}

/** A route as a feature writes it: the handler sees the request and answers with the generated types of T. */
export interface TypedRoute<T extends RouteTypes> extends RouteBase {
  /**
   * Runs after the schemas passed, so the request has the generated types. Answers the 200 body, or the reply
   * when it sent something else itself (304, a file, an event stream).
   */
  handler(ctx: RouteContext, req: RouteRequest<T>, reply: FastifyReply): Promise<T['Reply'] | FastifyReply | undefined>;
}

/**
 * A route of the table (route-table.ts), as app.ts registers it. The handler is declared as a method so that typed
 * routes, whose handlers take narrower requests, are members of one list: fastify checks each request against the
 * schemas the types are generated from before the handler runs.
 */
export interface RouteDefinition extends RouteBase {
  handler(ctx: RouteContext, req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** A route typed by its generated interfaces: `defineRoute<{ Params: RouteParamsPage; Body: SavePageBody; Reply: SavePageAnswer }>({ … })`. */
export function defineRoute<T extends RouteTypes>(route: TypedRoute<T>): RouteDefinition {
  return route;
}

/** `{ $ref }` to a definition of schemas/api/route-params.schema.json (path params and query strings). */
export const paramsRef = (definition: string) => ref('route-params', definition);
export const noQuery = paramsRef('noQuery');

/** Every 4xx and 5xx answer is the coded error `{ code, message, details }` (server/errors.ts). */
export const errorAnswers = { '4xx': ref('error'), '5xx': ref('error') };

/** The answers of a route whose 200 is schemas/api/<name>.schema.json. */
export const answerOf = (name: string) => ({ 200: ref(name), ...errorAnswers });

/** What a route made by routeWith() declares besides method, path and answer: schemas default to none. */
export interface RouteParts {
  params?: SchemaRef;
  querystring?: SchemaRef;
  body?: SchemaRef;
  bodyLimit?: number;
}

/**
 * The route maker of a feature whose routes share a scope and read the same thing from the request first (the
 * viewer's context, the signed-in user's id): every method but GET writes, and the handler gets what contextOf read.
 */
export function routeWith<C>(scope: RouteScope, contextOf: (ctx: RouteContext, req: FastifyRequest) => Promise<C>) {
  return <T extends RouteTypes>(
    method: HttpMethod, path: string, answer: string, parts: RouteParts,
    run: (c: C, req: RouteRequest<T>, ctx: RouteContext) => Promise<T['Reply']>,
  ): RouteDefinition => {
    const { params = noQuery, querystring = noQuery, body, bodyLimit } = parts;
    return defineRoute<T>({
      method, path, scope, write: method !== 'GET', ...(bodyLimit !== undefined ? { bodyLimit } : {}),
      schema: { params, querystring, ...(body ? { body } : {}), response: answerOf(answer) },
      handler: async (ctx, req) => run(await contextOf(ctx, req), req, ctx),
    });
  };
}

/** A content editor's route (translations, change logs, the test date): the handler runs with the editor, whom a write records. */
export const editorRoute = routeWith('contenteditor', async (_ctx, req) => editorOf(req));
