// Two-step sign-in in the browser at 360 px (ASVS V6.3.3, decisions 189 and 190): a person turns it on from
// their settings (the QR code and key, a first code computed here from the key as their authenticator app would,
// then the recovery codes shown once), signs in with the password and then a code; in bn, a recovery code instead;
// and turns it off with a recovery code.
import { expect, inject, test } from 'vitest';
import { currentCode } from '../../server/modules/accounts/second-factor.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { asNewVisitor, callerFor, enterCode, logInTo, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Dui Dhap 2025';

test('a person turns two-step sign-in on, signs in with a code or a recovery code, and turns it off', async () => {
  const baseUrl = inject('baseUrl');
  const id = unique();
  const ip = `100.126.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  const person = await signUpOverHttp(baseUrl, {
    name: 'Mita Roy',
    email: `tfa${id}@example.com`,
    password: PASSWORD,
    ip,
  });

  const own = await asNewVisitor(await openPage(PHONE));
  await logInTo(own, { email: person.email, password: PASSWORD }, '/en/my/settings');
  await own.getByText('Off: signing in needs only your password.').waitFor();
  await own.getByRole('link', { name: 'Manage two-step sign-in' }).click();
  await own.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await own.getByTestId('two-step-qr').locator('svg').waitFor();
  const secret = (await own.getByTestId('two-step-key').textContent()) ?? '';
  await expectNoHorizontalOverflow(own);
  await own.getByLabel('The 6-digit code the app shows now').fill(await currentCode(secret, new Date()));
  await own.getByRole('button', { name: 'Turn on', exact: true }).click();
  const shown = own.getByTestId('recovery-codes');
  await shown.getByText('Two-step sign-in is on.', { exact: false }).waitFor();
  const recoveryCodes = await shown.getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoHorizontalOverflow(own);

  const page = await asNewVisitor(await openPage(PHONE));
  await visit(page, `/en/users/login?redirect-url=${encodeURIComponent('/en/my/settings')}`);
  await page.getByLabel('E-mail or phone number').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
  await expectNoHorizontalOverflow(page);
  await enterCode(page, '000000');
  await page.getByText('The code is wrong or has expired.', { exact: false }).waitFor();
  // The code of the next 30-second step: a code already used (at enrolment) is refused.
  await enterCode(page, await currentCode(secret, new Date(Date.now() + 30_000)));
  await page.waitForURL('**/en/my/settings');
  await page.getByText('On: signing in asks for a code from your authenticator app. 10 recovery codes left.').waitFor();

  const bn = await asNewVisitor(await openPage(PHONE));
  await visit(bn, '/bn/users/login');
  await bn.getByLabel('ই-মেইল অথবা ফোন নম্বর').fill(person.email);
  await bn.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
  await bn.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  await bn.getByRole('heading', { name: 'আপনার সাইন-ইন কোড দিন' }).waitFor();
  await expectNoHorizontalOverflow(bn);
  await bn.getByLabel('অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোড').fill(recoveryCodes[0] ?? '');
  await bn.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await bn.waitForURL((url) => !url.pathname.endsWith('/users/login'));
  await visit(bn, '/bn/my/two-step');
  await bn.getByText('রিকভারি কোড বাকি ৯টি।', { exact: false }).waitFor();
  await bn.getByLabel('অ্যাপের একটি কোড, অথবা একটি রিকভারি কোড').fill(recoveryCodes[1] ?? '');
  await bn.getByRole('button', { name: 'দুই ধাপে লগ ইন বন্ধ করুন' }).click();
  await bn.getByText('দুই ধাপে লগ ইন বন্ধ করা হয়েছে।').waitFor();
  await expectNoHorizontalOverflow(bn);
  const status = await callerFor(baseUrl, ip, person.token)('GET', '/data/account/second-factor');
  // The session signed in before two-step sign-in was turned on has ended; the one that turned it off still works.
  expect(status.status).toBe(401);
  const after = await bn.request.get('/data/account/second-factor');
  expect(await after.json()).toEqual({ second_factor: { enabled: false, recovery_codes_left: 0 } });
}, 120_000);
