// Doorstep delivery in the browser at 360 px, bn and en: the /doorstep-delivery landing shows its
// sections (any path under it too, and a malformed cookie is ignored), viewing a delivery ad puts it under
// "recently viewed" on the landing, the delivery search (/ads/doorstep-delivery) finds only delivery ads, and the
// essentials landing lists delivered groceries for a place.
// This file runs its own server on PostgreSQL (DATABASE_URL), so that the test can add its shop and ads.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { bangladeshDay } from '../../core/ad-stats.ts';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { createAd, createUser, insertShops } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { usePostgresServer } from './postgres-server.ts';
import { asNewVisitor } from './sign-up.ts';

const running = usePostgresServer('doorstep', 0);
const phonePage = async (): Promise<Page> => asNewVisitor(await openPage(PHONE, { baseUrl: running.server.baseUrl }));

const GROCERY = catalogueIndex.categoryBySlug('grocery')!.id;
const LAPTOPS = catalogueIndex.categoryBySlug('laptops')!.id;
const SLOW = 240_000;
const ads: Record<'rice' | 'oil' | 'laptop' | 'pickup', { id: number; slug: string }> = {} as never;

beforeAll(async () => {
  const db = running.db;
  const seller = await createUser(db, { isMember: true, name: 'Karim Store' });
  const [shopId = 0] = await insertShops(db, [{ ownerId: seller, slug: 'karim-store', name: 'Karim Store' }]);
  const delivered = { shopId, isDoorstepDelivery: true, contactName: 'Karim' };
  ads.rice = await createAd(db, seller, { ...delivered, categoryId: GROCERY, title: 'Miniket rice 25 kg delivered' });
  ads.oil = await createAd(db, seller, { ...delivered, categoryId: GROCERY, title: 'Soybean oil 5 litre delivered' });
  ads.laptop = await createAd(db, seller, {
    ...delivered,
    categoryId: LAPTOPS,
    title: 'Lenovo ThinkPad T14 delivered',
    properties: { condition: 'used' },
  });
  ads.pickup = await createAd(db, seller, { shopId, categoryId: GROCERY, title: 'Rice sack pickup only' });
  await db.query(
    "INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at) VALUES ($1, 'top_ad', now() - interval '1 hour', 'infinity')",
    [ads.oil.id],
  );
  await db.query('INSERT INTO ad_daily_stats (ad_id, day, views) VALUES ($1, $2, 30)', [
    ads.laptop.id,
    bangladeshDay(new Date()),
  ]);
}, SLOW);

const section = (page: Page, id: string) => page.getByTestId(id);

describe('doorstep delivery', () => {
  test(
    'the landing shows featured, popular, categories and shops, in en and bn, at 360 px',
    async () => {
      const page = await phonePage();
      const response = await visit(page, '/en/doorstep-delivery');
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Doorstep delivery' }).waitFor();
      await expect(section(page, 'dsd-featured').locator('h3').allTextContents()).resolves.toEqual([
        'Soybean oil 5 litre delivered',
      ]);
      await expect(section(page, 'dsd-popular').locator('h3').allTextContents()).resolves.toEqual([
        'Lenovo ThinkPad T14 delivered',
      ]);
      await section(page, 'dsd-categories').getByText('Essentials').waitFor();
      await section(page, 'dsd-shops').getByText('Karim Store').waitFor();
      await section(page, 'dsd-featured').getByText('Doorstep delivery', { exact: true }).waitFor();
      await expect(section(page, 'dsd-recent').count()).resolves.toBe(0);
      await expectNoHorizontalOverflow(page);

      // Prefix match, and a malformed cookie is no error.
      await page.context().addCookies([{ name: 'dsd_recent', value: '%E0%A4%A', url: running.server.baseUrl }]);
      const bn = await visit(page, '/bn/doorstep-delivery/anything/else');
      expect(bn?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'হোম ডেলিভারি' }).waitFor();
      await section(page, 'dsd-categories').getByText('নিত্যপ্রয়োজনীয়').waitFor();
      await section(page, 'dsd-featured').getByText('হোম ডেলিভারি').first().waitFor();
      await expectNoHorizontalOverflow(page);
    },
    SLOW,
  );

  test(
    'a delivery ad viewed shows under recently viewed on the landing (en and bn); a plain ad does not',
    async () => {
      const page = await phonePage();
      await visit(page, `/en/ad/${ads.rice.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Miniket rice 25 kg delivered' }).waitFor();
      await visit(page, `/en/ad/${ads.pickup.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Rice sack pickup only' }).waitFor();
      await visit(page, `/en/ad/${ads.laptop.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Lenovo ThinkPad T14 delivered' }).waitFor();
      await visit(page, '/en/doorstep-delivery');
      const recent = section(page, 'dsd-recent');
      await recent.getByRole('heading', { name: 'You viewed recently' }).waitFor();
      await expect(recent.locator('h3').allTextContents()).resolves.toEqual([
        'Lenovo ThinkPad T14 delivered',
        'Miniket rice 25 kg delivered',
      ]);
      await visit(page, '/bn/doorstep-delivery');
      await section(page, 'dsd-recent').getByRole('heading', { name: 'সম্প্রতি দেখেছেন' }).waitFor();
      await expectNoHorizontalOverflow(page);
    },
    SLOW,
  );

  test(
    'the delivery search finds only delivery ads, and essentials lists delivered groceries for a place',
    async () => {
      const page = await phonePage();
      await visit(page, '/en/ads/doorstep-delivery');
      // The top ad shows twice: in the top-ads strip and in the results.
      const titles = new Set(await page.locator('main li h3').allTextContents());
      expect([...titles].sort()).toEqual(
        ['Lenovo ThinkPad T14 delivered', 'Miniket rice 25 kg delivered', 'Soybean oil 5 litre delivered'].sort(),
      );
      await expectNoHorizontalOverflow(page);

      await visit(page, '/bn/essentials/dhaka/grocery');
      await page.getByRole('heading', { level: 1, name: /নিত্যপ্রয়োজনীয়/ }).waitFor();
      const grocery = await section(page, 'essentials-ads').locator('h3').allTextContents();
      expect(grocery.sort()).toEqual(['Miniket rice 25 kg delivered', 'Soybean oil 5 litre delivered'].sort());
      await expectNoHorizontalOverflow(page);
      await visit(page, '/en/essentials');
      await page.getByLabel('Deliver to').selectOption('chattogram-division');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(/\/en\/essentials\/chattogram-division$/);
      await section(page, 'essentials-ads').getByText('Miniket rice 25 kg delivered').waitFor();
    },
    SLOW,
  );
});
