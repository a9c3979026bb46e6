// The channel choice per topic on the notifications page (decision 262) at 360 px: without JavaScript a plain post
// that comes back with the choice saved (PRG), in en; with JavaScript in bn. The choice is the account's own.
import { expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { asNewVisitor, callerFor, logInTo, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Jana Jabe Shob 2026';

test('a person chooses per topic what also comes by e-mail and SMS, without JavaScript and in bn', async () => {
  const baseUrl = inject('baseUrl');
  const id = unique();
  const ip = `100.126.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  const me = await signUpOverHttp(baseUrl, {
    name: 'Nasrin Akter',
    email: `channels${id}@example.com`,
    password: PASSWORD,
    ip,
  });
  const other = await signUpOverHttp(baseUrl, {
    name: 'Kamal Hossain',
    email: `channels-other${id}@example.com`,
    password: PASSWORD,
    ip,
  });

  const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
  await logInTo(page, { email: me.email, password: PASSWORD }, '/en/my/notifications');
  const section = page.getByRole('region', { name: 'How you are told' });
  await section.waitFor();
  await expect.poll(() => section.getByRole('link', { name: 'Add a phone number' }).isVisible()).toBe(true);
  const box = (topic: string, channel: 'E-mail' | 'SMS') =>
    section.getByRole('group', { name: topic }).getByRole('checkbox', { name: channel });
  // The defaults: e-mail for all, SMS for decisions about one's ads.
  expect(await box('Your ads: approved, not approved, ending, expired', 'SMS').isChecked()).toBe(true);
  expect(await box('Payments received', 'SMS').isChecked()).toBe(false);
  expect(await box('Promotions started and ended, vouchers', 'E-mail').isChecked()).toBe(true);
  await expectNoHorizontalOverflow(page);

  await box('Payments received', 'SMS').check();
  await box('Promotions started and ended, vouchers', 'E-mail').uncheck();
  await section.getByRole('button', { name: 'Save choices' }).click();
  await page.waitForURL((url) => url.searchParams.get('saved') === 'channels');
  await section.getByText('Your choices are saved.').waitFor();
  expect(await box('Payments received', 'SMS').isChecked()).toBe(true);
  expect(await box('Promotions started and ended, vouchers', 'E-mail').isChecked()).toBe(false);
  // A reload repeats no post: the saved page came from a redirect.
  await page.reload();
  expect(await box('Payments received', 'SMS').isChecked()).toBe(true);

  const mine = await callerFor(baseUrl, ip, me.token)('GET', '/data/notifications/channels');
  expect(mine.body.channels).toEqual(
    expect.arrayContaining([
      { topic: 'payments', email: true, sms: true },
      { topic: 'promotions', email: false, sms: false },
    ]),
  );
  // The other account's choice is its own: still the defaults.
  const theirs = await callerFor(baseUrl, ip, other.token)('GET', '/data/notifications/channels');
  expect(theirs.body.channels).toEqual(expect.arrayContaining([{ topic: 'payments', email: true, sms: false }]));

  // In bn, with JavaScript: the same form, in Bengali.
  const bn = await asNewVisitor(await openPage(PHONE));
  await logInTo(bn, { email: me.email, password: PASSWORD }, '/bn/my/notifications');
  await visit(bn, '/bn/my/notifications');
  const bnSection = bn.getByRole('region', { name: 'কীভাবে জানানো হবে' });
  await bnSection.waitFor();
  const smsOfAds = bnSection
    .getByRole('group', { name: 'আপনার বিজ্ঞাপন: অনুমোদিত, অনুমোদিত হয়নি, মেয়াদ শেষের পথে, মেয়াদ শেষ' })
    .getByRole('checkbox', { name: 'এসএমএস' });
  expect(await smsOfAds.isChecked()).toBe(true);
  await smsOfAds.uncheck();
  await bnSection.getByRole('button', { name: 'পছন্দ সংরক্ষণ করুন' }).click();
  await bnSection.getByText('আপনার পছন্দ সংরক্ষিত হয়েছে।').waitFor();
  expect(await smsOfAds.isChecked()).toBe(false);
  await expectNoHorizontalOverflow(bn);
  const after = await callerFor(baseUrl, ip, me.token)('GET', '/data/notifications/channels');
  expect(after.body.channels).toEqual(expect.arrayContaining([{ topic: 'ads', email: true, sms: false }]));
}, 120_000);
