// The security event log (ASVS V16.3.1, V16.3.2; decision 184), read from the logger's own output.
import { Writable } from 'node:stream';
import { beforeEach, describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { client, PASSWORD, promote, signUp } from '../modules/accounts/testing.ts';

let lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const api = useTestApp({}, { logger: { level: 'info', stream } });

interface Logged {
  time: number;
  reqId: string;
  security?: { event: string; user_id?: number; ip: string; method: string; route: string; code?: string };
}
const events = () =>
  lines.map((line) => JSON.parse(line) as Logged).filter((entry): entry is Required<Logged> => !!entry.security);

beforeEach(() => {
  lines = [];
});

describe('the security log', () => {
  test('writes sign-in failures, successes and lockouts with who, what, where and when, and no secret', async () => {
    const { email, account, token } = await signUp(api);
    lines = [];
    const visitor = client(api);
    const wrong = 'Wrong-Password 99';
    const failed = await visitor.call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: wrong } },
    });
    expect(failed.statusCode).toBe(400);
    const signedIn = await visitor.call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    expect(signedIn.statusCode).toBe(200);
    // Past ten wrong passwords at one account from unknown devices (decision 234): refused before the check.
    for (let i = 0; i < 10; i += 1) {
      await visitor.call({
        method: 'POST',
        url: '/data/sessions',
        payload: { session: { identifier: email, password: wrong } },
      });
    }
    const logged = events();
    const where = { ip: visitor.ip, method: 'POST', route: '/data/sessions' };
    expect(logged[0]?.security).toEqual({
      event: 'signin.failure',
      ...where,
      code: 'INVALID_CREDENTIALS',
      status: 400,
    });
    expect(logged[1]?.security).toMatchObject({ event: 'signin.success', user_id: account.id, ...where });
    expect(logged.at(-1)?.security).toMatchObject({ event: 'signin.rate_limited', code: 'RATE_LIMITED', ...where });
    for (const entry of logged) {
      expect(typeof entry.time).toBe('number');
      expect(entry.reqId).toBeTruthy();
    }
    const everything = lines.join('\n');
    for (const secret of [PASSWORD, wrong, token, signedIn.json<{ session: { token: string } }>().session.token]) {
      expect(everything).not.toContain(secret);
    }
  });

  test('writes refused authorisation: 401, 403 for staff lacking the permission, 404 for what is not theirs', async () => {
    const person = await signUp(api);
    const moderator = await signUp(api);
    await promote(api.db, moderator.email, 'moderator');
    lines = [];
    const c = client(api);
    expect((await c.call({ method: 'GET', url: '/data/account' })).statusCode).toBe(401);
    const forbidden = await c.call({ method: 'GET', url: '/data/admin/payments', token: moderator.token });
    expect(forbidden.statusCode).toBe(403);
    expect((await c.call({ method: 'GET', url: '/data/admin/dashboard', token: person.token })).statusCode).toBe(404);
    expect(events().map((entry) => entry.security)).toEqual([
      {
        event: 'access.unauthenticated',
        ip: c.ip,
        method: 'GET',
        route: '/data/account',
        code: 'UNAUTHORIZED',
        status: 401,
      },
      expect.objectContaining({
        event: 'access.forbidden',
        user_id: moderator.account.id,
        route: '/data/admin/payments',
        code: 'FORBIDDEN',
      }),
      expect.objectContaining({
        event: 'access.not_found',
        user_id: person.account.id,
        route: '/data/admin/dashboard',
      }),
    ]);
  });

  test('writes a sign-out with the session that ended', async () => {
    const person = await signUp(api);
    lines = [];
    await client(api).call({ method: 'POST', url: '/data/logout', token: person.token });
    expect(events().map((entry) => entry.security)).toEqual([
      expect.objectContaining({ event: 'signout', user_id: person.account.id, route: '/data/logout' }),
    ]);
  });
});
