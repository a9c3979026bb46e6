// Making an account for browser tests: over HTTP (the sign-up call, then the link it e-mails, read from the server's
// dev outbox, as a person would: decision 21), or in the browser by SMS code (a verified number, so it can post ads).
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { currentCode } from '../../server/modules/accounts/second-factor.ts';
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

/**
 * The newest one-time code sent to `phone` (E.164), from the dev outbox (newest first). Read from the code SMS's
 * origin-bound line (`@host #123456`), so that a notice texted to the same number (an ad approved) is never taken
 * for a code.
 */
export async function newestCode(baseUrl: string, phone: string): Promise<string> {
  const outbox = await fetch(`${baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
  for (const message of messages) {
    const code = message.to === phone ? /#(\d{4,8})$/.exec(message.text)?.[1] : undefined;
    if (code) return code;
  }
  return '';
}

/** Adds a fresh number to the caller's account and verifies it with the code from the dev outbox (ads show one). */
export async function verifyPhoneOverHttp(baseUrl: string, call: ReturnType<typeof callerFor>): Promise<string> {
  const phone = freshPhone();
  const sent = await call('POST', '/data/account/phone-numbers', { phone_number: phone });
  if (sent.status !== 202) throw new Error(`phone number answered ${sent.status}`);
  const otp = await newestCode(baseUrl, `+880${phone.slice(1)}`);
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

const codeFor = (phone: string) => newestCode(inject('baseUrl'), `+880${phone.slice(1)}`);

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

/**
 * Signs in with e-mail and password on the en login page, then with a code from the account's second factor if it
 * has one (staff, decision 190), and waits to be sent on to `to`.
 */
export async function logInTo(
  page: Page,
  account: { email: string; password: string; secondFactor?: string },
  to: string,
) {
  await visit(page, `/en/users/login?redirect-url=${encodeURIComponent(to)}`);
  await page.getByLabel('E-mail or phone number').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (account.secondFactor) await enterCode(page, await unusedCode(account.email, account.secondFactor));
  await page.waitForURL(`**${to}`);
}

/** The login page's second step (en): the code from the authenticator app. */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('The 6-digit code from your authenticator app').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A staff account of tests/e2e/server.ts: its e-mail, password and second factor's secret. */
export interface StaffAccount {
  readonly email: string;
  readonly password: string;
  readonly secondFactor: string;
}

const staffTokens = new Map<string, Promise<string>>();

/** A session of the staff account over HTTP (password, then a code), made once per test file. */
export function staffToken(account: StaffAccount): Promise<string> {
  const made = staffTokens.get(account.email) ?? signInStaff(account);
  staffTokens.set(account.email, made);
  return made;
}

async function signInStaff(account: StaffAccount): Promise<string> {
  const ip = `198.51.100.${1 + (Date.now() % 200)}`;
  const signedIn = await callerFor(inject('baseUrl'), ip)('POST', '/data/sessions', {
    session: { identifier: account.email, password: account.password },
  });
  if (signedIn.status !== 200) throw new Error(`${account.email} could not sign in: ${signedIn.status}`);
  const { token } = signedIn.body.session as { token: string };
  const code = await unusedCode(account.email, account.secondFactor);
  const confirmed = await callerFor(inject('baseUrl'), ip, token)('POST', '/data/sessions/second-factor', { code });
  if (confirmed.status !== 200) throw new Error(`${account.email}'s code was refused: ${confirmed.status}`);
  return token;
}

const STEP_MS = 30_000;
/** The time steps whose codes the e2e server has taken, per account, kept across the test files of a run. */
const USED_STEPS = path.join(tmpdir(), 'haat-e2e-second-factor-steps.json');

/**
 * A code the server takes: each code signs in once (a later time step than the last, decision 189) and the server
 * accepts the step after the present one too, so the files signing the same staff in one after another take the next
 * unused step, waiting only when two steps ahead would be needed (a third sign-in within 30 seconds).
 */
export async function unusedCode(email: string, secret: string): Promise<string> {
  const key = `${inject('baseUrl')} ${email}`;
  const used = JSON.parse(await readFile(USED_STEPS, 'utf8').catch(() => '{}')) as Record<string, number>;
  const present = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(present, (used[key] ?? 0) + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  await writeFile(USED_STEPS, JSON.stringify({ ...used, [key]: step }));
  return currentCode(secret, new Date(step * STEP_MS));
}
