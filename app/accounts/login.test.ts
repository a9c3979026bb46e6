// The login page's action on a real database: where it sends the browser after signing in (decision 58).
import type { AppLoadContext } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useTestApp as openTestApp } from '../../tests/app.ts';
import { loadConfig } from '../../server/config.ts';
import { freshIp, PASSWORD, signUp } from '../../server/modules/accounts/testing.ts';
import { action } from './login.tsx';

const api = openTestApp();

async function logIn(redirectUrl: string) {
  const { email } = await signUp(api);
  const context = {
    db: api.db,
    counters: api.counters,
    clock: api.clock,
    config: loadConfig({ NODE_ENV: 'test' }),
    viewer: null,
    clientIp: freshIp(),
    log: api.app.log,
    modules: api.modules,
  } as unknown as AppLoadContext;
  const request = new Request(
    `http://localhost/en/users/login?action=my-account&redirect-url=${encodeURIComponent(redirectUrl)}`,
    { method: 'POST', body: new URLSearchParams({ identifier: email, password: PASSWORD }) },
  );
  const response = await action({ request, context, params: { locale: 'en' } } as Parameters<typeof action>[0]);
  if (!(response instanceof Response)) throw new Error(`not signed in: ${JSON.stringify(response)}`);
  return response;
}

describe('login page: after signing in', () => {
  test('goes back to the page on this site it was opened from, and marks the device known', async () => {
    const response = await logIn('/en/my/ads?page=2');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/my/ads?page=2');
    expect(response.headers.get('set-cookie')).toMatch(/haat_session=.*haat_device=/s);
  });

  test.each(['/.//evil.example', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example'])(
    'goes home, in the page’s language, instead of off-site for %j',
    async (redirectUrl) => {
      const response = await logIn(redirectUrl);
      expect(response.headers.get('location')).toBe('/en');
    },
  );
});
