// The dev outbox (reset links and codes, readable by anyone) exists only where stand-ins may serve; in production
// without a gateway, a message that cannot be sent is an error the user sees, never a silent success.
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadConfig } from '../config.ts';
import { outsideServices } from '../outside-services.ts';
import { client, freshEmail, PASSWORD } from '../modules/accounts/testing.ts';
import { createUser } from '../seed/factories.ts';

const signUp = (api: ReturnType<typeof useTestApp>, email: string, language = 'bn') =>
  client(api).call({
    method: 'POST',
    url: '/data/account',
    headers: { 'accept-language': language },
    payload: { account: { profile: { name: 'Karim', opt_out: true }, login: { email, password: PASSWORD } } },
  });

describe('in production without gateways and without STAND_INS', () => {
  const api = useTestApp({ NODE_ENV: 'production' });

  test('there is no /dev/outbox', async () => {
    const response = await api.app.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
    expect(api.outbox).toBeNull();
  });

  test('a sign-up that cannot be e-mailed answers 503 MESSAGING_UNAVAILABLE in the caller’s language', async () => {
    const bn = await signUp(api, freshEmail());
    expect(bn.statusCode).toBe(503);
    expect(bn.json()).toEqual({
      error: {
        code: 'MESSAGING_UNAVAILABLE',
        message: 'আমরা এই মুহূর্তে এসএমএস বা ই-মেইল পাঠাতে পারছি না। পরে আবার চেষ্টা করুন।',
      },
    });
    const en = await signUp(api, freshEmail(), 'en');
    expect(en.json().error.message).toBe(
      'We cannot send text messages or e-mails at the moment. Please try again later.',
    );
  });

  test('a phone code that cannot be sent by SMS answers 503 MESSAGING_UNAVAILABLE', async () => {
    const response = await client(api).call({
      method: 'POST',
      url: '/data/sessions/phone/code',
      payload: { phone_number: '01712345678' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('MESSAGING_UNAVAILABLE');
  });

  // Decision 233: the answer must not tell a registered address or number from one that is not.
  test('a password reset answers the same 503 for an address or number with an account and for one without', async () => {
    const email = freshEmail();
    await createUser(api.db, { email, phone: '+8801711000233' });
    const reset = (identifier: string) =>
      client(api).call({
        method: 'POST',
        url: '/data/password-resets',
        headers: { 'accept-language': 'en' },
        payload: { identifier },
      });
    const answers = [];
    for (const identifier of [email, freshEmail(), '01711000233', '01711000234']) {
      const response = await reset(identifier);
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers[0]).toEqual({
      status: 503,
      body: {
        error: {
          code: 'MESSAGING_UNAVAILABLE',
          message: 'We cannot send text messages or e-mails at the moment. Please try again later.',
        },
      },
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe('in production with STAND_INS=true (the laptop demo)', () => {
  const api = useTestApp({ NODE_ENV: 'production', STAND_INS: 'true' });

  test('/dev/outbox lists what would have been sent', async () => {
    const email = freshEmail();
    expect((await signUp(api, email)).statusCode).toBe(202);
    const response = await api.app.inject({ url: '/dev/outbox', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().messages[0]).toMatchObject({ channel: 'email', to: email });
  });
});

test('the start message tells real services from stand-ins and from those that are off', () => {
  expect(outsideServices(loadConfig({ NODE_ENV: 'production' }))).toEqual({
    sms: 'off',
    email: 'off',
    courier: 'off',
    google_sign_in: 'off',
  });
  expect(outsideServices(loadConfig({ NODE_ENV: 'development' }))).toMatchObject({
    sms: 'stand-in',
    email: 'stand-in',
    courier: 'stand-in',
  });
  expect(
    outsideServices(
      loadConfig({
        NODE_ENV: 'production',
        STAND_INS: 'true',
        SMS_GATEWAY_URL: 'https://sms.example.com/send',
        GOOGLE_CLIENT_ID: 'client',
      }),
    ),
  ).toEqual({ sms: 'real', email: 'stand-in', courier: 'stand-in', google_sign_in: 'real' });
});
