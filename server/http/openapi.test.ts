import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadContract, type Contract } from '../../tests/contract.ts';
import { client, PASSWORD, signUp } from '../modules/accounts/testing.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { DOCS_PATH, OPENAPI_PATH } from './openapi.ts';

const registered: RouteOptions[] = [];
const api = useTestApp({}, { onRoute: (route) => void registered.push(route) });
let contract: Contract;

beforeAll(async () => {
  contract = await loadContract(api.app);
});

const template = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI contract', () => {
  test('is OpenAPI 3.1 and documents every registered /data/* route with its error shape', () => {
    const { document } = contract;
    expect(document.openapi).toBe('3.1.0');
    const dataRoutes = registered.filter(
      (route) => route.url.startsWith('/data/') && route.method !== 'HEAD' && !route.schema?.hide,
    );
    expect(dataRoutes.length).toBeGreaterThan(40);
    const missing = dataRoutes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => !document.paths[template(route.url)]?.[method.toLowerCase()])
        .map((method) => `${method} ${route.url}`),
    );
    expect(missing).toEqual([]);
    // Only the API: not the pages, the media files or the health check.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/data/'))).toEqual([]);
    // Each operation has a unique name, for generated clients.
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((o) => o.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/data/favorites/{id}']?.post?.operationId).toBe('postFavoritesById');
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses), path).toEqual(expect.arrayContaining(['4XX', '5XX']));
      }
    }
  });

  test('documents the success answer of every /data/* route: the routes that declare none are named', () => {
    const undocumented = registered
      .filter((route) => route.url.startsWith('/data/') && route.method !== 'HEAD' && !route.schema?.hide)
      .filter((route) => !Object.keys(route.schema?.response ?? {}).some((status) => /^[23]/.test(status)))
      .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
    expect(undocumented).toEqual([]);
    // In the document too: each operation has a success answer (2XX, or 3XX for a redirect).
    for (const [path, operations] of Object.entries(contract.document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(
          Object.keys(operation.responses).filter((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).not.toEqual([]);
      }
    }
  });

  test('is a valid OpenAPI 3.1 document for generic tools', async () => {
    const result = await new Validator().validate(contract.document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('hides only the catch-all, the document, its reference page and the chat socket (named by chat/config)', () => {
    const hidden = registered.filter((route) => route.url.startsWith('/data/') && route.schema?.hide);
    const urls = new Set(hidden.map((route) => (route.url.startsWith(DOCS_PATH) ? DOCS_PATH : route.url)));
    expect(urls).toEqual(new Set(['/data/*', OPENAPI_PATH, DOCS_PATH, '/data/chat/socket']));
  });

  test('is served with a reference page that loads nothing from elsewhere', async () => {
    const page = await api.app.inject({ url: DOCS_PATH + '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/src="https?:/);
    const script = await api.app.inject({ url: `${DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
  });
});

describe('answers', () => {
  test('of the documented calls match the contract, success and error alike', async () => {
    const seller = await createUser(api.db);
    const ad = await createAd(api.db, seller, { title: 'Yamaha FZS 2020', categoryId: 203 });
    const buyer = await signUp(api);
    const c = client(api);
    const call = async (options: Parameters<typeof c.call>[0], status: number) => {
      const response = await c.call(options);
      expect(response.statusCode, `${options.method ?? 'GET'} ${options.url} ${response.body}`).toBe(status);
      contract.check(response);
      return response;
    };
    const token = buyer.token;
    await call({ url: '/data/categories/bn' }, 200);
    await call({ url: '/data/locations/en' }, 200);
    await call({ url: '/data/categories/xx' }, 404);
    await call({ url: '/data/serp?query=yamaha', headers: { 'accept-language': 'en' } }, 200);
    await call({ url: '/data/serp?categorySlug=cars&page=2', headers: { 'x-mobile-request': 'true' } }, 200);
    await call({ url: '/data/serp?category=nonsense' }, 400);
    await call({ url: `/data/details?ad_id=${ad.id}` }, 200);
    await call({ url: `/data/details?slug=${ad.slug}&similar_ads=4`, headers: { 'x-mobile-request': 'true' } }, 200);
    await call({ url: '/data/details?ad_id=999999' }, 404);
    await call({ url: '/data/details' }, 400);
    await call({ method: 'POST', url: `/data/ads/${ad.id}/phone-numbers` }, 200);
    await call(
      { method: 'POST', url: '/data/sessions', payload: { session: { identifier: buyer.email, password: PASSWORD } } },
      200,
    );
    await call(
      {
        method: 'POST',
        url: '/data/sessions',
        payload: { session: { identifier: buyer.email, password: 'wrong password!' } },
      },
      400,
    );
    await call({ url: '/data/account', token }, 200);
    await call({ url: '/data/account' }, 401);
    await call(
      { method: 'PATCH', url: '/data/account', token, payload: { account: { profile: { name: 'Karim' } } } },
      200,
    );
    await call({ url: '/data/account/phone-numbers', token }, 200);
    await call({ method: 'POST', url: `/data/favorites/${ad.id}`, token }, 201);
    await call({ url: '/data/favorites', token }, 200);
    await call({ method: 'DELETE', url: `/data/favorites/${ad.id}`, token }, 204);
    await call({ method: 'POST', url: '/data/favorites/abc', token }, 400);
    const saved = await call(
      { method: 'POST', url: '/data/saved-searches', token, payload: { url: '/en/ads/dhaka/cars' } },
      201,
    );
    const savedId = saved.json<{ saved_search: { id: number } }>().saved_search.id;
    await call({ method: 'PATCH', url: `/data/saved-searches/${savedId}`, token, payload: { alerts: false } }, 200);
    await call({ url: '/data/saved-searches', token }, 200);
    await call({ method: 'DELETE', url: '/data/saved-searches', token, payload: { ids: [savedId] } }, 200);
    await call({ url: '/data/notifications', token }, 200);
    await call({ url: '/data/my/ads?list=published', token }, 200);
    await call({ url: '/data/ads/draft', token }, 200);
    await call({ method: 'DELETE', url: '/data/ads/draft', token }, 204);
    await call({ url: '/data/review', token }, 404);
    await call({ url: '/data/chat/config', token }, 200);
    await call({ method: 'POST', url: '/data/chat/v2/auth', token }, 200);
    const started = await call(
      { method: 'POST', url: '/data/chat/conversation', token, payload: { ad_id: ad.id } },
      201,
    );
    const conversation = started.json<{ channel_name: string }>().channel_name;
    const message = { text: 'Is it still for sale?', client_key: 'contract-key-1', offer: { amount: 150000 } };
    const payload = { conversation, publish_message: true, last_message: message };
    await call({ method: 'POST', url: '/data/chat/conversation', token, payload }, 200);
    await call({ url: `/data/chat/conversation?conversation=${conversation}`, token }, 200);
    await call({ url: `/data/chat/messages?conversation_name=${conversation}`, token }, 200);
    await call({ url: '/data/chat/conversations', token }, 200);
    await call({ url: '/data/chat/messages?conversation_name=nope', token }, 404);
    await call({ method: 'POST', url: '/data/chat/reports', token, payload: { conversation, reason: 'spam' } }, 204);
    await call({ method: 'POST', url: '/data/logout', token }, 200);
    expect(contract.checked.size).toBeGreaterThanOrEqual(29);
  });

  test('that break the contract are caught by the check', async () => {
    const response = await api.app.inject({ url: '/data/categories/bn' });
    const broken = Object.assign(
      Object.create(Object.getPrototypeOf(response) as object) as typeof response,
      response,
      {
        body: JSON.stringify({ categories: [{ id: 'one' }] }),
        json: () => ({ categories: [{ id: 'one' }] }),
      },
    );
    expect(() => contract.check(broken)).toThrow(/breaks the contract/);
  });
});
