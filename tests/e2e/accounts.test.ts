// Accounts in the browser: sign-up → logout → login by e-mail and by SMS code, the login rule of protected pages
// with encoded paths and queries, open-redirect attempts, and that a cookie is useless after logout.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DESKTOP, openPage, PHONE, visit } from './browser.ts';
import { newestCode } from './sign-up.ts';

let counter = 0;
const unique = () => `${Date.now()}${(counter += 1)}`;
const freshEmail = () => `browser${unique()}@example.com`;
/** A fresh Robi number per call. */
const freshPhone = () => `018${unique().slice(-8)}`;
const PASSWORD = 'Nodir Dhare 2025';

// Every browser test comes from 127.0.0.1; a different X-Forwarded-For per page keeps the per-IP limits of one
// test from spending another's (the loopback proxy is trusted, as a load balancer would be).
// A random block per run, so that a reused server's counts from an earlier run do not carry over.
const ipBlock = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}`;
let ipCounter = 0;
async function asNewVisitor(page: Page) {
  ipCounter += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `${ipBlock}.${ipCounter}` });
  return page;
}

async function signUp(page: Page, locale: 'bn' | 'en', email: string) {
  await visit(page, `/${locale}/users/sign-up`);
  await page.getByLabel(locale === 'en' ? 'Your name' : 'আপনার নাম').fill('Ayesha Siddiqua');
  await page.getByLabel(locale === 'en' ? 'E-mail' : 'ই-মেইল').fill(email);
  await page.getByLabel(locale === 'en' ? 'Password' : 'পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: locale === 'en' ? 'Make account' : 'অ্যাকাউন্ট খুলুন' }).click();
  await page.getByRole('status').getByText(email).waitFor();
  // The account is made by the link e-mailed to the address (read from the dev outbox).
  await visit(page, await outboxLink(email, 'confirm-email'));
  await page.getByRole('button', { name: locale === 'en' ? 'Confirm and log in' : 'নিশ্চিত করুন ও লগ ইন করুন' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/users/confirm-email'));
}

/** The path and query of the link to `/…/users/{page}` in the newest e-mail to `to`. */
async function outboxLink(to: string, page: string): Promise<string> {
  const link = new RegExp(`http\\S+/users/${page}\\?\\S+`).exec(await outboxText(to))?.[0];
  if (!link) throw new Error(`no ${page} link e-mailed to ${to}`);
  return `${new URL(link).pathname}${new URL(link).search}`;
}

/** The newest dev-outbox message to `to` (an e-mail address or an E.164 number). */
async function outboxText(to: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await response.json()) as { messages: { to: string; text: string }[] };
  return messages.find((m) => m.to === to)?.text ?? '';
}

async function logOut(page: Page, locale: 'bn' | 'en') {
  await visit(page, `/${locale}/my/account`);
  await page.getByRole('button', { name: locale === 'en' ? 'Log out' : 'লগ আউট' }).click();
  await page.waitForURL(new RegExp(`/${locale}$`));
}

/** Fills the code field once it shows (so the code has been sent) with the newest code from the dev outbox. */
async function enterCode(page: Page, label: RegExp, phone: string) {
  const field = page.getByLabel(label);
  await field.waitFor();
  await field.fill(await codeFor(phone));
}

const codeFor = (phone: string) => newestCode(inject('baseUrl'), `+880${phone.slice(1)}`);

const inBengali = (digits: string) => digits.replace(/\d/g, (d) => String.fromCodePoint(0x09e6 + Number(d)));

describe('an account in the browser', () => {
  test.each([
    { locale: 'en', viewport: PHONE, javaScript: true },
    { locale: 'bn', viewport: DESKTOP, javaScript: true },
    { locale: 'en', viewport: PHONE, javaScript: false },
  ] as const)(
    'signs up, logs out and logs in by e-mail in $locale at $viewport.width px (JavaScript: $javaScript)',
    async ({ locale, viewport, javaScript }) => {
      const page = await asNewVisitor(await openPage(viewport, { javaScript }));
      const email = freshEmail();
      await signUp(page, locale, email);
      // Without a redirect-url, the home page in the language the visitor was using.
      expect(new URL(page.url()).pathname).toBe(`/${locale}`);
      await visit(page, `/${locale}/my/account`);
      await page.getByText(email).waitFor();
      await logOut(page, locale);

      await visit(page, `/${locale}/users/login`);
      await page.getByLabel(locale === 'en' ? 'E-mail or phone number' : 'ই-মেইল অথবা ফোন নম্বর').fill(email);
      await page.getByLabel(locale === 'en' ? 'Password' : 'পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: locale === 'en' ? 'Log in' : 'লগ ইন', exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/${locale}`);
      await visit(page, `/${locale}/my/account`);
      await page.getByText(email).waitFor();
    },
  );

  test('shows a wrong password as an error next to the form, in Bengali', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await visit(page, '/bn/users/login');
    await page.getByLabel('ই-মেইল অথবা ফোন নম্বর').fill(freshEmail());
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('সঠিক নয়');
  });

  test('adds a phone number by SMS code, then logs in with a code to it', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUp(page, 'en', freshEmail());
    const phone = freshPhone();
    await visit(page, '/en/my/phone-number');
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/digit code sent to/).waitFor();
    // Back from the SMS app a cheap Android reloads the page: the step is still there, with the resend's wait.
    await page.reload();
    await page
      .getByTestId('resend-countdown')
      .getByText(/^You can ask for a new code in \d+ seconds?\.$/)
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Send a new code' }).isDisabled()).toBe(true);
    // The SMS ends with the origin-bound line Android's one-time-code autofill reads (decision 256).
    const sms = await outboxText(`+880${phone.slice(1)}`);
    expect(/\n\n@\S+ #(\d{6})$/.exec(sms)?.[1]).toBe(await codeFor(phone));
    // The code typed on a Bengali keyboard is the same code.
    await page.getByLabel(/digit code sent to/).fill(inBengali(await codeFor(phone)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('status').filter({ hasText: 'The number is verified and added.' }).waitFor();
    await page.getByText(`${phone.slice(0, 5)}-${phone.slice(5)}`).waitFor();
    await expect(page.getByText('You have no verified numbers yet.').count()).resolves.toBe(0);
    await logOut(page, 'en');

    // A wrong number typed first: "change number" goes back to the number, and the right one gets its code.
    await visit(page, '/en/users/login?redirect-url=%2Fen%2Fmy%2Fphone-number');
    await page.getByLabel('Mobile number').fill(freshPhone());
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/digit code sent to/).waitFor();
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await enterCode(page, /digit code sent to/, phone);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/en/my/phone-number');
    await page.getByRole('heading', { name: 'Phone numbers' }).waitFor();
  });

  test('a new number signs up by code and name', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    const phone = freshPhone();
    await visit(page, '/bn/users/login');
    await page.getByLabel('মোবাইল নম্বর').fill(phone.replace(/\d/g, (d) => String.fromCodePoint(0x09e6 + Number(d))));
    await page.getByRole('button', { name: 'কোড পাঠান' }).click();
    await page.getByLabel(/৬ অঙ্কের কোড/).waitFor();
    // Without JavaScript nothing counts down: a new code asked for too early is refused with the wait, in Bengali.
    await page.getByRole('button', { name: 'নতুন কোড পাঠান' }).click();
    await page.getByText(/^অনেকবার চেষ্টা করা হয়েছে। [০-৯]+ সেকেন্ড পরে আবার চেষ্টা করুন।$/).waitFor();
    await enterCode(page, /৬ অঙ্কের কোড/, phone);
    await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
    await page.getByLabel('নামের প্রথম অংশ').fill('Jamal');
    await page.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();
    await page.waitForURL((url) => url.pathname === '/bn');
    await visit(page, '/bn/my/account');
    await page.getByText('Jamal হিসেবে লগ ইন করা আছে').waitFor();
  });
});

