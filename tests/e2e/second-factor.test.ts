// Two-factor sign-in in the browser at 360 px (issue 23, ASVS V6.3.3, decision 189): an account enrolled over the
// API (the enrolment page is not built yet) signs in with its password, then the code its authenticator app would
// show, computed here from the secret; in bn, a recovery code instead.
import { expect, inject, test } from 'vitest';
import { currentCode } from '../../server/modules/accounts/second-factor.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { asNewVisitor, callerFor, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Dui Dhap 2025';

test('an enrolled account signs in with its password and a code, or a recovery code, in en and bn', async () => {
  const baseUrl = inject('baseUrl');
  const id = unique();
  const ip = `100.126.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  const person = await signUpOverHttp(baseUrl, {
    name: 'Mita Roy',
    email: `tfa${id}@example.com`,
    password: PASSWORD,
    ip,
  });
  const call = callerFor(baseUrl, ip, person.token);
  const started = await call('POST', '/data/account/second-factor');
  const { secret } = started.body.second_factor as { secret: string };
  const confirmed = await call('POST', '/data/account/second-factor/confirm', {
    code: await currentCode(secret, new Date()),
  });
  expect(confirmed.status).toBe(200);
  const [recovery] = confirmed.body.recovery_codes as string[];

  const page = await asNewVisitor(await openPage(PHONE));
  await visit(page, `/en/users/login?redirect-url=${encodeURIComponent('/en/my/settings')}`);
  await page.getByLabel('E-mail or phone number').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
  await expectNoHorizontalOverflow(page);
  await page.getByLabel('The 6-digit code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('The code is wrong or has expired.', { exact: false }).waitFor();
  // The code of the next 30-second step: a code already used (at enrolment) is refused.
  await page
    .getByLabel('The 6-digit code from your authenticator app')
    .fill(await currentCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/en/my/settings');

  const bn = await asNewVisitor(await openPage(PHONE));
  await visit(bn, '/bn/users/login');
  await bn.getByLabel('ই-মেইল অথবা ফোন নম্বর').fill(person.email);
  await bn.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
  await bn.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  await bn.getByRole('heading', { name: 'আপনার সাইন-ইন কোড দিন' }).waitFor();
  await expectNoHorizontalOverflow(bn);
  await bn.getByLabel('অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোড').fill(recovery ?? '');
  await bn.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await bn.waitForURL((url) => !url.pathname.endsWith('/users/login'));
  expect((await callerFor(baseUrl, ip, person.token)('GET', '/data/account')).status).toBe(200);
}, 120_000);
