// Inputs no route can use answer 400, never 500: in the error shape on the API, as an HTML page on pages.
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadContract } from '../../tests/contract.ts';
import { AdInputSchema } from '../modules/ads/schemas.ts';
import { postAd } from '../flows/posting.ts';
import { addPhone, client, signUp } from '../modules/accounts/testing.ts';

const api = useTestApp();

const PHONE = '+8801712345678';

/** A valid ad body (category 102: mobile phones) with `overrides`. */
const adBody = (overrides: Record<string, unknown> = {}) => ({
  category_id: 102,
  location_id: 100,
  title: 'Samsung Galaxy S25 Ultra 256 GB',
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  price: 120_000,
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
  contact_name: 'Rahim',
  phone_numbers: ['01712345678'],
  ...overrides,
});

/** One poster with a verified phone for the whole file (codes to one number are rate limited). */
let posting: Promise<Awaited<ReturnType<typeof signUp>>> | undefined;
function poster() {
  posting ??= signUp(api).then(async (person) => {
    await addPhone(api, person.token, PHONE);
    return person;
  });
  return posting;
}

/** The broken-link page (decision 253): HTML in the path's language, with a title, never the API's JSON. */
function expectBrokenLinkPage(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode).toBe(400);
  expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
  expect(response.body).toMatch(/<title>(This link is broken \| Haat|লিংকটি ভাঙা \| হাট)<\/title>/);
}

function expectRefused(response: { statusCode: number; json: () => unknown }, path?: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: {
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      ...(path ? { violations: [expect.objectContaining({ path })] } : {}),
    },
  });
}

