// Paying a listing fee in the browser, for the tests of payments and of the back office's refunds.
import type { Page } from 'playwright-core';
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
