import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { InjectOptions } from 'fastify';
import { type TestApp, useTestApp } from '../../tests/app.ts';
import { startErrorReceiver, type ErrorReceiver } from '../../tests/error-receiver.ts';
import { signUp } from '../modules/accounts/testing.ts';

let receiver: ErrorReceiver;
beforeAll(async () => {
  receiver = await startErrorReceiver();
  env.SENTRY_DSN = receiver.dsn;
});
afterAll(() => receiver.close());
// Filled in before the app is built (beforeAll hooks run in order).
const env: Record<string, string> = {};
const api = useTestApp(env);
const withoutDsn = useTestApp();

/** A server failure: the table the call reads is gone for the time of the call. */
async function failingCall(app: TestApp, options: InjectOptions) {
  await app.db.query('ALTER TABLE favorites RENAME TO favorites_gone');
  try {
    return await app.app.inject(options);
  } finally {
    await app.db.query('ALTER TABLE favorites_gone RENAME TO favorites');
  }
}

describe('error reporting', () => {
  test('reports a server failure once, with its route, method and request id, and no personal data', async () => {
    const { token, email } = await signUp(api);
    // Failures that are part of normal use are not reported.
    expect((await api.app.inject({ url: '/data/favorites' })).statusCode).toBe(401);
    expect((await api.app.inject({ url: '/data/nothing-here' })).statusCode).toBe(404);

    const response = await failingCall(api, {
      url: `/data/favorites?contact=${encodeURIComponent(email)}&phone=01712-345678`,
      headers: { authorization: `Bearer ${token}`, cookie: `haat_session=${token}`, 'user-agent': 'Haat test' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');

    await expect.poll(() => receiver.events.length).toBe(1);
    const Sentry = await import('@sentry/node');
    await Sentry.flush(2000);
    expect(receiver.events).toHaveLength(1);
    const [event] = receiver.events as [Record<string, Record<string, unknown>>];
    expect(event.tags).toMatchObject({ route: '/data/favorites', method: 'GET', status: 500 });
    expect(event.tags?.request_id).toEqual(expect.any(String));
    expect(event.contexts?.request).toMatchObject({
      route: '/data/favorites',
      method: 'GET',
      url: '/data/favorites?contact=[email]&phone=[phone]',
    });
    expect(JSON.stringify(event.exception)).toContain('favorites');
    const sent = receiver.raw.join('\n');
    for (const secret of [token, email, '01712-345678', '01712345678', encodeURIComponent(email)]) {
      expect(sent).not.toContain(secret);
    }
  });

  test('sends nothing without a DSN', async () => {
    const before = receiver.raw.length;
    const { token } = await signUp(withoutDsn);
    const response = await failingCall(withoutDsn, {
      url: '/data/favorites',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(500);
    const Sentry = await import('@sentry/node');
    await Sentry.flush(2000);
    expect(receiver.raw.length).toBe(before);
  });
});
