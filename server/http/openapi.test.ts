import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../tests/app.ts';
import { loadContract, type Contract } from '../../tests/contract.ts';
import { client, PASSWORD, promote, signUp } from '../modules/accounts/testing.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { loadConfig } from '../config.ts';
import { operationAccess } from './access-table.ts';
import { POISHA, WHOLE_TAKA } from './money.ts';
import { DOCS_PATH, isStaffOperation, OPENAPI_PATH, STAFF_OPENAPI_PATH } from './openapi.ts';
import { PUBLIC_TAGS, STAFF_TAGS } from './openapi-tags.ts';

const registered: RouteOptions[] = [];
const api = useTestApp({}, { onRoute: (route) => void registered.push(route) });
let contract: Contract;

beforeAll(async () => {
  contract = await loadContract(api.app);
});

const template = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('the OpenAPI contract', () => {
  test('is OpenAPI 3.1 and documents every registered /data/* route with its error shape', () => {
    const { all: document } = contract;
    expect(contract.document.openapi).toBe('3.1.0');
    expect(contract.staff.openapi).toBe('3.1.0');
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
    for (const [path, operations] of Object.entries(contract.all.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(
          Object.keys(operation.responses).filter((status) => /^[23]/.test(status)),
          `${method} ${path}`,
        ).not.toEqual([]);
      }
    }
  });

  // What the apps' engineers read in the reference page: what the call does, its rule, its errors.
  test('describes every operation of both documents with a summary and a description', () => {
    const undescribed = Object.entries(contract.all.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { summary?: string; description?: string }>)
        .filter(([, operation]) => !operation.summary?.trim() || !operation.description?.trim())
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed).toEqual([]);
  });

  // A body is declared by the schema its handler parses (readInput), so the document says which fields it takes.
  test('types every request body: none is a free record', () => {
    const schemas = (contract.all as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
    const resolve = (schema: unknown): Record<string, unknown> => {
      const ref = (schema as { $ref?: string } | undefined)?.$ref;
      return (ref ? schemas[ref.replace('#/components/schemas/', '')] : schema) as Record<string, unknown>;
    };
    type WithBody = { requestBody?: { content?: Record<string, { schema?: unknown }> } };
    const free = Object.entries(contract.all.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, WithBody>)
        .filter(([, operation]) => {
          const body = operation.requestBody?.content?.['application/json']?.schema;
          if (body === undefined) return false;
          const schema = resolve(body);
          return schema.type === 'object' && schema.properties === undefined;
        })
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(free).toEqual([]);
  });

  // Each document lists only the schemas it uses (openapi.ts); a named schema that neither uses is left over.
  test('names no component schema that neither document uses', () => {
    const named = (document: object) =>
      Object.keys((document as { components?: { schemas?: object } }).components?.schemas ?? {});
    const used = new Set([...named(contract.document), ...named(contract.staff)]);
    const ids = [...(z.globalRegistry as unknown as { _idmap: Map<string, unknown> })._idmap.keys()];
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !used.has(id) && !used.has(`${id}Input`))).toEqual([]);
  });

  test('is a valid OpenAPI 3.1 document for generic tools, and so is the staff document', async () => {
    for (const document of [contract.document, contract.staff]) {
      const result = await new Validator().validate(document as unknown as Record<string, unknown>);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  // Decision 233: the public contract is the site's and the apps'; the back office's calls are for staff only.
  test('lists no back-office call; the staff document lists exactly those, each with the schemas it uses', () => {
    const operations = (document: typeof contract.document) =>
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{(\w+)\}/g, ':$1'),
        })),
      );
    const staffRoutes = registered.filter(
      (route) => !route.schema?.hide && route.method !== 'HEAD' && isStaffOperation(String(route.method), route.url),
    );
    expect(staffRoutes.length).toBeGreaterThan(40);
    expect(operations(contract.document).filter((o) => isStaffOperation(o.method, o.url))).toEqual([]);
    expect(Object.keys(contract.document.paths).filter((path) => path.startsWith('/data/admin/'))).toEqual([]);
    expect(contract.document.paths['/data/review']).toBeUndefined();
    expect(contract.document.paths['/data/payments/{code}/refund']).toBeUndefined();
    expect(operations(contract.staff).filter((o) => !isStaffOperation(o.method, o.url))).toEqual([]);
    expect(operations(contract.staff)).toHaveLength(staffRoutes.length);
    // Each document names only the component schemas it uses (from its paths or from another schema it names), so
    // a schema only the back office uses is not in the public contract.
    const schemas = (document: object) =>
      (document as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
    for (const document of [contract.document, contract.staff]) {
      for (const name of Object.keys(schemas(document))) {
        const elsewhere = { paths: document.paths, others: { ...schemas(document), [name]: undefined } };
        expect(JSON.stringify(elsewhere).includes(`"#/components/schemas/${name}"`), name).toBe(true);
      }
    }
    const staffOnly = Object.keys(schemas(contract.staff)).filter((name) => !(name in schemas(contract.document)));
    expect(staffOnly.length).toBeGreaterThan(0);
    expect(Object.keys(schemas(contract.staff))).toContain('Error');
  });

  test('the staff document is served to staff only; the reference page shows the public contract', async () => {
    const c = client(api);
    expect((await c.call({ url: STAFF_OPENAPI_PATH })).statusCode).toBe(401);
    const member = await signUp(api);
    expect((await c.call({ url: STAFF_OPENAPI_PATH, token: member.token })).statusCode).toBe(404);
    const moderator = await signUp(api);
    await promote(api.db, moderator.email, 'moderator');
    const served = await c.call({ url: STAFF_OPENAPI_PATH, token: moderator.token });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.json()).toEqual(contract.staff);
    // Swagger UI reads the public contract (its own /json and /yaml copies of it included).
    const ui = (await api.app.inject({ url: `${DOCS_PATH}/json` })).json<typeof contract.document>();
    expect(ui.paths).toEqual(contract.document.paths);
    expect((await api.app.inject({ url: `${DOCS_PATH}/yaml` })).body).not.toContain('/data/admin/');
  });

  test('hides only the catch-all, the documents, the reference page and the chat socket (named by chat/config)', () => {
    const hidden = registered.filter((route) => route.url.startsWith('/data/') && route.schema?.hide);
    const urls = new Set(hidden.map((route) => (route.url.startsWith(DOCS_PATH) ? DOCS_PATH : route.url)));
    expect(urls).toEqual(new Set(['/data/*', OPENAPI_PATH, STAFF_OPENAPI_PATH, DOCS_PATH, '/data/chat/socket']));
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

type Documented = Record<string, unknown> & {
  tags?: string[];
  security?: Record<string, string[]>[];
  'x-permission'?: string;
};
const operationsOf = (document: { paths: object }) =>
  Object.entries(document.paths as Record<string, Record<string, Documented>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );

// Decision 255: the document says who may call what from the table the access-control test proves.
describe('who may call each operation', () => {
  test('is the access table: public anonymous, the others a session, the back office also its permission', () => {
    const signedIn = [{ bearer: [] }, { session: [] }];
    for (const document of [contract.document, contract.staff]) {
      for (const { method, path, operation } of operationsOf(document)) {
        const access = operationAccess(method, path.replace(/\{(\w+)\}/g, ':$1'));
        const row = `${method} ${path}`;
        expect(access, row).toBeDefined();
        if (access?.kind === 'public') expect(operation.security, row).toEqual([{}]);
        else expect(operation.security, row).toEqual(signedIn);
        if (access?.kind === 'staff') {
          expect(access.permission, row).not.toBeNull();
          expect(operation['x-permission'], row).toBe(access.permission);
        } else expect(operation['x-permission'], row).toBeUndefined();
      }
    }
    expect((contract.document.paths['/data/serp']?.get as Documented | undefined)?.security).toEqual([{}]);
    expect((contract.document.paths['/data/favorites']?.get as Documented | undefined)?.security).toEqual(signedIn);
    expect((contract.staff.paths['/data/review']?.get as Documented | undefined)?.['x-permission']).toBe('review');
  });

  test('declares every tag it uses, with a description, and no other', () => {
    for (const [document, tags] of [
      [contract.document, PUBLIC_TAGS],
      [contract.staff, STAFF_TAGS],
    ] as const) {
      const used = new Set(operationsOf(document).flatMap(({ operation }) => operation.tags ?? []));
      const declared = (document as unknown as { tags: { name: string; description: string }[] }).tags;
      expect(declared.map((tag) => tag.name).sort()).toEqual([...used].sort());
      expect(declared).toEqual(tags);
      for (const tag of declared) expect(tag.description, tag.name).not.toBe('');
    }
  });

  test('names the deployment: its server, contact page and terms from PUBLIC_URL', () => {
    const origin = loadConfig({ NODE_ENV: 'test' }).PUBLIC_URL;
    for (const document of [contract.document, contract.staff] as unknown as {
      servers: { url: string }[];
      info: { contact: { url: string }; license: { name: string; url: string } };
    }[]) {
      expect(document.servers.map((server) => server.url)).toEqual([origin]);
      expect(document.info.contact.url).toBe(`${origin}/en/help/contact`);
      expect(document.info.license).toEqual({ name: 'Proprietary', url: `${origin}/en/terms` });
    }
  });
});

// Decision 255: a money field says its unit, in its name (`amount_poisha`, `next_fee_taka`) or its description.
describe('money in the document', () => {
  const MONEY = /price|amount|salary|fee|discount_value|balance|payout|charge|refund|credit|^value$/i;

  test('says in every field whether it is whole taka or poisha', () => {
    const unsaid: string[] = [];
    const visit = (value: unknown, name: string): void => {
      if (Array.isArray(value)) return value.forEach((inner) => visit(inner, name));
      if (typeof value !== 'object' || value === null) return;
      const schema = value as { properties?: Record<string, Record<string, unknown>> };
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        const branches = [property, ...((property.anyOf as Record<string, unknown>[] | undefined) ?? [])];
        const integer = branches.some((branch) => branch.type === 'integer');
        if (!integer || !MONEY.test(field) || /_(poisha|taka)$/.test(field)) continue;
        const description = branches.map((branch) => branch.description).find((text) => typeof text === 'string');
        const said = typeof description === 'string' && [WHOLE_TAKA, POISHA].some((unit) => description.includes(unit));
        if (!said) unsaid.push(`${name}.${field}: ${description}`);
      }
      for (const [key, inner] of Object.entries(value)) visit(inner, key);
    };
    visit(contract.all, 'document');
    expect(unsaid).toEqual([]);
  });

  test("documents an ad's price as whole taka, as it carries it", async () => {
    const schemas = (contract.document as unknown as { components: { schemas: Record<string, Documented> } }).components
      .schemas;
    const card = schemas.AdCard as unknown as { properties: { price: { description: string } } };
    expect(card.properties.price.description).toMatch(/^Whole taka \(BDT\)/);
    const seller = await createUser(api.db);
    const ad = await createAd(api.db, seller, { title: 'Walton fridge 2023', price: 5000 });
    const details = await api.app.inject({ url: `/data/details?ad_id=${ad.id}`, headers: { 'accept-language': 'en' } });
    expect(details.json<{ ad: { money: { value: number; amount: string } } }>().ad.money).toMatchObject({
      value: 5000,
      amount: expect.stringContaining('5,000'),
    });
  });

  test("has no stand-in bounds of zod's safe integers", () => {
    expect(JSON.stringify(contract.all)).not.toMatch(/9007199254740991/);
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
