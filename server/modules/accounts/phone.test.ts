import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { loadConfig } from '../../config.ts';
import { addPhone, client, lastCode, PASSWORD, signUp } from './testing.ts';
import { guessingBudget, MAX_ATTEMPTS } from './verifications.ts';

const api = useTestApp();

let phoneCounter = 0;
/** A fresh Grameenphone number for each test. */
const freshPhone = () => `+88017${String(20_000_000 + (phoneCounter += 1)).padStart(8, '0')}`;

async function requestLoginCode(phone: string, c = client(api)) {
  return c.call({ method: 'POST', url: '/data/sessions/phone/code', payload: { phone_number: phone } });
}

describe('phone sign-in (spec section 3 stepCount)', () => {
  test('a new number: code → name → a signed-in account that owns the verified number', async () => {
    const phone = freshPhone();
    const sent = await requestLoginCode(`0${phone.slice(4)}`);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ otp_length: 6, expires_in: 300, resend_in: 60 });
    const code = lastCode(api, phone);
    expect(code).toMatch(/^\d{6}$/);
    const token = sent.json().token;

    const step2 = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token, otp: code } },
    });
    expect(step2.json()).toEqual({ needs_profile: true });

    const step3 = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token, otp: code, first_name: 'Salma', last_name: 'Begum' } },
    });
    expect(step3.statusCode).toBe(200);
    expect(step3.json().account).toMatchObject({
      profile: { name: 'Salma Begum' },
      login: { email: null, has_password: false },
      recent_phone_numbers: [phone],
    });
    // The code is spent.
    const again = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token, otp: code } },
    });
    expect(again.json().error.code).toBe('INVALID_CODE');
  });

  test('a number with an account signs straight in, number and code typed in Bengali digits', async () => {
    const { token, account } = await signUp(api);
    const phone = freshPhone();
    await addPhone(api, token, phone);
    const inBengali = (digits: string) => digits.replace(/\d/g, (d) => String.fromCodePoint(0x09e6 + Number(d)));
    const sent = await requestLoginCode(inBengali(`0${phone.slice(4)}`));
    expect(sent.statusCode).toBe(202);
    const signedIn = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token: sent.json().token, otp: inBengali(lastCode(api, phone)) } },
    });
    expect(signedIn.json().account.id).toBe(account.id);
  });

  test('refuses a number that is not a Bangladeshi mobile number', async () => {
    for (const phone of ['01212345678', '+919812345678', '1234']) {
      const response = await requestLoginCode(phone);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.violations[0]).toEqual({ path: 'body.phone_number', message: 'phone_invalid' });
    }
  });

  test('names a malformed code where the session envelope holds it', async () => {
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token: 't'.repeat(43), otp: '12ab' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.violations).toEqual([{ path: 'body.session.otp', message: 'otp_invalid' }]);
  });

  test('a code allows 3 tries: after 3 wrong ones even the right code fails', async () => {
    const phone = freshPhone();
    const sent = await requestLoginCode(phone);
    const code = lastCode(api, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const response = await client(api).call({
        method: 'POST',
        url: '/data/sessions/phone',
        payload: { session: { token: sent.json().token, otp: wrong } },
      });
      expect(response.json().error.code).toBe('INVALID_CODE');
    }
    const right = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token: sent.json().token, otp: code } },
    });
    expect(right.json().error.code).toBe('INVALID_CODE');
  });

  test('expires a code after 5 minutes', async () => {
    const phone = freshPhone();
    const sent = await requestLoginCode(phone);
    await api.db.query(`UPDATE verifications SET expires_at = now() - interval '1 second' WHERE target = $1`, [phone]);
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone',
      payload: { session: { token: sent.json().token, otp: lastCode(api, phone) } },
    });
    expect(response.json().error.code).toBe('INVALID_CODE');
  });

  test('waits a minute before sending the same requester another code for the same number', async () => {
    const phone = freshPhone();
    const requester = client(api);
    expect((await requestLoginCode(phone, requester)).statusCode).toBe(202);
    const resend = await requestLoginCode(phone, requester);
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(50);
    await api.counters.reset(`otp:cooldown:phone_login:${phone}:ip:${requester.ip}`);
    expect((await requestLoginCode(phone, requester)).statusCode).toBe(202);
  });

  // The pacing per number (decision 62): its window ends as if 15 minutes had passed.
  const endNumberWindow = (phone: string) =>
    api.db.query(`UPDATE rate_limit_counters SET window_ends_at = now() WHERE key = $1`, [`otp:phone:${phone}`]);

  test('cannot be used as an SMS bomber: at most 3 codes per 15 minutes to one number, whoever asks', async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await requestLoginCode(phone)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(api.outbox.list().filter((m) => m.to === phone)).toHaveLength(3);
  });

  test('cannot be used to keep a number from its codes: the pacing lasts 15 minutes at most, all day long', async () => {
    const phone = freshPhone();
    // An attacker spends every code the number may get, window after window, from addresses of their own.
    for (let window = 0; window < 6; window += 1) {
      for (let i = 0; i < 3; i += 1) expect((await requestLoginCode(phone)).statusCode).toBe(202);
      const owner = await requestLoginCode(phone);
      expect(owner.statusCode).toBe(429);
      expect(Number(owner.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      await endNumberWindow(phone);
    }
    // Once a window ends, the owner gets a code, however many the attacker sent before.
    expect((await requestLoginCode(phone)).statusCode).toBe(202);
  });

  test('the guessing budget: 3 tries a code and 3 codes per 15 minutes keep the daily chance below 1 in 1,000', () => {
    expect(MAX_ATTEMPTS).toBe(3);
    expect(guessingBudget(6)).toEqual({ guessesPerDay: 864, chancePerDay: 0.000864 });
    expect(guessingBudget(4).chancePerDay).toBeGreaterThan(0.001); // why codes have 6 digits at least
    expect(() => loadConfig({ NODE_ENV: 'test', OTP_LENGTH: '4' })).toThrow(/OTP_LENGTH/);
    expect(loadConfig({ NODE_ENV: 'test' }).OTP_LENGTH).toBe(6);
  });

  test('cannot be used as an SMS bomber: at most 100 codes in 10 minutes from one address (decision 234)', async () => {
    const sender = client(api);
    const statuses: number[] = [];
    for (let i = 0; i < 101; i += 1) statuses.push((await requestLoginCode(freshPhone(), sender)).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(100);
    expect(statuses[100]).toBe(429);
  });

  test('sends the code in the caller’s language', async () => {
    const phone = freshPhone();
    await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone/code',
      headers: { 'accept-language': 'en' },
      payload: { phone_number: phone },
    });
    expect(api.outbox.latest(phone)?.text).toMatch(/^Your Haat code is \d{6}\./);
  });
});

