// Two-factor sign-in (ASVS V6.3.3, decision 189): enrolment, the code after the password, replay,
// recovery codes, rate limits and the security log.
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createOrPromote } from './admins.ts';
import { currentCode } from './second-factor.ts';
import { client, freshEmail, PASSWORD, signUp } from './testing.ts';

let lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});
const api = useTestApp({}, { logger: { level: 'info', stream } });

const STEP = 30_000;
const code = (secret: string) => currentCode(secret, api.clock.now());

/** Enrols the account of `token`; answers its secret and recovery codes. */
async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const c = client(api);
  const started = await c.call({ method: 'POST', url: '/data/account/second-factor', token });
  expect(started.statusCode, started.body).toBe(201);
  const { secret } = started.json<{ second_factor: { secret: string } }>().second_factor;
  const confirmed = await c.call({
    method: 'POST',
    url: '/data/account/second-factor/confirm',
    token,
    payload: { code: await code(secret) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  api.clock.advance(STEP);
  return { secret, recoveryCodes: confirmed.json<{ recovery_codes: string[] }>().recovery_codes };
}

const signIn = (email: string) =>
  client(api).call({
    method: 'POST',
    url: '/data/sessions',
    payload: { session: { identifier: email, password: PASSWORD } },
  });

async function pendingToken(email: string): Promise<string> {
  const response = await signIn(email);
  expect(response.statusCode, response.body).toBe(200);
  const { session } = response.json<{ session: { token: string; second_factor_pending: boolean } }>();
  expect(session.second_factor_pending).toBe(true);
  return session.token;
}

const secondStep = (token: string, value: string) =>
  client(api).call({ method: 'POST', url: '/data/sessions/second-factor', token, payload: { code: value } });

const accountOf = (token: string) => client(api).call({ method: 'GET', url: '/data/account', token });

const signedInToken = (response: { json: () => { session: { token: string } } }) => response.json().session.token;

const statusOf = async (token: string) =>
  (await client(api).call({ method: 'GET', url: '/data/account/second-factor', token })).json<{
    second_factor: { enabled: boolean; recovery_codes_left: number };
  }>().second_factor;

const disable = (token: string, value: string) =>
  client(api).call({ method: 'POST', url: '/data/account/second-factor/disable', token, payload: { code: value } });

describe('two-factor sign-in', () => {
  test('staff enrol with a QR code, then sign in with the password and a code; the pending session grants nothing', async () => {
    const email = freshEmail();
    await createOrPromote(api.db, email, 'admin', PASSWORD);
    const first = await signIn(email);
    expect(first.json().session.second_factor_pending).toBe(false);
    const token = first.json<{ session: { token: string } }>().session.token;
    const elsewhere = signedInToken(await signIn(email));
    // Staff without a second factor hold no staff powers (decision 190): the back office says why.
    const refused = await client(api).call({ method: 'GET', url: '/data/admin/dashboard', token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SECOND_FACTOR_REQUIRED');

    const started = await client(api).call({ method: 'POST', url: '/data/account/second-factor', token });
    expect(started.statusCode).toBe(201);
    const enrolment = started.json<{ second_factor: { secret: string; otpauth_uri: string; qr_svg: string } }>();
    expect(enrolment.second_factor.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Haat:.*secret=/);
    expect(enrolment.second_factor.qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const wrong = await client(api).call({
      method: 'POST',
      url: '/data/account/second-factor/confirm',
      token,
      payload: { code: '000000' === (await code(enrolment.second_factor.secret)) ? '111111' : '000000' },
    });
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const confirmed = await client(api).call({
      method: 'POST',
      url: '/data/account/second-factor/confirm',
      token,
      payload: { code: await code(enrolment.second_factor.secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    const { recovery_codes } = confirmed.json<{ recovery_codes: string[] }>();
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    // Once on, the secret is never shown again: enrolment cannot restart.
    const again = await client(api).call({ method: 'POST', url: '/data/account/second-factor', token });
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
    // The session that enrolled gave a code; the one signed in elsewhere with the password alone has ended.
    expect((await accountOf(elsewhere)).statusCode).toBe(401);
    expect((await client(api).call({ method: 'GET', url: '/data/admin/dashboard', token })).statusCode).toBe(200);
    api.clock.advance(STEP);

    const pending = await pendingToken(email);
    expect((await accountOf(pending)).statusCode).toBe(401);
    const dashboard = await client(api).call({ method: 'GET', url: '/data/admin/dashboard', token: pending });
    expect(dashboard.statusCode).toBe(401);
    const done = await secondStep(pending, await code(enrolment.second_factor.secret));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().session).toEqual({ token: pending, second_factor_pending: false });
    expect((await accountOf(pending)).statusCode).toBe(200);
    expect((await client(api).call({ method: 'GET', url: '/data/admin/dashboard', token: pending })).statusCode).toBe(
      200,
    );
    // Confirmed once: the same session cannot be confirmed again.
    expect((await secondStep(pending, recovery_codes[0] ?? '')).json().error.code).toBe('UNAUTHORIZED');
  });

  test('a code signs in once (replay is refused), a wrong code is refused and logged, then rate limited', async () => {
    const { email, token } = await signUp(api);
    const { secret } = await enrol(token);
    const right = await code(secret);
    expect((await secondStep(await pendingToken(email), right)).statusCode).toBe(200);
    const replayed = await secondStep(await pendingToken(email), right);
    expect(replayed.json().error.code).toBe('INVALID_CODE');
    api.clock.advance(STEP);
    const pending = await pendingToken(email);
    expect((await secondStep(pending, await code(secret))).statusCode).toBe(200);

    api.clock.advance(STEP);
    const next = await pendingToken(email);
    const bad = (await code(secret)) === '123456' ? '654321' : '123456';
    lines = [];
    // The replayed code above was the first failure of ten.
    for (let i = 0; i < 9; i += 1) expect((await secondStep(next, bad)).json().error.code).toBe('INVALID_CODE');
    const security = lines.map((line) => JSON.parse(line) as { security?: { event: string; code?: string } });
    expect(security.filter((entry) => entry.security?.event === 'signin.failure')).toHaveLength(9);
    expect(lines.join('\n')).not.toContain(bad);
    // Past ten failures in 15 minutes even the right code waits.
    expect((await secondStep(next, await code(secret))).json().error.code).toBe('RATE_LIMITED');
  });

  test('a recovery code signs in once, instead of a code', async () => {
    const { email, token } = await signUp(api);
    const { recoveryCodes } = await enrol(token);
    const recovery = recoveryCodes[3] ?? '';
    const done = await secondStep(await pendingToken(email), recovery.toUpperCase());
    expect(done.statusCode, done.body).toBe(200);
    const again = await secondStep(await pendingToken(email), recovery);
    expect(again.json().error.code).toBe('INVALID_CODE');
  });

  test('enrolment is the account’s own: another account has none to confirm, and no session or token opens it', async () => {
    const owner = await signUp(api);
    const started = await client(api).call({ method: 'POST', url: '/data/account/second-factor', token: owner.token });
    const { secret } = started.json<{ second_factor: { secret: string } }>().second_factor;
    const other = await signUp(api);
    const foreign = await client(api).call({
      method: 'POST',
      url: '/data/account/second-factor/confirm',
      token: other.token,
      payload: { code: await code(secret) },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    // A signed-in session is not a pending one; no session at all is 401.
    expect((await secondStep(other.token, await code(secret))).json().error.code).toBe('UNAUTHORIZED');
    const visitor = await client(api).call({
      method: 'POST',
      url: '/data/sessions/second-factor',
      payload: { code: '1' },
    });
    expect(visitor.statusCode).toBe(401);
    // The owner's sign-in is not affected until enrolment is confirmed.
    expect((await signIn(owner.email)).json().session.second_factor_pending).toBe(false);
  });

  test('changing the password keeps the enrolled account signed in (it already gave its code)', async () => {
    const { email, token } = await signUp(api);
    const { secret } = await enrol(token);
    const signedIn = await pendingToken(email);
    expect((await secondStep(signedIn, await code(secret))).statusCode).toBe(200);
    const changed = await client(api).call({
      method: 'PUT',
      url: '/data/account/password',
      token: signedIn,
      payload: { current_password: PASSWORD, password: 'Kodom-Ful 2025' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().session.second_factor_pending).toBe(false);
    expect((await accountOf(changed.json().session.token)).statusCode).toBe(200);
  });

  test('its owner sees it on with the recovery codes left, and turns it off only with a code; staff then lose their powers', async () => {
    const { email, token } = await signUp(api);
    expect(await statusOf(token)).toEqual({ enabled: false, recovery_codes_left: 0 });
    const { secret, recoveryCodes } = await enrol(token);
    const signedIn = await pendingToken(email);
    expect((await secondStep(signedIn, recoveryCodes[0] ?? '')).statusCode).toBe(200);
    expect(await statusOf(signedIn)).toEqual({ enabled: true, recovery_codes_left: 9 });
    await api.db.query("UPDATE users SET role = 'moderator' WHERE email = $1", [email]);
    expect((await client(api).call({ method: 'GET', url: '/data/admin/reasons', token: signedIn })).statusCode).toBe(
      200,
    );

    const wrong = await disable(signedIn, (await code(secret)) === '123456' ? '654321' : '123456');
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const visitor = await client(api).call({
      method: 'POST',
      url: '/data/account/second-factor/disable',
      payload: { code: await code(secret) },
    });
    expect(visitor.statusCode).toBe(401);
    const off = await disable(signedIn, await code(secret));
    expect(off.statusCode, off.body).toBe(204);
    expect(await statusOf(signedIn)).toEqual({ enabled: false, recovery_codes_left: 0 });
    const queue = await client(api).call({ method: 'GET', url: '/data/admin/reasons', token: signedIn });
    expect(queue.json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    // Off is off: signing in needs the password alone again, and there is nothing left to turn off.
    expect((await signIn(email)).json().session.second_factor_pending).toBe(false);
    expect((await disable(signedIn, await code(secret))).json().error.code).toBe('NOT_FOUND');
  });
});
