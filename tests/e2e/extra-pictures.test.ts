// Extra pictures in the browser at 360 px (decision 143): the edit page of a car's ad allows 10
// pictures; the seller buys 5 more on the promote page, pays on the bKash stand-in's page, and the edit page then
// allows 15, in en and in bn without JavaScript. Its own server on PostgreSQL, so that the test adds the ad with the
// factories while the server runs.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { usePostgresServer } from './postgres-server.ts';
import { signUpOverHttp, unique } from './sign-up.ts';

const running = usePostgresServer('extra_pictures', 0);

async function sellerPage(token: string, javaScript = true): Promise<Page> {
  const page = await openPage(PHONE, { baseUrl: running.server.baseUrl, javaScript });
  await page.context().addCookies([{ name: 'haat_session', value: token, url: running.server.baseUrl }]);
  return page;
}

test('a seller buys 5 more pictures for a car ad; its edit page then allows 15', async () => {
  const base = running.server.baseUrl;
  const seller = await signUpOverHttp(base, {
    name: 'Selim',
    email: `extra-${unique()}@haat.test`,
    password: 'correct horse battery',
    ip: `100.73.${Math.floor(Math.random() * 256)}.5`,
  });
  const ad = await createAd(running.db, seller.id, { title: `Honda Vezel ${unique().slice(-6)} hybrid` });
  const page = await sellerPage(seller.token);
  await visit(page, `${base}/en/ad/${ad.slug}/edit`);
  await page.getByText('Add up to 10 pictures').waitFor();

  await visit(page, `${base}/en/ad/${ad.slug}/promote`);
  const extra = page.getByRole('group', { name: 'Extra pictures' });
  await extra.getByText(/from payment for as long as it lives/).waitFor();
  await extra.getByRole('radio', { name: /^5 more pictures/ }).check();
  // Nothing paid is ticked for the seller: the recommended Top Ad is marked, not chosen.
  expect(await page.getByRole('group', { name: 'Top Ad' }).getByRole('radio', { name: 'No Top Ad' }).isChecked()).toBe(
    true,
  );
  await page.getByRole('button', { name: 'See the total' }).click();
  const confirmation = page.getByTestId('promotion-confirmation');
  await confirmation.getByText('Extra pictures').waitFor();
  expect(await page.getByTestId('promotion-total').textContent()).toBe('Tk 100');
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await page.getByRole('heading', { name: 'bKash (local stand-in)' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/en/payment/transaction?**');
  await page.getByRole('status').getByText('Payment successful').waitFor();

  await visit(page, `${base}/en/ad/${ad.slug}/edit`);
  await page.getByText('Add up to 15 pictures').waitFor();
  const plain = await sellerPage(seller.token, false);
  await visit(plain, `${base}/bn/ad/${ad.slug}/edit`);
  await plain.getByText('সর্বোচ্চ ১৫টি ছবি').waitFor();
  await visit(plain, `${base}/bn/ad/${ad.slug}/promote`);
  await plain
    .getByRole('group', { name: 'বাড়তি ছবি' })
    .getByRole('radio', { name: /^আরও ১০টি ছবি/ })
    .waitFor();
  await expectNoHorizontalOverflow(plain);
});
