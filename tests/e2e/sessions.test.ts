// Active sessions in the browser at 360 px (ASVS V7.5.2): a person signed in on the site and in an app sees
// both on the settings page, in en and bn, and ends the app's session; the app's token is refused from then on.
import { expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { asNewVisitor, callerFor, logInTo, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Shesh Ghonta 2025';

test('a person sees where they are signed in and signs another device out, in en and bn', async () => {
  const baseUrl = inject('baseUrl');
  const id = unique();
  const ip = `100.127.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  // The "app": signed up over HTTP, its token sent as Bearer (no browser in its User-Agent).
  const app = await signUpOverHttp(baseUrl, {
    name: 'Shuvo Das',
    email: `sessions${id}@example.com`,
    password: PASSWORD,
    ip,
  });
  const page = await asNewVisitor(await openPage(PHONE));
  await logInTo(page, { email: app.email, password: PASSWORD }, '/en/my/settings');
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect.poll(() => sessions.getByRole('listitem').count()).toBe(2);
  await expect.poll(() => sessions.getByText('This device').isVisible()).toBe(true);
  await expect.poll(() => sessions.getByText('Chrome on Linux').isVisible()).toBe(true);
  await expectNoHorizontalOverflow(page);

  await visit(page, '/bn/my/settings');
  const bn = page.getByRole('region', { name: 'যেসব জায়গায় লগ ইন করা আছে' });
  await expect.poll(() => bn.getByText('অজানা ডিভাইস-এ একটি অ্যাপ বা অজানা ব্রাউজার').isVisible()).toBe(true);
  await expectNoHorizontalOverflow(page);
  await bn.getByRole('button', { name: 'সেখান থেকে লগ আউট করুন' }).click();
  await page.getByText('সেশনটি বন্ধ করা হয়েছে।').waitFor();
  await expect.poll(() => bn.getByRole('listitem').count()).toBe(1);
  expect((await callerFor(baseUrl, ip, app.token)('GET', '/data/account')).status).toBe(401);
}, 120_000);
