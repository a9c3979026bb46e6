// The posting quota and the member dashboard in the browser at 360 px, in bn and en: a
// non-member at the free quota sees the fee and the membership offer on the posting page and posts into the listing
// fee; a member sees their subscription, quota, included promotions and statistics with the chart; someone else's
// ad is not found there and a visitor is sent to log in. This file runs its own server on PostgreSQL, so that the
// test can give accounts a membership term, ads and statistics.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { addDays, bangladeshDay } from '../../core/ad-stats.ts';
import { endOfTerm } from '../../core/memberships/packages.ts';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { logIn, usePostgresServer } from './postgres-server.ts';
import { asNewVisitor, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Kachua Pata 2025';
const running = usePostgresServer('membership_dashboard', 24);

async function phonePage(): Promise<Page> {
  return asNewVisitor(await openPage(PHONE, { baseUrl: running.server.baseUrl }));
}

/** An account with a verified number (posting shows it on the ad), logged in on a phone. */
async function loggedIn(name: string) {
  const id = unique();
  const ip = `100.126.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  const person = await signUpOverHttp(running.server.baseUrl, {
    name,
    email: `quota${id}@example.com`,
    password: PASSWORD,
    ip,
  });
  await running.db.query('INSERT INTO phone_numbers (user_id, number, verified_at) VALUES ($1, $2, now())', [
    person.id,
    `+88019${id.slice(-8)}`,
  ]);
  const page = await phonePage();
  await logIn(page, person.email, PASSWORD);
  return { person, page };
}

/** Mobile phones in Dhanmondi: the electronics group, free quota 2. */
const POST_PATH = 'post-ad/details?category=102&location=100';

describe('the posting quota and the member dashboard', () => {
  test('a non-member beyond the free quota sees the fee and the offer, in en and bn, and posts into the fee', async () => {
    const { person, page } = await loggedIn('Nasima Nonmember');
    for (const title of ['Walton Primo H10', 'Symphony Z60']) {
      await createAd(running.db, person.id, { categoryId: 102, title: `${title} ${unique()}` });
    }

    await visit(page, `/en/${POST_PATH}`);
    const notice = page.getByTestId('quota-notice');
    await notice.getByText('2 of 2 free ads in Electronics used').waitFor();
    await notice.getByText(/next ad in Electronics needs a listing fee of Tk 150/).waitFor();
    expect(await notice.getByRole('link', { name: 'See memberships' }).getAttribute('href')).toBe('/en/membership');
    await expectNoHorizontalOverflow(page);

    await visit(page, `/bn/${POST_PATH}`);
    await page.getByTestId('quota-notice').getByText('২টির মধ্যে ২টি ফ্রি বিজ্ঞাপন ব্যবহৃত — ইলেকট্রনিক্স').waitFor();
    await page
      .getByTestId('quota-fee')
      .getByText(/৳ ১৫০ লিস্টিং ফি/)
      .waitFor();
    await page.getByLabel('অবস্থা').selectOption({ label: 'ব্যবহৃত' });
    await page.getByLabel('ব্র্যান্ড').selectOption({ label: 'Samsung' });
    await page.getByLabel('মডেল', { exact: true }).selectOption({ label: 'Galaxy S25 Ultra' });
    await page.getByLabel('শিরোনাম').fill(`স্যামসাং গ্যালাক্সি এস২৫ আল্ট্রা ${unique().slice(-5)}`);
    await page.getByLabel('বিবরণ').fill('মার্চে কেনা, বক্স ও চার্জার সহ। কোনো দাগ নেই, ব্যাটারি খুব ভালো।');
    await page.getByLabel('দাম (টাকা)').fill('১,১০,০০০');
    await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    // Beyond the free quota the ad goes on to paying its listing fee.
    await page.waitForURL('**/bn/post-ad/confirm?flow=lst_fee&slug=*');
    await expectNoHorizontalOverflow(page);

    // The dashboard of a non-member: the free quotas, the fee paid beyond, the offer.
    await visit(page, '/en/my/membership');
    await page.getByRole('heading', { level: 1, name: 'My membership' }).waitFor();
    await page.getByText('You are not a member yet.').waitFor();
    await page
      .locator('[data-group="electronics"]')
      .getByText('2 of 2 free ads in Electronics used and 1 more with a listing fee')
      .waitFor();
    await expectNoHorizontalOverflow(page);
  });

  test('a member’s dashboard: subscription, quota, included promotions, statistics with the chart; nobody else’s', async () => {
    const { person, page } = await loggedIn('Mamun Member');
    const starts = new Date(Date.now() - 5 * 24 * 3600 * 1000);
    await running.db.query(
      `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at)
       VALUES ($1, 'electronics-plus-1m', 'electronics', 'plus', 1, $2, $3)`,
      [person.id, starts, endOfTerm(starts, 1)],
    );
    const title = `Xiaomi Redmi Note 13 dashboard ${unique().slice(-5)}`;
    const ad = await createAd(running.db, person.id, { categoryId: 102, title });
    const today = bangladeshDay(new Date());
    await running.db.query(
      `INSERT INTO ad_daily_stats (ad_id, day, views, phone_reveals, chats, favorites)
       VALUES ($1, $2::date, 12, 3, 2, 1), ($1, $3::date, 20, 4, 1, 2)`,
      [ad.id, addDays(today, -1), today],
    );

    await visit(page, '/en/my/membership');
    await page.getByRole('heading', { level: 1, name: 'My membership' }).waitFor();
    await page.getByText('Plus membership: Electronics').waitFor();
    await page.getByText('1 of 60 ads of your Electronics membership live').waitFor();
    await page.getByText('15 Bump Ups · 2 Top Ads').waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade' }).first().getAttribute('href')).toBe(
      '/en/payment/membership/electronics',
    );
    expect(await page.getByRole('link', { name: 'Shop settings' }).getAttribute('href')).toBe('/en/my/membership/shop');
    expect(await page.getByTestId('dashboard-totals').locator('[data-event="views"]').textContent()).toBe('32');
    expect(await page.getByTestId('views-chart').locator('rect').count()).toBe(30);
    await page.getByTestId('per-ad').getByRole('link', { name: title }).waitFor();
    await expectNoHorizontalOverflow(page);

    // One ad per day, chosen in the form (which works without JavaScript too).
    await page.getByLabel('Showing').selectOption({ label: title });
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(`**/en/my/membership?ad=${ad.id}`);
    await expect.poll(() => page.locator('[data-event="phone_reveals"]').textContent()).toBe('7');

    await visit(page, '/bn/my/membership');
    await page.getByRole('heading', { level: 1, name: 'আমার মেম্বারশিপ' }).waitFor();
    await page.getByText('প্লাস মেম্বারশিপ: ইলেকট্রনিক্স').waitFor();
    await page.getByText('৬০টির মধ্যে ১টি বিজ্ঞাপন চালু — ইলেকট্রনিক্স মেম্বারশিপ').waitFor();
    expect(await page.locator('[data-event="views"]').textContent()).toBe('৩২');
    await page.getByTestId('views-chart').waitFor();
    await expectNoHorizontalOverflow(page);

    const { page: stranger } = await loggedIn('Omar Other');
    expect((await visit(stranger, `/en/my/membership?ad=${ad.id}`))?.status()).toBe(404);
    const anonymous = await phonePage();
    await visit(anonymous, '/en/my/membership');
    expect(new URL(anonymous.url()).pathname).toBe('/en/users/login');
  });
});
