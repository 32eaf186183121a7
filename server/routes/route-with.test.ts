import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteContext } from '../http/context.js';
import { ref } from '../http/api-schemas.js';
import { answerOf, noQuery, routeWith } from './types.js';

describe('routeWith', () => {
  const route = routeWith('meetings', async (_ctx, req) => `context of ${req.url}`);

  it('declares the scope, writes for every method but GET, and defaults the schemas to none', () => {
    const read = route('GET', '/things', 'things-list', {}, async () => ({}));
    expect(read).toMatchObject({ method: 'GET', path: '/things', scope: 'meetings', write: false });
    expect(read.schema).toEqual({ params: noQuery, querystring: noQuery, response: answerOf('things-list') });
    expect('bodyLimit' in read).toBe(false);
    const write = route('PUT', '/things/:id', 'thing', { params: ref('x'), body: ref('thing-body'), bodyLimit: 10 }, async () => ({}));
    expect(write).toMatchObject({ write: true, bodyLimit: 10 });
    expect(write.schema).toEqual({ params: ref('x'), querystring: noQuery, body: ref('thing-body'), response: answerOf('thing') });
  });

  it('runs the handler with what the context reader read, the request and the route context', async () => {
    const ctx = {} as RouteContext;
    const req = { url: '/api/things' } as FastifyRequest;
    const seen = route('GET', '/things', 'things-list', {}, async (c, r, x) => ({ c, same: r === req && x === ctx }));
    expect(await seen.handler(ctx, req, {} as FastifyReply)).toEqual({ c: 'context of /api/things', same: true });
  });
});
