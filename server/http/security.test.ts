// The ASVS 5.0 requirements (docs/security.md) that no test of a feature proved yet: HTTP methods,
// CORS, caching of private answers, content types, errors, files the server must not serve, password rules and
// mass assignment.
import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { addPhone, client, signUp } from '../modules/accounts/testing.ts';

const api = useTestApp();

const signIn = (identifier: string, password: string) =>
  client(api).call({ method: 'POST', url: '/data/sessions', payload: { session: { identifier, password } } });

describe('HTTP', () => {
  test('answers TRACE and other unknown methods without echoing the request', async () => {
    // Over a real socket: the injector in the other tests knows no TRACE.
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    for (const method of ['TRACE', 'TRACK']) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          `${address}/data/account`,
          { method, headers: { 'x-echo-marker': 'secret-cookie-value' } },
          (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          },
        );
        request.on('error', reject);
        request.end();
      });
      expect(status, method).toBeGreaterThanOrEqual(400);
      expect(status, method).toBeLessThan(500);
      expect(body, method).not.toContain('secret-cookie-value');
    }
  });

  test('sends no CORS header that would let another site read an answer', async () => {
    const { token } = await signUp(api);
    const read = await client(api).call({
      method: 'GET',
      url: '/data/account',
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: '/data/account',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  test('answers the account and other private calls with Cache-Control: no-store', async () => {
    const { token } = await signUp(api);
    for (const url of ['/data/account', '/data/my/ads', '/data/favorites', '/data/my/payments']) {
      const response = await client(api).call({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toContain('no-store');
    }
  });

  test('answers every /data call with a JSON content type and a charset', async () => {
    const { token } = await signUp(api);
    for (const url of ['/data/categories/en', '/data/account', '/data/nothing-here', '/data/ads/0']) {
      const response = await client(api).call({ method: 'GET', url, token });
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
    }
  });

  test('answers an unexpected failure with the generic error shape, never a stack trace', async () => {
    const { token } = await signUp(api);
    await api.db.query('ALTER TABLE favorites RENAME TO favorites_gone');
    try {
      const response = await client(api).call({ method: 'GET', url: '/data/favorites', token });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
      expect(response.body).not.toMatch(/favorites|relation|at .*\.ts|node_modules/);
    } finally {
      await api.db.query('ALTER TABLE favorites_gone RENAME TO favorites');
    }
  });

  test('serves no source control metadata, environment file or directory listing', async () => {
    for (const url of ['/.git/config', '/.git/HEAD', '/.env', '/package.json', '/assets/', '/server/config.ts']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/\[core\]|ref: refs|DATABASE_URL|"dependencies"|Index of/);
    }
  });

  test('refuses a JSON body that would pollute prototypes, on any route', async () => {
    const { token } = await signUp(api);
    for (const payload of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}']) {
      const response = await client(api).call({
        method: 'PATCH',
        url: '/data/account',
        token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toEqual(expect.any(String));
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    }
  });
});

describe('passwords', () => {
  test('takes a password of 64 characters and more, exactly as typed, without truncating it', async () => {
    const password = `${'Nodir dhare shapla ful '.repeat(4)}Xy`;
    expect(password.length).toBeGreaterThan(64);
    const { email } = await signUp(api, { password });
    expect((await signIn(email, password)).statusCode).toBe(200);
    // A wrong password is a 400 (the same answer as an unknown account).
    expect((await signIn(email, password.slice(0, 64))).statusCode).toBe(400);
    expect((await signIn(email, password.toUpperCase())).statusCode).toBe(400);
    expect((await signIn(email, `${password} `)).statusCode).toBe(400);
  });

  test('takes a password of any characters: spaces, Bengali letters and emoji', async () => {
    const password = 'আমার সোনার বাংলা 🔑 ৭';
    const { email } = await signUp(api, { password });
    expect((await signIn(email, password)).statusCode).toBe(200);
  });
});

describe('mass assignment', () => {
  test('ignores fields a caller may not set, such as an ad’s status or owner', async () => {
    const me = await signUp(api);
    const other = await signUp(api);
    await addPhone(api, me.token, '+8801712345679');
    const response = await client(api).call({
      method: 'POST',
      url: '/data/ads',
      token: me.token,
      payload: {
        category_id: 102,
        location_id: 100,
        title: 'Samsung Galaxy S25 Ultra 256 GB',
        description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
        price: 120_000,
        properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
        contact_name: 'Rahim',
        phone_numbers: ['01712345679'],
        status: 'published',
        user_id: other.account.id,
        listing_fee_paid_at: '2026-01-01T00:00:00Z',
        is_top_ad: true,
      },
    });
    // Unknown fields are dropped by the schema: the ad is the caller's and waits for review.
    expect(response.statusCode).toBe(201);
    const id = response.json().ad.id;
    const [row] = await api.db.query<{ status: string; user_id: number }>(
      'SELECT status, user_id::int AS user_id FROM ads WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'pending_review', user_id: me.account.id });
  });
});
