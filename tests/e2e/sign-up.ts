// Making an account for browser tests: over HTTP (the sign-up call, then the link it e-mails, read from the server's
// dev outbox, as a person would: decision 21), or in the browser by SMS code (a verified number, so it can post ads).
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { visit } from './browser.ts';

export interface SignedUp {
  readonly id: number;
  readonly token: string;
  readonly email: string;
}

export async function signUpOverHttp(
  baseUrl: string,
  account: { name: string; email: string; password: string; ip: string },
): Promise<SignedUp> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': account.ip };
  const started = await fetch(`${baseUrl}/data/account`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      account: { profile: { name: account.name }, login: { email: account.email, password: account.password } },
    }),
  });
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}: ${await started.text()}`);
  const outbox = await fetch(`${baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
  const text = messages.find((m) => m.to === account.email)?.text ?? '';
  const token = /confirm-email\?token=([^&\s]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no sign-up link e-mailed to ${account.email}`);
  const confirmed = await fetch(`${baseUrl}/data/account/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  });
  if (confirmed.status !== 201) throw new Error(`confirmation answered ${confirmed.status}`);
  const body = (await confirmed.json()) as { account: { id: number }; session: { token: string } };
  return { id: body.account.id, token: body.session.token, email: account.email };
}

let counter = 0;
export const unique = () => `${Date.now()}${(counter += 1)}`;
/** A fresh Banglalink number per call. */
const freshPhone = () => `019${unique().slice(-8)}`;

/** Calls /data as `token` (if any) from address `ip`: the status and the JSON body. */
export function callerFor(baseUrl: string, ip: string, token?: string) {
  return async (method: string, url: string, body?: object) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
}

/** Adds a fresh number to the caller's account and verifies it with the code from the dev outbox (ads show one). */
export async function verifyPhoneOverHttp(baseUrl: string, call: ReturnType<typeof callerFor>): Promise<string> {
  const phone = freshPhone();
  const sent = await call('POST', '/data/account/phone-numbers', { phone_number: phone });
  if (sent.status !== 202) throw new Error(`phone number answered ${sent.status}`);
  const outbox = await fetch(`${baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
  const otp = /\d{4,8}/.exec(messages.filter((m) => m.to === `+880${phone.slice(1)}`).at(-1)?.text ?? '')?.[0];
  const verified = await call('POST', '/data/account/phone-numbers/verify', { token: sent.body.token, otp });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}`);
  return phone;
}

const ipBlock = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}`;
let ipCounter = 0;
/** Each visitor its own client address (the sign-in limits are per address). */
export async function asNewVisitor(page: Page) {
  ipCounter += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `${ipBlock}.${ipCounter}` });
  return page;
}

async function codeFor(phone: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
  const text = messages.find((m) => m.to === `+880${phone.slice(1)}`)?.text ?? '';
  return /\d{4,8}/.exec(text)?.[0] ?? '';
}

/** Signs up by SMS code in bn: the account's number is verified, so it can be shown on ads. */
export async function signUpByPhone(page: Page, name: string): Promise<string> {
  const phone = freshPhone();
  await visit(page, '/bn/users/login');
  await page.getByLabel('মোবাইল নম্বর').fill(phone);
  await page.getByRole('button', { name: 'কোড পাঠান' }).click();
  const code = page.getByLabel(/অঙ্কের কোড/);
  await code.waitFor();
  await code.fill(await codeFor(phone));
  await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await page.getByLabel('নামের প্রথম অংশ').fill(name);
  await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
  await page.waitForURL((url) => url.pathname === '/bn');
  return phone;
}

/** Signs in with e-mail and password on the en login page and waits to be sent on to `to`. */
export async function logInTo(page: Page, account: { email: string; password: string }, to: string) {
  await visit(page, `/en/users/login?redirect-url=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail or phone number').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`**${to}`);
}
