// Paying a listing fee in the browser, for the tests of payments and of the back office's refunds; and over HTTP
// against a bKash stand-in in the test's own process (the kill tests).
import type { Page } from 'playwright-core';
import type { PaymentStandIn } from '../../server/adapters/payment-gateways/stand-in.ts';
import { expectNoHorizontalOverflow, visit } from './browser.ts';

/** Posts an apartment for sale (category 211, Dhanmondi): property ads carry a listing fee of Tk 500. */
export async function postPropertyAd(page: Page, title: string) {
  await visit(page, '/bn/post-ad/details?category=211&location=100');
  await page.getByLabel('শিরোনাম').fill(title);
  await page.getByLabel('বিবরণ').fill('তিন বেডরুমের ফ্ল্যাট, দক্ষিণমুখী, লিফট ও জেনারেটর সহ। গ্যাস সংযোগ আছে।');
  await page.getByLabel('দাম (টাকা)').fill('৯৫,০০,০০০');
  await page.getByLabel('বেডরুম').selectOption({ label: '৩' });
  await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
  await page.waitForURL('**/bn/post-ad/confirm?**');
}

/** On the stand-in's hosted page: press one of its buttons and land back on our transaction page. */
export async function payOnBkash(page: Page, button: 'Pay' | 'Fail' | 'Cancel', locale: 'bn' | 'en') {
  await page.getByRole('heading', { name: 'bKash (local stand-in)' }).waitFor();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL(`**/${locale}/post-ad/lst-fee/transaction?**`);
}

/** The environment that points the server's real bKash adapter at a stand-in running in the test's process. */
export const bkashEnv = (standIn: PaymentStandIn): Record<string, string> => ({
  BKASH_BASE_URL: standIn.baseUrl,
  BKASH_APP_KEY: standIn.credentials.appKey ?? '',
  BKASH_APP_SECRET: standIn.credentials.appSecret ?? '',
  BKASH_USERNAME: standIn.credentials.username ?? '',
  BKASH_PASSWORD: standIn.credentials.password ?? '',
});

/** The body of POST /data/ads for a flat in Dhanmondi (category 211), which waits for its Tk 500 fee. */
export const propertyAdBody = (phone: string, title = 'Three bedroom flat in Dhanmondi') => ({
  category_id: 211,
  location_id: 100,
  title,
  description: 'South facing, lift and generator, close to the lake. Available from next month.',
  price: '25000',
  price_negotiable: true,
  properties: { bedrooms: '3' },
  contact_name: 'Karim',
  phone_numbers: [phone],
});
