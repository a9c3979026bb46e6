import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ORDER_STATES } from '../../core/delivery/courier-status.ts';
import { freshDatabase } from '../../tests/database.ts';
import type { Database } from '../adapters/database.ts';
import { diskStorage } from '../adapters/storage.ts';
import { bannersFor } from '../modules/banners/index.ts';
import { catalogueIndex } from '../modules/catalog/service.ts';
import { DELIVERY_GROUPS } from './doorstep.ts';
import { seedDemo, type SeedResult } from './seed.ts';

const ADS = 400;
let first: Database;
let second: Database;
let mediaDir = '';
let result: SeedResult;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'haat-seed-'));
  const storage = diskStorage(mediaDir);
  [first, second] = await Promise.all([freshDatabase(), freshDatabase()]);
  // One "now" for both: the same seed then gives the same data whatever the clock does between the two.
  const now = new Date();
  result = await seedDemo(first, storage, { ads: ADS, seed: 7, now });
  await seedDemo(second, storage, { ads: ADS, seed: 7, now });
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await rm(mediaDir, { recursive: true, force: true });
});

const titles = (db: Database) =>
  db.query<{ title: string }>('SELECT title FROM ads ORDER BY id').then((rows) => rows.map((r) => r.title));

describe('seedDemo', () => {
  test('writes the asked number of ads with sellers, shops, pictures and promotions', async () => {
    expect(result.ads).toBe(ADS);
    expect(result.users).toBeGreaterThanOrEqual(30);
    expect(result.pictures).toBeGreaterThan(0);
    expect(result.promotions).toBeGreaterThan(0);
    expect(result.payments).toBeGreaterThan(0);
    const [counts] = await first.query<{ ads: number; pictured: number; published: number; phones: number }>(
      `SELECT count(*)::int AS ads,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ad_images ai WHERE ai.ad_id = ads.id))::int AS pictured,
              count(*) FILTER (WHERE status = 'published' AND published_at IS NOT NULL)::int AS published,
              count(*) FILTER (WHERE contact_phones[1] ~ '^\\+8801[3-9][0-9]{8}$')::int AS phones
       FROM ads`,
    );
    expect(counts?.ads).toBe(ADS);
    expect(counts?.published).toBeGreaterThan(ADS * 0.8);
    expect(counts?.pictured).toBeGreaterThan(ADS * 0.6);
    expect(counts?.phones).toBe(ADS);
  });

  test('spreads ads over categories, districts, both languages and recent months', async () => {
    const [spread] = await first.query<{ tops: number; districts: number; bengali: number; days: number }>(
      `SELECT count(DISTINCT coalesce(c.parent_id, c.id))::int AS tops,
              count(DISTINCT coalesce(CASE WHEN l.level = 'area' THEN l.parent_id ELSE l.id END, 0))::int AS districts,
              count(*) FILTER (WHERE a.title ~ '[\u0980-\u09FF]')::int AS bengali,
              (extract(epoch FROM max(a.created_at) - min(a.created_at)) / 86400)::int AS days
       FROM ads a JOIN categories c ON c.id = a.category_id JOIN locations l ON l.id = a.location_id`,
    );
    expect(spread?.tops).toBeGreaterThanOrEqual(12);
    expect(spread?.districts).toBeGreaterThanOrEqual(30);
    expect(spread?.bengali).toBeGreaterThan(ADS * 0.15);
    expect(spread?.days).toBeGreaterThan(60);
  });

  test('gives every published ad a history of statistics (their rules: ad-stats.test.ts)', async () => {
    expect(result.statistics).toBeGreaterThan(ADS);
    const [history] = await first.query<{ without: number }>(
      `SELECT count(*)::int AS without FROM ads a WHERE a.status = 'published'
         AND NOT EXISTS (SELECT 1 FROM ad_daily_stats s WHERE s.ad_id = a.id)`,
    );
    expect(history?.without).toBe(0);
    const figures = (db: Database) =>
      db.query('SELECT ad_id, day, views, phone_reveals, chats, favorites FROM ad_daily_stats ORDER BY ad_id, day');
    expect(await figures(second)).toEqual(await figures(first));
  });

  test('gives the same ads for the same seed', async () => {
    expect(await titles(second)).toEqual(await titles(first));
  });
});

