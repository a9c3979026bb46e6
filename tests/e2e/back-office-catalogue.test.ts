// The back office's catalogue at 1280 px: an admin adds a banned word, and an ad holding it, posted next,
// waits in the review queue flagged "Banned word" (decision 176); an admin attaches a search filter to a category and
// the search page's filter panel shows it at once, and detaches it again (decision 177). The pages on a phone in
// Bangla keep to the screen (banned words, catalogue, membership prices).
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DESKTOP, expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { ADMIN, MODERATOR } from './server.ts';
import { asNewVisitor, callerFor, logInTo, signUpOverHttp, unique, verifyPhoneOverHttp } from './sign-up.ts';

const baseUrl = inject('baseUrl');

/** The review queue's entry for an ad, on whichever page of the queue it is (the newest are last). */
async function inQueue(page: Page, title: string) {
  for (let n = 1; n <= 30; n += 1) {
    await visit(page, `/en/admin/review?page=${n}`);
    const entry = page.getByRole('article', { name: title });
    if ((await entry.count()) > 0) return entry;
  }
  throw new Error(`${title} is not in the review queue`);
}

describe('banned words', () => {
  test('an admin adds a word, and the next ad holding it waits in the review queue, flagged', async () => {
    const word = `tiger skin ${unique().slice(-6)}`;
    const admin = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(admin, ADMIN, '/en/admin');
    await admin.getByTestId('back-office-nav').getByRole('link', { name: 'Banned words' }).click();
    await admin.getByLabel('Word or phrase').fill(word);
    await admin.getByLabel('Why it is banned, in Bangla').fill('বন্যপ্রাণীর অংশ বিক্রি নিষিদ্ধ');
    await admin.getByLabel('Why it is banned, in English').fill('Wildlife parts may not be sold');
    await admin.getByRole('button', { name: 'Add the word' }).click();
    await admin.getByText('Done. The action is in the audit log.').waitFor();
    const listed = admin.getByTestId('banned-words').getByRole('listitem').filter({ hasText: word });
    await listed.getByText('Wildlife parts may not be sold').waitFor();
    await expectNoHorizontalOverflow(admin);

    const seller = await signUpOverHttp(baseUrl, {
      name: `Bagha ${unique()}`,
      email: `bagha${unique()}@example.com`,
      password: 'Sundarban 2025',
      ip: '198.51.100.41',
    });
    const call = callerFor(baseUrl, '198.51.100.41', seller.token);
    const phone = await verifyPhoneOverHttp(baseUrl, call);
    const title = `Decor piece, ${word.toUpperCase()}`;
    const posted = await call('POST', '/data/ads', {
      category_id: 102,
      location_id: 100,
      title,
      description: 'An old wall piece from my grandfather’s house, collected in the sixties.',
      price: '40000',
      properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
      contact_name: 'Bagha',
      phone_numbers: [phone],
    });
    expect(posted.status).toBe(201);

    const moderator = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(moderator, MODERATOR, '/en/admin');
    const entry = await inQueue(moderator, title);
    await entry.getByText('Banned word').waitFor();

    await visit(admin, '/en/admin/banned-words');
    await listed.getByRole('button', { name: `Remove: ${word}` }).click();
    await listed.waitFor({ state: 'detached' });
    expect(await admin.getByTestId('banned-words').getByText('Wildlife parts may not be sold').count()).toBe(0);
  });

  test('the pages on a phone, in Bangla, keep to the screen', async () => {
    const admin = await asNewVisitor(await openPage(PHONE));
    await logInTo(admin, ADMIN, '/en/admin');
    await visit(admin, '/bn/admin/banned-words');
    await admin.getByRole('heading', { name: 'নিষিদ্ধ শব্দ' }).waitFor();
    await admin.getByTestId('banned-words').getByText('ইয়াবা').first().waitFor();
    await expectNoHorizontalOverflow(admin);
    await visit(admin, '/bn/admin/catalogue?kind=category&parent=101');
    await admin.getByTestId('filters-102').getByText('খোঁজার ফিল্টার', { exact: false }).waitFor();
    await expectNoHorizontalOverflow(admin);
    await visit(admin, '/bn/admin/membership-prices');
    await admin.getByTestId('general-basic-1m').getByRole('button', { name: 'সংরক্ষণ করুন' }).waitFor();
    await expectNoHorizontalOverflow(admin);
  });

  test("an admin attaches a filter to a category: the search page's filter panel shows it; detached, it goes", async () => {
    const ACCESSORIES = 103;
    const admin = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(admin, ADMIN, '/en/admin');
    await visit(admin, '/en/admin/catalogue?kind=category&parent=101');
    const filters = admin.getByTestId(`filters-${ACCESSORIES}`);
    await filters.getByLabel('Filter to attach').selectOption({ label: 'RAM' });
    await filters.getByRole('button', { name: 'Attach' }).click();
    await admin.getByText('Done. The action is in the audit log.').waitFor();
    await filters.getByRole('button', { name: 'Detach: RAM' }).waitFor();
    await expectNoHorizontalOverflow(admin);

    const visitor = await asNewVisitor(await openPage(DESKTOP));
    const ramFilter = visitor.locator('input[name="enum.ram"]');
    await visit(visitor, '/en/ads/dhaka/mobile-phone-accessories');
    expect(await ramFilter.count()).toBeGreaterThan(0);

    await filters.getByRole('button', { name: 'Detach: RAM' }).click();
    await filters.getByRole('button', { name: 'Detach: RAM' }).waitFor({ state: 'detached' });
    await visit(visitor, '/en/ads/dhaka/mobile-phone-accessories');
    expect(await ramFilter.count()).toBe(0);
    expect(await visitor.locator('input[name="enum.item_type"]').count()).toBeGreaterThan(0);
  });
});
