// Helpers for the accounts API tests: each caller gets its own client address (the limits are per IP), and
// sign-up/sign-in return what the next request needs.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../../core/backoffice/permissions.ts';
import type { TestApp } from '../../../tests/app.ts';
import type { Queryable } from '../../adapters/database.ts';
import { createOrPromote } from './admins.ts';
import { enrolWithSecret } from './second-factor.ts';
import type { AccountView } from '../../../core/accounts/account-view.ts';

let ipCounter = 0;
/** A fresh client address, sent as X-Forwarded-For by the trusted loopback "proxy" that inject() is. */
export const freshIp = () => {
  ipCounter += 1;
  return `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export const ORIGIN = 'http://localhost:80';

export interface Client {
  readonly ip: string;
  call(options: InjectOptions & { token?: string; cookie?: string }): Promise<LightMyRequestResponse>;
}

/** A client at one address; `token` sends Bearer, `cookie` the session cookie with this site's Origin. */
export function client(api: TestApp, ip = freshIp()): Client {
  return {
    ip,
    call({ token, cookie, headers, ...options }) {
      return api.app.inject({
        ...options,
        headers: {
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(cookie ? { cookie: `haat_session=${cookie}`, origin: ORIGIN } : {}),
          ...headers,
        },
      });
    },
  };
}

/** A JSON call by whoever holds `token` (none: a visitor) from a fresh address, answered in English. */
export function callAs(
  api: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return client(api).call({
    method,
    url,
    ...(token ? { token } : {}),
    ...(payload === undefined ? {} : { payload }),
    headers: { 'accept-language': 'en' },
  });
}

let emailCounter = 0;
export const freshEmail = () => `person${++emailCounter}.${Date.now()}@example.com`;
export const PASSWORD = 'Shapla-Ful 2024';

export async function signUp(
  api: TestApp,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<{ token: string; account: AccountView; email: string; password: string }> {
  const email = overrides.email ?? freshEmail();
  const password = overrides.password ?? PASSWORD;
  const started = await client(api).call({
    method: 'POST',
    url: '/data/account',
    payload: {
      account: { profile: { name: overrides.name ?? 'Rahim Uddin', opt_out: false }, login: { email, password } },
    },
  });
  if (started.statusCode !== 202) throw new Error(`sign-up failed: ${started.body}`);
  const response = await client(api).call({
    method: 'POST',
    url: '/data/account/confirm',
    payload: { token: signUpToken(api, email) },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up confirmation failed: ${response.body}`);
  const body = response.json<{ account: AccountView; session: { token: string } }>();
  return { token: body.session.token, account: body.account, email, password };
}

/** The token of the newest sign-up link e-mailed to `email`, from the dev outbox. */
export function signUpToken(api: TestApp, email: string): string {
  const token = /confirm-email\?token=([^&\s]+)/.exec(api.outbox.latest(email)?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-up link sent to ${email}`);
  return decodeURIComponent(token);
}

/** The code in the newest SMS to `phone` (E.164), from the dev outbox. */
export function lastCode(api: TestApp, phone: string): string {
  const text = api.outbox.latest(phone)?.text ?? '';
  const code = /\d{4,8}/.exec(text)?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Adds a verified phone number to the account of `token`. */
export async function addPhone(api: TestApp, token: string, phone: string): Promise<void> {
  const c = client(api);
  const sent = await c.call({
    method: 'POST',
    url: '/data/account/phone-numbers',
    token,
    payload: { phone_number: phone },
  });
  if (sent.statusCode !== 202) throw new Error(`code not sent: ${sent.body}`);
  const verified = await c.call({
    method: 'POST',
    url: '/data/account/phone-numbers/verify',
    token,
    payload: { token: sent.json<{ token: string }>().token, otp: lastCode(api, phone) },
  });
  if (verified.statusCode !== 200) throw new Error(`not verified: ${verified.body}`);
}

/** The second-factor secret of the tests' staff (base32): `currentCode(STAFF_SECRET, now)` is their code. */
export const STAFF_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Gives the account a staff role, with the second factor staff need to use it (decision 190). */
export async function makeStaff(db: Queryable, userId: number, role: Role = 'admin'): Promise<void> {
  await db.query('UPDATE users SET role = $2 WHERE id = $1', [userId, role]);
  await enrolWithSecret(db, userId, STAFF_SECRET);
}

/** `createOrPromote` (by e-mail) with the staff's second factor; answers the account's id. */
export async function promote(db: Queryable, email: string, role: Role = 'admin'): Promise<number> {
  const { id } = await createOrPromote(db, email, role);
  await enrolWithSecret(db, id, STAFF_SECRET);
  return id;
}

let phones = 0;
/** A Bangladeshi mobile number no other account of the test file has (each file has its own database). */
export const freshPhone = () =>
  `+88019${String(Date.now() % 100_000).padStart(5, '0')}${String((phones += 1) % 1000).padStart(3, '0')}`;

/** A new account with a verified phone number, as posting an ad needs. */
export async function signUpWithPhone(api: TestApp) {
  const person = await signUp(api);
  const phone = freshPhone();
  await addPhone(api, person.token, phone);
  return { ...person, phone };
}