describe('the login rule', () => {
  test.each(['/bn/my/settings', '/en/my/favorite-ads?page=2&sort=date_desc', '/bn/post-ad', '/en/password-update'])(
    'sends an anonymous visitor of %s to login and back after it, query kept',
    async (path) => {
      const page = await asNewVisitor(await openPage(PHONE));
      const locale = path.slice(1, 3);
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(
        `/${locale}/users/login?action=my-account&redirect-url=${encodeURIComponent(path)}`,
      );
      await signUp(page, locale as 'bn' | 'en', freshEmail());
      await visit(page, response.headers().location ?? '');
      // Signed in already: the login page goes straight on to the redirect-url.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    },
  );

  test.each([
    '//evil.example/x',
    'https://evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/.//evil.example',
    '/%2F%2Fevil.example',
  ])('never follows redirect-url %s off the site', async (target) => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    const email = freshEmail();
    await signUp(page, 'en', email);
    await logOut(page, 'en');
    await visit(page, `/en/users/login?redirect-url=${encodeURIComponent(target)}`);
    await page.getByLabel('E-mail or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForLoadState();
    const url = new URL(page.url());
    expect(url.origin).toBe(inject('baseUrl'));
    expect(url.pathname).toBe('/en');
  });

  test('opens the login modal on any page and goes to the redirect-url after it', async () => {
    const page = await asNewVisitor(await openPage(DESKTOP));
    const email = freshEmail();
    await signUp(page, 'en', email);
    await logOut(page, 'en');
    await visit(page, '/en?login-modal=true&action=post-ad&redirect-url=%2Fen%2Fmy%2Faccount');
    const dialog = page.getByRole('dialog', { name: 'Log in to post your ad' });
    await dialog.getByLabel('E-mail or phone number').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/en/my/account');
  });

  test('opens the login modal on a search page, also after the redirect to its canonical address', async () => {
    const page = await openPage(PHONE);
    const modal = 'login-modal=true&action=post-ad&redirect-url=%2Fen%2Fpost-ad';
    await visit(page, `/en/ads?${modal}`);
    await page.getByRole('dialog', { name: 'Log in to post your ad' }).waitFor();
    // A non-canonical search address answers 301; the modal's parameters go along.
    await visit(page, `/en/ads/bangladesh?${modal}`);
    expect(new URL(page.url()).pathname).toBe('/en/ads');
    expect(new URL(page.url()).searchParams.get('redirect-url')).toBe('/en/post-ad');
    await page.getByRole('dialog', { name: 'Log in to post your ad' }).waitFor();
  });

  test('a stolen session cookie is useless after logout', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUp(page, 'en', freshEmail());
    const cookie = (await page.context().cookies()).find((c) => c.name === 'haat_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    await logOut(page, 'en');
    const stolen = await fetch(`${inject('baseUrl')}/data/account`, {
      headers: { cookie: `haat_session=${cookie?.value}` },
    });
    expect(stolen.status).toBe(401);
    const page2 = await fetch(`${inject('baseUrl')}/en/my/account`, {
      headers: { cookie: `haat_session=${cookie?.value}` },
      redirect: 'manual',
    });
    expect(page2.status).toBe(302);
  });
});

describe('settings, password and reset', () => {
  test('saves the profile, changes the password and deletes the account, without JavaScript', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    const email = freshEmail();
    await signUp(page, 'en', email);
    await visit(page, '/en/my/settings');
    await page.getByLabel('Your name').fill('Ayesha S.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile is saved.' }).waitFor();

    await visit(page, '/en/password-update');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('1234');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Use at least 8 characters.').waitFor();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill('Padma Bridge 2022');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    // Still signed in on this device, with the fresh session.
    await visit(page, '/en/my/account');
    await page.getByText('Signed in as Ayesha S.').waitFor();

    await visit(page, '/en/my/settings');
    await page.getByLabel('Current password').fill('Padma Bridge 2022');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Tick the box to confirm.').waitFor();
    await page.getByLabel('Yes, delete my account').check();
    await page.getByLabel('Current password').fill('Padma Bridge 2022');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/en');
    await visit(page, '/en/users/login');
    await page.getByLabel('E-mail or phone number').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Padma Bridge 2022');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'not correct' }).waitFor();
  });

  test('resets a forgotten password through the e-mailed link', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    const email = freshEmail();
    await signUp(page, 'bn', email);
    await logOut(page, 'bn');
    await visit(page, '/bn/users/login');
    await page.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).click();
    // The login page has a field with the same label: fill the one of the forgot-password page once it is shown.
    await page.getByRole('button', { name: 'পাঠান', exact: true }).waitFor();
    await page.getByLabel('ই-মেইল অথবা ফোন নম্বর').fill(email);
    await page.getByRole('button', { name: 'পাঠান', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'ইনবক্স' }).waitFor();
    await visit(page, await outboxLink(email, 'reset-password'));
    await page.getByLabel('নতুন পাসওয়ার্ড').fill('Sundarban Bagh 9');
    await page.getByRole('button', { name: 'নতুন পাসওয়ার্ড দিন' }).click();
    await page.getByRole('status').filter({ hasText: 'পাসওয়ার্ড বদলানো হয়েছে' }).waitFor();
    await page.getByLabel('ই-মেইল অথবা ফোন নম্বর').fill(email);
    await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Sundarban Bagh 9');
    await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/bn');
  });
});

describe('the Content-Security-Policy', () => {
  test('lets only scripts carrying the page’s own nonce run', async () => {
    const response = await fetch(`${inject('baseUrl')}/en/users/login`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("form-action 'self'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const again = await fetch(`${inject('baseUrl')}/en/users/login`);
    expect(again.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });
});
