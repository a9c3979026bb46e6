// The CSRF origin check with a configured public origin (decision 66): only PUBLIC_URL and ALLOWED_ORIGINS may
// post, whatever Host the request names.
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadConfig } from '../config.ts';
import { client, ORIGIN, signUp } from '../modules/accounts/testing.ts';

const api = useTestApp({ PUBLIC_URL: 'https://haat.example', ALLOWED_ORIGINS: 'https://www.haat.example' });

describe('CSRF with PUBLIC_URL configured', () => {
  const change = (token: string, origin: string) =>
    client(api).call({
      method: 'PATCH',
      url: '/data/account',
      headers: { cookie: `haat_session=${token}`, origin },
      payload: { account: { profile: { name: 'Karim', opt_out: false } } },
    });

  test('accepts the public origin and the extra ones', async () => {
    const { token } = await signUp(api);
    expect((await change(token, 'https://haat.example')).statusCode).toBe(200);
    expect((await change(token, 'https://www.haat.example')).statusCode).toBe(200);
  });

  test('refuses the Host the request names, a localhost page and look-alikes', async () => {
    const { token } = await signUp(api);
    for (const origin of [ORIGIN, 'http://localhost:3000', 'http://haat.example', 'https://haat.example.evil.test']) {
      const response = await change(token, origin);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    }
  });

  test('refuses a sign-in posted from a page on localhost (login CSRF)', async () => {
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      headers: { origin: 'http://localhost:3000' },
      payload: { session: { identifier: 'someone@example.com', password: 'whatever it is' } },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('trusted origins in the configuration', () => {
  test('are PUBLIC_URL when it is set, and ALLOWED_ORIGINS, as origins; none by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUSTED_ORIGINS).toEqual([]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://haat.example/',
        ALLOWED_ORIGINS: 'https://www.haat.example/, https://m.haat.example',
      }).TRUSTED_ORIGINS,
    ).toEqual(['https://haat.example', 'https://www.haat.example', 'https://m.haat.example']);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'not an origin' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