describe('/data/account/phone-numbers', () => {
  test('adds a verified number, lists it on the account, and deletes it', async () => {
    const { token } = await signUp(api);
    const phone = freshPhone();
    await addPhone(api, token, phone);
    const account = await client(api).call({ method: 'GET', url: '/data/account', token });
    expect(account.json().account.recent_phone_numbers).toEqual([phone]);
    const deleted = await client(api).call({
      method: 'DELETE',
      url: `/data/account/phone-numbers/${encodeURIComponent(phone)}`,
      token,
    });
    expect(deleted.json()).toEqual({ phone_numbers: [] });
  });

  test('needs a session', async () => {
    const response = await client(api).call({
      method: 'POST',
      url: '/data/account/phone-numbers',
      payload: { phone_number: freshPhone() },
    });
    expect(response.statusCode).toBe(401);
  });

  test('another user cannot use this user’s code, nor delete this user’s number', async () => {
    const alice = await signUp(api);
    const bob = await signUp(api);
    const phone = freshPhone();
    const sent = await client(api).call({
      method: 'POST',
      url: '/data/account/phone-numbers',
      token: alice.token,
      payload: { phone_number: phone },
    });
    const stolen = await client(api).call({
      method: 'POST',
      url: '/data/account/phone-numbers/verify',
      token: bob.token,
      payload: { token: sent.json().token, otp: lastCode(api, phone) },
    });
    expect(stolen.json().error.code).toBe('INVALID_CODE');

    const other = freshPhone();
    await addPhone(api, alice.token, other);
    const removal = await client(api).call({
      method: 'DELETE',
      url: `/data/account/phone-numbers/${encodeURIComponent(other)}`,
      token: bob.token,
    });
    expect(removal.statusCode).toBe(404);
    const aliceAccount = await client(api).call({ method: 'GET', url: '/data/account', token: alice.token });
    expect(aliceAccount.json().account.recent_phone_numbers).toEqual([other]);
  });
});