describe('the demo members', () => {
  test('hold a membership in force exactly when flagged; premium ones are featured; one ends within a week', async () => {
    expect(result.memberships).toBeGreaterThan(0);
    const [check] = await first.query<{ flagged_without: number; featured_wrong: number; ending: number }>(
      `SELECT count(*) FILTER (WHERE u.is_member AND m.id IS NULL)::int AS flagged_without,
              count(*) FILTER (WHERE u.is_featured_member <> coalesce(m.tier = 'premium', false))::int AS featured_wrong,
              count(*) FILTER (WHERE m.ends_at < now() + interval '7 days')::int AS ending
       FROM users u LEFT JOIN memberships m ON m.user_id = u.id AND m.status = 'active'
         AND m.starts_at <= now() AND m.ends_at > now()`,
    );
    expect(check).toEqual({ flagged_without: 0, featured_wrong: 0, ending: 1 });
  });
});

describe('the demo doorstep delivery', () => {
  test('members’ shops deliver essentials, electronics and fashion ads, each with its offer', async () => {
    expect(result.deliveryAds).toBeGreaterThan(0);
    const rows = await first.query<{ category_id: number; is_member: boolean; shop_id: number | null; offer: boolean }>(
      `SELECT a.category_id, u.is_member, a.shop_id, d.ad_id IS NOT NULL AS offer
       FROM ads a JOIN users u ON u.id = a.user_id LEFT JOIN ad_delivery d ON d.ad_id = a.id
       WHERE a.is_doorstep_delivery`,
    );
    expect(rows).toHaveLength(result.deliveryAds);
    for (const row of rows) {
      expect(row).toMatchObject({ is_member: true, offer: true });
      expect(row.shop_id).not.toBeNull();
      const category = catalogueIndex.categoryById(row.category_id)!;
      const top = catalogueIndex.categoryAncestors(category)[0] ?? category;
      expect(DELIVERY_GROUPS).toContain(top.id);
    }
    const [orphans] = await first.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ad_delivery d JOIN ads a ON a.id = d.ad_id WHERE NOT a.is_doorstep_delivery',
    );
    expect(orphans!.n).toBe(0);
  });
});

describe('the demo banners', () => {
  test('a home banner and a mobile phone results banner, on Haat’s media, in force and worded in bn and en', async () => {
    const clock = { now: () => new Date() };
    const home = await bannersFor(first, clock, { slot: 'home' }, 'bn');
    const phones = catalogueIndex.categoryBySlug('mobile-phones')!;
    const results = await bannersFor(first, clock, { slot: 'results', category: phones.slug }, 'en');
    expect(result.banners).toBe(2);
    expect(home).toHaveLength(1);
    expect(home[0]).toMatchObject({
      image_url: expect.stringMatching(/^\/media\/p\//),
      alt: expect.stringMatching(/ডোরস্টেপ/),
    });
    expect(results).toHaveLength(1);
    expect(results[0]?.alt).toMatch(/Phone shops/);
    // Aimed at phones: another category's results have none.
    expect(await bannersFor(first, clock, { slot: 'results', category: 'cars' }, 'en')).toEqual([]);
  });
});

describe('the demo orders', () => {
  test('one order in each state on the delivery ads, each history ending in its state', async () => {
    const rows = await first.query<{ state: string; last: string; buyer_is_seller: boolean }>(
      `SELECT o.state, o.buyer_id = o.seller_id AS buyer_is_seller,
         (SELECT e.state FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1) AS last
       FROM orders o ORDER BY o.id`,
    );
    expect(rows).toHaveLength(result.orders);
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(ORDER_STATES));
    for (const row of rows) expect(row).toEqual({ state: row.last, last: row.state, buyer_is_seller: false });
  });
});
