// An ad's statistics in the browser at 360 px: a visitor's view of the ad reaches the seller's
// list and the ad's statistics page (chart, figures per day, the lift of a past top ad, the forecasts), in en and
// in bn with Bengali digits; another signed-in user gets the not-found page, a visitor the login page.
// This file runs its own server on PostgreSQL (DATABASE_URL), so that the test can give the ad a history.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bangladeshDay, daysFrom } from '../../core/ad-stats.ts';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { logIn, usePostgresServer } from './postgres-server.ts';
import { asNewVisitor, type SignedUp, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Kachua Pata 2025';
const DAY = 24 * 3600 * 1000;
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile';
const running = usePostgresServer('ad_stats', 24);

/** A phone's browser; `userAgent` for one that does not say it is headless (isbot takes HeadlessChrome for a bot). */
async function phonePage(userAgent?: string): Promise<Page> {
  const page = await asNewVisitor(await openPage(PHONE, { baseUrl: running.server.baseUrl }));
  if (userAgent) await (await page.context().newCDPSession(page)).send('Network.setUserAgentOverride', { userAgent });
  return page;
}

async function person(name: string): Promise<SignedUp> {
  const id = unique();
  const ip = `100.127.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  return signUpOverHttp(running.server.baseUrl, { name, email: `stats${id}@example.com`, password: PASSWORD, ip });
}

/** An ad published 20 days ago: 10 views a day, then 30 a day during a top ad 9 to 4 days ago, then 12 a day. */
async function adWithHistory(sellerId: number, title: string) {
  const now = Date.now();
  const publishedAt = new Date(now - 20 * DAY);
  const ad = await createAd(running.db, sellerId, { title, publishedAt, createdAt: publishedAt });
  const startsAt = new Date(now - 9 * DAY);
  const endsAt = new Date(now - 4 * DAY);
  // A Top Ad bought and over (the promotions module's table, read through its promotion_periods view).
  await running.db.query(
    `INSERT INTO promotions (ad_id, user_id, variant_identifier, kind, amount_poisha, starts_at, ends_at, created_at)
     VALUES ($1, $2, 'top_ad-3-general', 'top_ad', 50000, $3, $4, $3)`,
    [ad.id, sellerId, startsAt, endsAt],
  );
  const days = daysFrom(bangladeshDay(publishedAt), bangladeshDay(new Date(now - DAY)));
  const views = days.map((day) => (day < bangladeshDay(startsAt) ? 10 : day <= bangladeshDay(endsAt) ? 30 : 12));
  await running.db.query(
    `INSERT INTO ad_daily_stats (ad_id, day, views, phone_reveals)
     SELECT $1, d, v, 1 FROM unnest($2::date[], $3::int[]) AS s (d, v)`,
    [ad.id, days, views],
  );
  return { ...ad, views: views.reduce((a, b) => a + b, 0) };
}

describe('an ad’s statistics', () => {
  test('a visitor’s view reaches the seller’s list and statistics page, in en and bn; nobody else sees them', async () => {
    const seller = await person('Salma Seller');
    const ad = await adWithHistory(seller.id, 'Walton Primo H10 statistics test');

    const visitor = await phonePage(ANDROID);
    await visit(visitor, `/en/ad/${ad.slug}`);
    await visitor.getByRole('heading', { level: 1, name: 'Walton Primo H10 statistics test' }).waitFor();

    const page = await phonePage();
    await logIn(page, seller.email, PASSWORD);
    // The view is written within a few seconds (counted in memory, then flushed in a batch).
    const totals = `Last 30 days: ${ad.views + 1} views`;
    await expect
      .poll(
        async () => {
          await visit(page, '/en/my/published-ads');
          return page.getByTestId('ad-totals').first().textContent();
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toContain(totals);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: 'Statistics', exact: true }).click();
    await page.waitForURL(`**/en/my/ads/${ad.id}/stats`);
    await page.getByRole('heading', { level: 1, name: 'Statistics', exact: true }).waitFor();
    await expect.poll(() => page.locator('[data-event="views"]').textContent()).toBe(String(ad.views + 1));
    await page.getByTestId('views-chart').waitFor();
    expect(await page.getByTestId('views-chart').locator('rect').count()).toBe(30);
    const lift = page.getByTestId('promotion-lift');
    await lift.getByText('Top Ad').waitFor();
    await lift.getByText(/30\.0 views a day during it, against 10\.0 a day .*: 3\.0×/).waitFor();
    await page
      .getByTestId('forecast-top_ad')
      .getByText(/Top Ad: too little data yet/)
      .waitFor();
    await page.getByText('Figures per day').click();
    await page.getByRole('cell', { name: '30' }).first().waitFor();
    await expectNoHorizontalOverflow(page);

    await visit(page, `/bn/my/ads/${ad.id}/stats`);
    await page.getByRole('heading', { level: 1, name: 'পরিসংখ্যান' }).waitFor();
    const bengali = String(ad.views + 1).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
    expect(await page.locator('[data-event="views"]').textContent()).toBe(bengali);
    await page
      .getByTestId('promotion-lift')
      .getByText(/৩\.০ গুণ/)
      .waitFor();
    await expectNoHorizontalOverflow(page);

    const other = await person('Omar Other');
    const stranger = await phonePage();
    await logIn(stranger, other.email, PASSWORD);
    expect((await visit(stranger, `/en/my/ads/${ad.id}/stats`))?.status()).toBe(404);
    expect((await visit(stranger, '/en/my/ads/not-an-id/stats'))?.status()).toBe(404);
    const anonymous = await phonePage();
    await visit(anonymous, `/en/my/ads/${ad.id}/stats`);
    expect(new URL(anonymous.url()).pathname).toBe('/en/users/login');
  });
});