describe('password reset', () => {
  test('by e-mail link: the link sets a new password and ends every session', async () => {
    const { email, token } = await signUp(api);
    const requested = await client(api).call({
      method: 'POST',
      url: '/data/password-resets',
      headers: { 'accept-language': 'en' },
      payload: { identifier: email },
    });
    expect(requested.json()).toEqual({ channel: 'email' });
    const mail = api.outbox.latest(email);
    expect(mail?.subject).toBe('Reset your Haat password');
    const link = /\/en\/users\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await client(api).call({
      method: 'POST',
      url: '/data/password-resets/complete',
      payload: { token: link, password: 'Notun Password 7' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await client(api).call({ method: 'GET', url: '/data/account', token })).statusCode).toBe(401);
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: 'Notun Password 7' } },
    });
    expect(login.statusCode).toBe(200);
    const reuse = await client(api).call({
      method: 'POST',
      url: '/data/password-resets/complete',
      payload: { token: link, password: 'Arek Password 8' },
    });
    expect(reuse.json().error.code).toBe('INVALID_CODE');
  });

  test('by SMS code', async () => {
    const { token, email } = await signUp(api);
    const phone = freshPhone();
    await addPhone(api, token, phone);
    const requested = await client(api).call({
      method: 'POST',
      url: '/data/password-resets',
      payload: { identifier: phone },
    });
    expect(requested.json()).toMatchObject({ channel: 'sms', otp_length: 6 });
    const reset = await client(api).call({
      method: 'POST',
      url: '/data/password-resets/complete',
      payload: { token: requested.json().token, otp: lastCode(api, phone), password: 'Notun Password 7' },
    });
    expect(reset.statusCode).toBe(204);
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: email, password: 'Notun Password 7' } },
    });
    expect(login.statusCode).toBe(200);
    expect(PASSWORD).not.toBe('Notun Password 7');
  });

  const requestLink = async (email: string) => {
    await client(api).call({ method: 'POST', url: '/data/password-resets', payload: { identifier: email } });
    return /reset-password\?token=([\w-]+)/.exec(api.outbox.latest(email)?.text ?? '')?.[1] ?? '';
  };
  const completeReset = (payload: { token: string; otp?: string; password: string }) =>
    client(api).call({ method: 'POST', url: '/data/password-resets/complete', payload });

  test('using one reset link voids every other link and code still outstanding for the account', async () => {
    const { email, token } = await signUp(api);
    const phone = freshPhone();
    await addPhone(api, token, phone);
    const first = await requestLink(email);
    const second = await requestLink(email);
    const sms = await client(api).call({
      method: 'POST',
      url: '/data/password-resets',
      payload: { identifier: phone },
    });
    const code = lastCode(api, phone);
    expect(first).not.toBe(second);
    expect((await completeReset({ token: second, password: 'Notun Password 7' })).statusCode).toBe(204);
    const older = await completeReset({ token: first, password: 'Chor Password 9' });
    expect(older.statusCode).toBe(400);
    expect(older.json().error.code).toBe('INVALID_CODE');
    const bySms = await completeReset({ token: sms.json().token, otp: code, password: 'Chor Password 9' });
    expect(bySms.json().error.code).toBe('INVALID_CODE');
  });

  test('changing the password in the settings voids outstanding reset links', async () => {
    // (That it ends the other sessions is tested with PUT /data/account/password in routes.test.ts.)
    const { email, token } = await signUp(api);
    const link = await requestLink(email);
    const changed = await client(api).call({
      method: 'PUT',
      url: '/data/account/password',
      token,
      payload: { current_password: PASSWORD, password: 'Notun Password 7' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await completeReset({ token: link, password: 'Chor Password 9' });
    expect(stale.json().error.code).toBe('INVALID_CODE');
  });

  test('answers the same for an e-mail or number without an account, and sends nothing', async () => {
    const before = api.outbox.list().length;
    const email = await client(api).call({
      method: 'POST',
      url: '/data/password-resets',
      payload: { identifier: 'nobody@example.com' },
    });
    const phone = await client(api).call({
      method: 'POST',
      url: '/data/password-resets',
      payload: { identifier: freshPhone() },
    });
    expect(email.statusCode).toBe(202);
    expect(email.json()).toEqual({ channel: 'email' });
    expect(phone.statusCode).toBe(202);
    expect(Object.keys(phone.json()).sort()).toEqual(['channel', 'expires_in', 'otp_length', 'resend_in', 'token']);
    expect(api.outbox.list().length).toBe(before);
  });
});