describe('a NUL character', () => {
  test('in the query string or the path is refused on API routes and pages alike', async () => {
    const me = await poster();
    for (const url of [
      '/data/serp?query=toyota%00',
      '/data/serp?qu%00ery=toyota',
      '/data/chat/messages?conversation_name=a%00b',
      '/data/ads/1%00',
    ]) {
      expectRefused(await client(api).call({ method: 'GET', url, token: me.token }), 'url');
    }
    for (const url of ['/bn/ads?query=a%00b', '/en/ad/x%00y']) {
      expectBrokenLinkPage(await client(api).call({ method: 'GET', url, token: me.token }));
    }
  });

  test('anywhere in a JSON body (a value, deep inside, or a key) is refused with where it was', async () => {
    const me = await poster();
    const cases: [string, string, object, string][] = [
      ['POST', '/data/ads', adBody({ title: 'Samsung Galaxy\u0000 S25 Ultra' }), 'body.title'],
      [
        'POST',
        '/data/ads',
        adBody({ description: 'Boxed with the charger\u0000 and the receipt, no scratches' }),
        'body.description',
      ],
      ['PUT', '/data/ads/draft', { data: { title: 'x\u0000' } }, 'body.data.title'],
      ['POST', '/data/saved-searches', { name: 'cars\u0000', url: '/bn/ads?query=car' }, 'body.name'],
      ['POST', '/data/ads', adBody({ properties: { 'condition\u0000': 'used' } }), 'body.properties.condition\u0000'],
      ['POST', '/data/sessions', { login: { email: 'a\u0000@example.com', password: 'x' } }, 'body.login.email'],
    ];
    for (const [method, url, payload, path] of cases) {
      expectRefused(await client(api).call({ method: method as 'POST' | 'PUT', url, token: me.token, payload }), path);
    }
  });

  test('that reaches a statement some other way (a page form field) is a 400 error, not a 500', async () => {
    const me = await poster();
    // What a page action does with its form: the same schema and service as POST /data/ads.
    const input = AdInputSchema.parse(adBody({ title: 'Samsung Galaxy\u0000 S25 Ultra 256' }));
    await expect(postAd(api.db, me.account.id, input, api.clock.now())).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(api.db.query('SELECT $1::jsonb', ['{"a":"\\u0000"}'])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

describe('half of a surrogate pair in a JSON body', () => {
  // Found by the contract fuzzer: "\ud83d" alone reached jsonb, which refused it, and the draft answered 500.
  test('as a value or a key is refused with where it was, and a whole pair (an emoji) is kept', async () => {
    const me = await poster();
    const cases: [string, string, object, string][] = [
      [
        'PUT',
        '/data/ads/draft',
        { data: { id: { '9007199254740994': 'phone \ud83d' } } },
        'body.data.id.9007199254740994',
      ],
      ['PUT', '/data/ads/draft', { data: { ['title\udc00']: 'x' } }, 'body.data.title\udc00'],
      ['POST', '/data/ads', adBody({ title: 'Samsung Galaxy \udfff S25 Ultra' }), 'body.title'],
    ];
    for (const [method, url, payload, path] of cases) {
      expectRefused(await client(api).call({ method: method as 'POST' | 'PUT', url, token: me.token, payload }), path);
    }
    const saved = await client(api).call({
      method: 'PUT',
      url: '/data/ads/draft',
      token: me.token,
      payload: { data: { title: 'Samsung S25 \ud83d\udcf1' } },
    });
    expect(saved.statusCode).toBe(200);
    const draft = await client(api).call({ url: '/data/ads/draft', token: me.token });
    expect(draft.json().draft.data.title).toBe('Samsung S25 📱');
  });
});

describe('a path that is not UTF-8 once decoded', () => {
  // Found by the contract fuzzer (decision 162): Fastify answered these with its own body before any route ran.
  test.each(['%ff', '%ed%a0%80', '%c0%af'])(
    '(%s) is a 400 in the error shape on API routes, the broken-link page on pages',
    async (bytes) => {
      for (const url of [`/data/ads/${bytes}`, `/data/jobs/employer/jobs/${bytes}/applicants.csv`]) {
        const response = await client(api).call({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      expectBrokenLinkPage(await client(api).call({ url: `/en/ad/${bytes}` }));
    },
  );
});

describe('a null JSON body', () => {
  test('is refused on every route that takes a body', async () => {
    const me = await poster();
    for (const [method, url] of [
      ['POST', '/data/ads'],
      ['PUT', '/data/ads/draft'],
      ['POST', '/data/account'],
      ['POST', '/data/sessions'],
      ['PATCH', '/data/saved-searches/1'],
      ['POST', '/data/chat/conversation'],
      ['POST', '/data/notifications/read'],
    ] as const) {
      expectRefused(
        await client(api).call({
          method,
          url,
          token: me.token,
          headers: { 'content-type': 'application/json' },
          payload: 'null',
        }),
        'body',
      );
    }
  });
});

describe('a price', () => {
  test('of −1 or 1.5, as a JSON number or as text, is refused when posting or editing an ad', async () => {
    const me = await poster();
    for (const price of [-1, 1.5, '-1', '1.5', 1e300]) {
      const response = await client(api).call({
        method: 'POST',
        url: '/data/ads',
        token: me.token,
        payload: adBody({ price }),
      });
      expectRefused(response, 'body.price');
    }
    const posted = await client(api).call({ method: 'POST', url: '/data/ads', token: me.token, payload: adBody() });
    expect(posted.statusCode).toBe(201);
    const { ad } = posted.json<{ ad: { id: number } }>();
    const edited = await client(api).call({
      method: 'PUT',
      url: `/data/ads/${ad.id}`,
      token: me.token,
      payload: adBody({ price: 1.5 }),
    });
    expectRefused(edited, 'body.price');
  });
});

describe('a query parameter given twice', () => {
  test('is refused on every operation of the contract, for each of its query parameters', async () => {
    const { all: document } = await loadContract(api.app);
    const person = await signUp(api);
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = (operation as { parameters?: { in: string; name: string }[] }).parameters ?? [];
        const names = parameters.filter((p) => p.in === 'query').map((p) => p.name);
        // An operation without query parameters gets one it does not know, twice: refused all the same.
        for (const name of names.length ? names : ['x']) {
          const url = `${path.replace(/\{[^}]+\}/g, '1')}?${name}=1&${name}=2`;
          const response = await client(api).call({ method: method.toUpperCase() as 'GET', url, token: person.token });
          expect(response.statusCode, `${method} ${url}`).toBe(400);
          expect(response.json(), `${method} ${url}`).toMatchObject({
            error: {
              code: 'VALIDATION_FAILED',
              violations: [{ path: `query.${name}`, message: 'must be given once' }],
            },
          });
          checked.push(`${method} ${path} ${name}`);
        }
      }
    }
    expect(checked).toEqual(expect.arrayContaining(['get /data/serp page', 'get /data/serp query']));
  });
});
