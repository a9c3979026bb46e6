import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import type { AccountView } from '../../../core/accounts/account-view.ts';
import { hashToken } from './sessions.ts';
import { addPhone, client, freshEmail, ORIGIN, PASSWORD, promote, signUp, signUpToken } from './testing.ts';

const api = useTestApp();

const cookieOf = (setCookie: string | string[] | undefined) =>
  /haat_session=([^;]*)/.exec([setCookie].flat().join('\n'))?.[1] ?? '';

const startSignUp = (email: string, extra: { headers?: Record<string, string>; name?: string } = {}) =>
  client(api).call({
    method: 'POST',
    url: '/data/account',
    headers: extra.headers,
    payload: {
      account: { profile: { name: extra.name ?? 'Karim', opt_out: true }, login: { email, password: PASSWORD } },
    },
  });

const confirm = (token: string, headers?: Record<string, string>) =>
  client(api).call({ method: 'POST', url: '/data/account/confirm', headers, payload: { token } });

describe('POST /data/account (sign-up) and POST /data/account/confirm', () => {
  test('e-mails a link and makes no account until it is opened', async () => {
    const email = freshEmail();
    const started = await startSignUp(email.toUpperCase());
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ signup: { status: 'email_sent', email } });
    expect(started.headers['set-cookie']).toBeUndefined();
    expect(api.outbox.latest(email)?.text).toMatch(/\/bn\/users\/confirm-email\?token=/);
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    expect(login.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  test('the link makes the account, answers it with a session token and sets an HttpOnly SameSite=Lax cookie', async () => {
    const email = freshEmail();
    await startSignUp(email);
    const response = await confirm(signUpToken(api, email));
    expect(response.statusCode).toBe(201);
    const body = response.json<{ account: AccountView; session: { token: string } }>();
    expect(body.account).toEqual({
      id: expect.any(Number),
      login: { email, has_password: true },
      profile: { name: 'Karim', opt_out: true },
      recent_phone_numbers: [],
      active_employer_dashboard: false,
    });
    expect(body.session.token).toMatch(/^[\w-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`haat_session=${body.session.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  test('a link works once; an unknown link fails the same way', async () => {
    const email = freshEmail();
    await startSignUp(email);
    const token = signUpToken(api, email);
    expect((await confirm(token)).statusCode).toBe(201);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_CODE');
    expect((await confirm('x'.repeat(43))).json().error.code).toBe('INVALID_CODE');
  });

  test('marks the cookie Secure behind TLS', async () => {
    const email = freshEmail();
    await startSignUp(email);
    const response = await confirm(signUpToken(api, email), { 'x-forwarded-proto': 'https' });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure/);
  });

  test('names the session cookie __Host- behind TLS and carries an older cookie over once', async () => {
    const email = freshEmail();
    await startSignUp(email);
    const tls = { 'x-forwarded-proto': 'https' };
    const response = await confirm(signUpToken(api, email), tls);
    const token = response.json<{ session: { token: string } }>().session.token;
    const session = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-'));
    expect(session).toMatch(/^__Host-haat_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    const c = client(api);
    const account = (cookie: string) => c.call({ method: 'GET', url: '/data/account', headers: { ...tls, cookie } });
    const current = await account(`__Host-haat_session=${token}`);
    expect([current.statusCode, current.headers['set-cookie']]).toEqual([200, undefined]);
    // A cookie of the old name (set before the rename) still signs in, and is moved to the new name.
    const old = await account(`haat_session=${token}`);
    expect(old.statusCode).toBe(200);
    expect(old.headers['set-cookie']).toEqual([
      expect.stringMatching(
        new RegExp(`^__Host-haat_session=${token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$`),
      ),
      'haat_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    ]);
    // Plain http (a laptop) keeps the plain name, which browsers accept without Secure.
    const other = freshEmail();
    await startSignUp(other);
    const plain = await confirm(signUpToken(api, other));
    expect(String(plain.headers['set-cookie'])).toMatch(
      /^haat_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax,/,
    );
  });

  test('refuses a short, a too-simple and a common password, naming the field', async () => {
    // Common ones from the list (decision 65) in any letter case, and one of the Bangladeshi additions.
    for (const password of ['short1', 'aaaaaaaaaa', 'password123', 'Trustno1', 'SUPERMAN123', 'Bismillah123']) {
      const response = await client(api).call({
        method: 'POST',
        url: '/data/account',
        payload: { account: { profile: { name: 'Karim' }, login: { email: freshEmail(), password } } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.violations[0].path).toBe('body.account.login.password');
    }
  });

  test('answers a registered address exactly like a new one, and tells its owner by e-mail', async () => {
    const { email } = await signUp(api);
    const fresh = await startSignUp(freshEmail(), { name: 'Other' });
    const taken = await startSignUp(email, { name: 'Other' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json().signup)).toEqual(Object.keys(fresh.json().signup));
    expect(taken.json()).toEqual({ signup: { status: 'email_sent', email } });
    const note = api.outbox.latest(email);
    expect(note?.text).toMatch(/users\/forgot-password/);
    expect(note?.text).not.toMatch(/confirm-email/);
  });

  test('two links for one address: the first opened makes the account, the other fails', async () => {
    const email = freshEmail();
    await startSignUp(email);
    const first = signUpToken(api, email);
    await startSignUp(email, { name: 'Second' });
    const second = signUpToken(api, email);
    expect(second).not.toBe(first);
    expect((await confirm(second)).statusCode).toBe(201);
    expect((await confirm(first)).json().error.code).toBe('INVALID_CODE');
  });

  test('limits sign-ups from one address and mails to one e-mail address', async () => {
    // 98 sign-ups from one carrier-NAT address in these 10 minutes; then 3 at once: 2 pass, exactly one is refused.
    for (let i = 0; i < 98; i += 1) await api.counters.hit('signup:ip:10m:203.0.113.77', 600);
    const statuses = await Promise.all(
      Array.from({ length: 3 }, () =>
        startSignUp(freshEmail(), { headers: { 'x-forwarded-for': '203.0.113.77' } }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.sort()).toEqual([202, 202, 429]);
    const victim = freshEmail();
    const bombing: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      bombing.push((await startSignUp(victim, { headers: { 'x-forwarded-for': `198.51.100.${i}` } })).statusCode);
    }
    expect(bombing).toEqual([202, 202, 202, 429]);
  });
});

describe('GET /data/account', () => {
  test('answers the account of a Bearer token and of a session cookie, never the password hash', async () => {
    const { token, account } = await signUp(api);
    const byBearer = await client(api).call({ method: 'GET', url: '/data/account', token });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().account).toEqual(account);
    expect(byBearer.body).not.toMatch(/scrypt|password_hash/);
    const byCookie = await client(api).call({ method: 'GET', url: '/data/account', cookie: token });
    expect(byCookie.json().account.id).toBe(account.id);
  });

  test('answers 401 without a session, and with an unknown token', async () => {
    expect((await client(api).call({ method: 'GET', url: '/data/account' })).statusCode).toBe(401);
    const forged = await client(api).call({ method: 'GET', url: '/data/account', token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('UNAUTHORIZED');
  });

  test('PATCH names a bad name where the profile envelope holds it', async () => {
    const { token } = await signUp(api);
    const response = await client(api).call({
      method: 'PATCH',
      url: '/data/account',
      token,
      payload: { account: { profile: { name: ' ', opt_out: false } } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.violations).toEqual([{ path: 'body.account.profile.name', message: 'name_required' }]);
  });

  test('another user’s token reads only that user’s own account', async () => {
    const alice = await signUp(api, { name: 'Alice' });
    const bob = await signUp(api, { name: 'Bob' });
    const response = await client(api).call({ method: 'GET', url: '/data/account', token: bob.token });
    expect(response.json().account.id).toBe(bob.account.id);
    expect(response.body).not.toContain(alice.email);
  });
});

describe('POST /data/sessions (password sign-in)', () => {
  test('signs in by e-mail, in any letter case', async () => {
    const { email, account } = await signUp(api);
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: ` ${email.toUpperCase()} `, password: PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.id).toBe(account.id);
    expect(cookieOf(response.headers['set-cookie'])).toBe(response.json().session.token);
  });

  test('signs in by a verified phone number written in the local way', async () => {
    const { token, account } = await signUp(api);
    await addPhone(api, token, '+8801711000001');
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: '01711-000001', password: PASSWORD } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.id).toBe(account.id);
  });

  test('answers a wrong password and an unknown account the same way', async () => {
    const { email } = await signUp(api);
    const wrong = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: 'not the password' } },
    });
    const unknown = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: freshEmail(), password: 'not the password' } },
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  test('names each bad field of the session envelope, and a session that is not an object', async () => {
    const signIn = (payload: object) => client(api).call({ method: 'POST', url: '/data/sessions', payload });
    const blank = await signIn({ session: { identifier: '  ', password: '' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('VALIDATION_FAILED');
    expect(blank.json().error.violations).toEqual([
      { path: 'body.session.identifier', message: 'identifier_required' },
      { path: 'body.session.password', message: 'password_required' },
    ]);
    const flat = await signIn({ identifier: 'karim@example.com', password: PASSWORD });
    expect(flat.statusCode).toBe(400);
    expect(flat.json().error.violations.map((v: { path: string }) => v.path)).toEqual(['body.session']);
  });

  test('stops a flood of failures from one address after 100 in 10 minutes, with Retry-After (decision 234)', async () => {
    const { email } = await signUp(api);
    const known = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    const device = /haat_device=([^;]*)/.exec([known.headers['set-cookie']].flat().join('\n'))?.[1] ?? '';
    const attacker = client(api);
    // Credential stuffing: 95 failures in these 10 minutes, then one try at each of 10 identifiers, sent at once:
    // exactly 5 more are tried.
    for (let i = 0; i < 95; i += 1) await api.counters.hit(`login:fail:ip:10m:${attacker.ip}`, 600);
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attacker.call({
          method: 'POST',
          url: '/data/sessions',
          payload: { session: { identifier: freshEmail(), password: `guess number ${i}` } },
        }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const refused = tries.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]?.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
    });
    const inEnglish = await attacker.call({
      method: 'POST',
      url: '/data/sessions',
      headers: { 'accept-language': 'en' },
      payload: { session: { identifier: freshEmail(), password: 'one more guess' } },
    });
    expect(inEnglish.json().error.message).toBe('Too many attempts. Please wait a little and try again.');
    // Even the right password from an unknown device waits until the window ends; the owner's phone does not.
    const right = () =>
      attacker.call({
        method: 'POST',
        url: '/data/sessions',
        payload: { session: { identifier: email, password: PASSWORD } },
      });
    expect((await right()).statusCode).toBe(429);
    const fromKnown = await attacker.call({
      method: 'POST',
      url: '/data/sessions',
      headers: { cookie: `haat_device=${device}`, origin: ORIGIN },
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    expect(fromKnown.statusCode).toBe(200);
  });

  test('counts a whole IPv6 /64 as one address: fresh addresses in it do not escape the limit', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    for (let i = 0; i < 99; i += 1) await api.counters.hit(`login:fail:ip:10m:${prefix}::/64`, 600);
    const statuses: number[] = [];
    for (let i = 1; i <= 2; i += 1) {
      const response = await client(api, `${prefix}:${i.toString(16)}::${i}`).call({
        method: 'POST',
        url: '/data/sessions',
        payload: { session: { identifier: freshEmail(), password: 'not the password' } },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 429]);
  });

  test('stops guessing one account from many addresses after 10 tries', async () => {
    const { email } = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await client(api).call({
        method: 'POST',
        url: '/data/sessions',
        payload: { session: { identifier: email, password: `guess number ${i}` } },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
  });
});

describe('failed-login locks (decision 58)', () => {
  const signIn = (identifier: string, password: string, device?: string) =>
    client(api).call({
      method: 'POST',
      url: '/data/sessions',
      headers: device ? { cookie: `haat_device=${device}`, origin: ORIGIN } : {},
      payload: { session: { identifier, password } },
    });
  const deviceOf = (setCookie: string | string[] | undefined) =>
    /haat_device=([^;]*)/.exec([setCookie].flat().join('\n'))?.[1] ?? '';

  test('only failures count: signing in correctly many times never locks the account', async () => {
    const { email } = await signUp(api);
    for (let i = 0; i < 12; i += 1) expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  test('a sign-in marks the device with a long-lived HttpOnly cookie that logout keeps', async () => {
    const { email } = await signUp(api);
    const response = await signIn(email, PASSWORD);
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('haat_device='));
    expect(cookie).toMatch(/^haat_device=[\w-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const again = await signIn(email, PASSWORD, deviceOf(response.headers['set-cookie']));
    expect(deviceOf(again.headers['set-cookie'])).toBe(deviceOf(response.headers['set-cookie']));
    const logout = await client(api).call({ method: 'POST', url: '/data/logout', cookie: again.json().session.token });
    expect(String(logout.headers['set-cookie'])).not.toContain('haat_device');
  });

  test('an attacker guessing from many addresses cannot lock the owner out of a device they signed in from', async () => {
    const { email } = await signUp(api);
    const device = deviceOf((await signIn(email, PASSWORD)).headers['set-cookie']);
    const attempts: number[] = [];
    for (let i = 0; i < 15; i += 1) attempts.push((await signIn(email, `guess number ${i}`)).statusCode);
    expect(attempts.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(attempts.slice(10).every((s) => s === 429)).toBe(true);
    // The owner's phone still signs in, even after mistyping once.
    expect((await signIn(email, 'mistyped', device)).statusCode).toBe(400);
    expect((await signIn(email, PASSWORD, device)).statusCode).toBe(200);
  });

  test('the guesser stays limited: the right password from an unknown device waits, and a known device has its own budget', async () => {
    const { email } = await signUp(api);
    for (let i = 0; i < 10; i += 1) await signIn(email, `guess number ${i}`);
    const locked = await signIn(email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // A device cookie that never signed in to this account (the attacker's own, or made up) is an unknown device.
    const other = await signUp(api);
    const strangerDevice = deviceOf((await signIn(other.email, PASSWORD)).headers['set-cookie']);
    expect((await signIn(email, PASSWORD, strangerDevice)).statusCode).toBe(429);
    expect((await signIn(email, PASSWORD, 'A'.repeat(43))).statusCode).toBe(429);
    // A known device that guesses wrong is locked too, after its own 10 failures.
    const { email: owner } = await signUp(api);
    const device = deviceOf((await signIn(owner, PASSWORD)).headers['set-cookie']);
    for (let i = 0; i < 10; i += 1) expect((await signIn(owner, `guess number ${i}`, device)).statusCode).toBe(400);
    expect((await signIn(owner, PASSWORD, device)).statusCode).toBe(429);
  });
});

describe('logout', () => {
  test('makes a stolen cookie and token useless afterwards, and clears the cookies', async () => {
    const { token } = await signUp(api);
    const logout = await client(api).call({ method: 'POST', url: '/data/logout', cookie: token });
    expect(logout.statusCode).toBe(200);
    const cleared = [logout.headers['set-cookie']].flat().join('\n');
    expect(cleared).toMatch(/haat_session=; Path=\/; Max-Age=0/);
    expect(cleared).toMatch(/haat_identity=;/);
    expect(cleared).toMatch(/haat_user=;/);
    expect((await client(api).call({ method: 'GET', url: '/data/account', cookie: token })).statusCode).toBe(401);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token })).statusCode).toBe(401);
  });

  test('ends only the session that logs out', async () => {
    const { email, token: first } = await signUp(api);
    const second = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    await client(api).call({ method: 'POST', url: '/data/logout', token: first });
    const still = await client(api).call({ method: 'GET', url: '/data/account', token: second.json().session.token });
    expect(still.statusCode).toBe(200);
  });
});

describe('CSRF', () => {
  test('with no PUBLIC_URL configured, trusts only the origin the request came to, never a localhost default', async () => {
    const { token } = await signUp(api);
    const change = (origin: string) =>
      client(api).call({
        method: 'PATCH',
        url: '/data/account',
        headers: { cookie: `haat_session=${token}`, origin },
        payload: { account: { profile: { name: 'Karim', opt_out: false } } },
      });
    expect((await change('http://localhost:3000')).statusCode).toBe(403);
    expect((await change('https://localhost')).statusCode).toBe(403);
    expect((await change(ORIGIN)).statusCode).toBe(200);
  });

  test('refuses a cookie-authenticated change from another site', async () => {
    const { token } = await signUp(api);
    const response = await client(api).call({
      method: 'PATCH',
      url: '/data/account',
      cookie: token,
      headers: { origin: 'https://evil.example' },
      payload: { account: { profile: { name: 'Hacked' } } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
  });

  test('refuses a cookie-authenticated change that names no origin', async () => {
    const { token } = await signUp(api);
    const response = await api.app.inject({
      method: 'DELETE',
      url: '/data/account',
      headers: { cookie: `haat_session=${token}` },
      payload: { confirm: true, password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  test('refuses a sign-in posted from another site (login CSRF)', async () => {
    const { email } = await signUp(api);
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      headers: { origin: 'https://evil.example' },
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    expect(response.statusCode).toBe(403);
  });

  test('accepts this site’s origin with a cookie and Bearer calls with no origin', async () => {
    const { token } = await signUp(api);
    const byCookie = await client(api).call({
      method: 'PATCH',
      url: '/data/account',
      cookie: token,
      headers: { origin: ORIGIN.replace(':80', '') },
      payload: { account: { profile: { name: 'Renamed', opt_out: 'on' } } },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().account.profile).toEqual({ name: 'Renamed', opt_out: true });
    const byBearer = await client(api).call({
      method: 'PATCH',
      url: '/data/account',
      token,
      payload: { account: { profile: { name: 'Again' } } },
    });
    expect(byBearer.statusCode).toBe(200);
  });
});

describe('PUT /data/account/password', () => {
  test('needs the current password, then signs out every other session', async () => {
    const { email, token } = await signUp(api);
    const other = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    const otherToken = other.json().session.token;
    const wrong = await client(api).call({
      method: 'PUT',
      url: '/data/account/password',
      token,
      payload: { current_password: 'not it', password: 'Kathal-Gachh 99' },
    });
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const changed = await client(api).call({
      method: 'PUT',
      url: '/data/account/password',
      token,
      payload: { current_password: PASSWORD, password: 'Kathal-Gachh 99' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().session.token;
    expect((await client(api).call({ method: 'GET', url: '/data/account', token: otherToken })).statusCode).toBe(401);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token })).statusCode).toBe(401);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token: fresh })).statusCode).toBe(200);
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: 'Kathal-Gachh 99' } },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('DELETE /data/account', () => {
  test('needs confirmation and the password, then takes the ads down and ends every session', async () => {
    const { token, account, email } = await signUp(api);
    const [ad] = await api.db.query<{ id: number }>(
      `INSERT INTO ads (slug, user_id, category_id, location_id, status, title, description, contact_name, published_at)
       SELECT 'deleted-user-ad-' || $1, $1::bigint, (SELECT min(id) FROM categories), (SELECT min(id) FROM locations),
              'published', 'A phone', 'Good phone', 'Rahim', now()
       RETURNING id`,
      [account.id],
    );
    const unconfirmed = await client(api).call({
      method: 'DELETE',
      url: '/data/account',
      token,
      payload: { password: PASSWORD },
    });
    expect(unconfirmed.statusCode).toBe(400);
    const wrong = await client(api).call({
      method: 'DELETE',
      url: '/data/account',
      token,
      payload: { confirm: true, password: 'nope' },
    });
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const deleted = await client(api).call({
      method: 'DELETE',
      url: '/data/account',
      token,
      payload: { confirm: true, password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const [after] = await api.db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [ad?.id ?? 0]);
    expect(after?.status).toBe('deactivated');
    const [user] = await api.db.query<{ email: string | null; deleted: boolean }>(
      'SELECT email, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1',
      [account.id],
    );
    expect(user).toEqual({ email: null, deleted: true });
    expect((await client(api).call({ method: 'GET', url: '/data/account', token })).statusCode).toBe(401);
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    expect(login.statusCode).toBe(400);
  });
});

describe('session lifetime', () => {
  test('an expired session is refused', async () => {
    const { token } = await signUp(api);
    await api.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(token),
    ]);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token })).statusCode).toBe(401);
  });

  test('a use renews the session for another 30 days', async () => {
    const { token } = await signUp(api);
    await api.db.query(
      `UPDATE sessions SET last_used_at = now() - interval '2 days', expires_at = now() + interval '28 days'
       WHERE token_hash = $1`,
      [hashToken(token)],
    );
    await client(api).call({ method: 'GET', url: '/data/account', token });
    const [row] = await api.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect(row?.days).toBe(30);
  });

  test('a session renewed by use still ends 60 days after sign-in, a staff one after 12 hours', async () => {
    const person = await signUp(api);
    const staff = await signUp(api);
    await promote(api.db, staff.email, 'support');
    /** Signed in `age` ago, used a minute ago (so freshly renewed) and not expired by idleness. */
    const signedInAgo = (token: string, age: string) =>
      api.db.query(
        `UPDATE sessions SET created_at = now() - $2::interval, last_used_at = now() - interval '1 minute',
           expires_at = now() + interval '29 days' WHERE token_hash = $1`,
        [hashToken(token), age],
      );
    const status = async (token: string) =>
      (await client(api).call({ method: 'GET', url: '/data/account', token })).statusCode;
    await signedInAgo(person.token, '59 days 23 hours');
    expect(await status(person.token)).toBe(200);
    await signedInAgo(person.token, '60 days 1 minute');
    expect(await status(person.token)).toBe(401);
    await signedInAgo(staff.token, '11 hours 59 minutes');
    expect(await status(staff.token)).toBe(200);
    await signedInAgo(staff.token, '12 hours 1 minute');
    expect(await status(staff.token)).toBe(401);
  });

  test('stores only a hash of the token', async () => {
    const { token } = await signUp(api);
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === hashToken(token))).toBe(true);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });
});

describe('signing in again', () => {
  test('ends the session the browser held before', async () => {
    const first = await signUp(api);
    const second = await signUp(api);
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      cookie: first.token,
      payload: { session: { identifier: second.email, password: PASSWORD } },
    });
    expect(response.json().account.id).toBe(second.account.id);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token: first.token })).statusCode).toBe(401);
  });
});

describe('GET /data/account/sessions and DELETE /data/account/sessions/{id}', () => {
  test('lists the live sessions with their device and ends another one; another account’s session is 404', async () => {
    const { email, token: phoneToken } = await signUp(api);
    const android =
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const laptop = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0' },
      payload: { session: { identifier: email, password: PASSWORD } },
    });
    const laptopToken = laptop.json<{ session: { token: string } }>().session.token;
    await api.db.query('UPDATE sessions SET user_agent = $2 WHERE token_hash = $1', [hashToken(phoneToken), android]);
    const listed = await client(api).call({ method: 'GET', url: '/data/account/sessions', token: laptopToken });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<{ sessions: { id: number; browser: string; system: string; current: boolean }[] }>()
      .sessions;
    expect(
      sessions
        .map(({ browser, system, current }) => ({ browser, system, current }))
        .sort((a, b) => Number(b.current) - Number(a.current)),
    ).toEqual([
      { browser: 'Firefox', system: 'Linux', current: true },
      { browser: 'Chrome', system: 'Android', current: false },
    ]);
    const phoneSession = sessions.find((s) => !s.current)?.id;
    const stranger = await signUp(api);
    const foreign = await client(api).call({
      method: 'DELETE',
      url: `/data/account/sessions/${phoneSession}`,
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token: phoneToken })).statusCode).toBe(200);
    const ended = await client(api).call({
      method: 'DELETE',
      url: `/data/account/sessions/${phoneSession}`,
      token: laptopToken,
    });
    expect(ended.statusCode).toBe(204);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token: phoneToken })).statusCode).toBe(401);
    const left = await client(api).call({ method: 'GET', url: '/data/account/sessions', token: laptopToken });
    expect(left.json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
  });
});
