// readInput (decision 248): a route's input read with the schema its route declares, typed by it, and refused in the
// error catalogue's shape with the same violation paths parseInput gives.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { readInput } from './input.ts';
import { registerOpenApi } from './openapi.ts';

const Params = z.object({ id: z.coerce.number().int().positive() });
const Query = z.object({ page: z.coerce.number().int().min(1).default(1) });
const Body = z.object({ title: z.string().min(3), tags: z.array(z.string()).default([]) });
// Declared in a const outside the route's call, as most routes do.
const putThing = { params: Params, querystring: Query, body: Body, response: { 200: z.unknown() } };

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  // The error handler asks for the viewer of a refused call (server/http/viewer.ts); here there is none.
  app.decorateRequest('viewer', () => Promise.resolve(null));
  await registerOpenApi(app, { publicUrl: 'http://localhost:3000' });
  registerErrorHandling(app);
  app.put('/data/things/:id', { schema: putThing }, async (request) => {
    const params = readInput(request, 'params');
    const query = readInput(request, 'querystring');
    const body = readInput(request, 'body');
    expectTypeOf(params).toEqualTypeOf<{ id: number }>();
    expectTypeOf(query).toEqualTypeOf<{ page: number }>();
    expectTypeOf(body).toEqualTypeOf<{ title: string; tags: string[] }>();
    // @ts-expect-error the route declares no headers schema
    if (request.url === '/never') readInput(request, 'headers');
    return { params, query, body };
  });
  app.post('/data/things', { schema: { body: Body, response: { 200: z.unknown() } } }, async (request) => {
    expectTypeOf(readInput(request, 'body', {})).toEqualTypeOf<{ title: string; tags: string[] }>();
    return { body: readInput(request, 'body', {}) };
  });
  app.get('/data/bare/:id', async (request) => {
    // @ts-expect-error the route declares no schema at all
    return readInput(request, 'params');
  });
  await app.ready();
});

afterAll(() => app.close());

describe('readInput', () => {
  test("parses each part with the route's own schema: coerced, defaulted, unknown keys dropped", async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/data/things/42?page=3',
      payload: { title: 'A bicycle', extra: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ params: { id: 42 }, query: { page: 3 }, body: { title: 'A bicycle', tags: [] } });
  });

  test("answers 400 in the catalogue's shape, each path named as parseInput names it", async () => {
    const params = await app.inject({ method: 'PUT', url: '/data/things/abc', payload: { title: 'A bicycle' } });
    expect(params.statusCode).toBe(400);
    expect(params.json().error.code).toBe('VALIDATION_FAILED');
    expect(params.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['params.id']);

    const query = await app.inject({ method: 'PUT', url: '/data/things/1?page=0', payload: { title: 'A bicycle' } });
    expect(query.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['query.page']);

    const body = await app.inject({ method: 'PUT', url: '/data/things/1', payload: { title: 'A', tags: [1] } });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
    expect(body.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['body.title', 'body.tags.0']);
  });

  test('a missing body is refused as a whole, or parsed as the value given for an absent input', async () => {
    const missing = await app.inject({ method: 'PUT', url: '/data/things/1' });
    expect(missing.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['body']);
    const absent = await app.inject({ method: 'POST', url: '/data/things' });
    expect(absent.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['body.title']);
  });

  test('a route that declares no such part fails (500), it does not pass the input through', async () => {
    const response = await app.inject({ method: 'GET', url: '/data/bare/1' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
  });
});
