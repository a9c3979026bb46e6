import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import {
  ADS_PER_PAGE,
  countAdsByTopCategory,
  findAdCards,
  findAdDetail,
  newestAds,
  PHONE_REVEAL_LIMITS,
  revealPhoneNumbers,
} from './service.ts';

const api = useTestApp();
const DAY = 24 * 3600 * 1000;
let seller = 0;
let newest = { id: 0, slug: '' };

beforeAll(async () => {
  seller = await createUser(api.db, { name: 'Karim Motors', isMember: true });
  const base = Date.now() - 60 * DAY;
  for (let i = 0; i < 30; i++) {
    const at = new Date(base + i * DAY);
    await createAd(api.db, seller, {
      title: `Toyota Axio 20${10 + (i % 10)} number ${i}`,
      createdAt: at,
      publishedAt: at,
    });
  }
  const now = new Date();
  newest = await createAd(api.db, seller, {
    title: 'Samsung Galaxy A54 8/256 GB',
    categoryId: 101,
    properties: {},
    createdAt: now,
    publishedAt: now,
  });
  await api.db.query(
    `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at) VALUES ($1, 'top_ad', now() - interval '1 day', now() + interval '1 day'),
       ($1, 'urgent_ad', now() - interval '3 days', now() - interval '1 day')`,
    [newest.id],
  );
  for (const status of ['pending_review', 'rejected', 'deactivated'] as const) {
    await createAd(api.db, seller, {
      title: `Hidden ${status} ad`,
      status,
      publishedAt: status === 'deactivated' ? now : null,
    });
  }
});

describe('newestAds', () => {
  test('lists only published ads, newest first, as many as asked', async () => {
    const ads = await newestAds(api.db, ADS_PER_PAGE);
    expect(ads).toHaveLength(ADS_PER_PAGE);
    expect(ads[0]?.slug).toBe(newest.slug);
    const dates = ads.map((ad) => ad.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(ads.some((ad) => ad.title.startsWith('Hidden'))).toBe(false);
    expect(await newestAds(api.db, 100)).toHaveLength(31);
  });

  test('shows promotions only while they are in force, and the seller badges', async () => {
    const [top] = await newestAds(api.db, 1);
    expect(top).toMatchObject({ isTopAd: true, isUrgent: false, isMember: true, isAuthorizedDealer: false });
  });

  test('never includes contact details in list items', async () => {
    const [ad] = await newestAds(api.db, 1);
    expect(Object.keys(ad ?? {})).not.toContain('contactPhones');
    expect(JSON.stringify(ad)).not.toContain('+880');
  });
});

describe('findAdDetail', () => {
  test('finds a published ad by slug with its seller and properties, without its phone numbers', async () => {
    const ad = await findAdDetail(api.db, { slug: newest.slug });
    expect(ad).toMatchObject({
      id: newest.id,
      title: 'Samsung Galaxy A54 8/256 GB',
      contactName: 'Test User',
      shop: null,
      status: 'published',
    });
    expect(JSON.stringify(ad)).not.toContain('+880');
    expect(await findAdDetail(api.db, { id: newest.id })).toEqual(ad);
    expect(ad?.slug).toMatch(/^samsung-galaxy-a54-8-256-gb-dhaka-\d+$/);
  });

  test('does not show an ad that was never published; shows a deactivated one with its status', async () => {
    const [hidden] = await api.db.query<{ slug: string }>("SELECT slug FROM ads WHERE status = 'pending_review'");
    expect(await findAdDetail(api.db, { slug: hidden?.slug ?? '' })).toBeNull();
    expect(await findAdDetail(api.db, { slug: 'no-such-ad-1' })).toBeNull();
    const [gone] = await api.db.query<{ slug: string }>("SELECT slug FROM ads WHERE status = 'deactivated'");
    expect(await findAdDetail(api.db, { slug: gone?.slug ?? '' })).toMatchObject({ status: 'deactivated' });
  });

  test('reveals phone numbers of published ads only, up to the limit per visitor', async () => {
    const who = { visitor: 'visitor:test-reveal', ip: '198.51.100.7' };
    expect(await revealPhoneNumbers(api, newest.id, who)).toEqual(['+8801711000000']);
    const [gone] = await api.db.query<{ id: number }>("SELECT id FROM ads WHERE status = 'deactivated'");
    await expect(revealPhoneNumbers(api, gone?.id ?? 0, who)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const max = PHONE_REVEAL_LIMITS.visitor[0].max;
    for (let i = 2; i < max; i++) await revealPhoneNumbers(api, newest.id, who);
    await expect(revealPhoneNumbers(api, newest.id, who)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    // Another visitor at another address is not affected.
    const other = { visitor: 'visitor:someone-else', ip: '198.51.100.8' };
    expect(await revealPhoneNumbers(api, newest.id, other)).toHaveLength(1);
  });
});

describe('countAdsByTopCategory', () => {
  test('counts published ads under their top-level category', async () => {
    const counts = await countAdsByTopCategory(api.db);
    expect(counts.get(192)).toBe(30);
    expect(counts.get(101)).toBe(1);
  });

  test('follows an ad leaving and coming back to the published list', async () => {
    await api.db.query("UPDATE ads SET status = 'deactivated' WHERE id = $1", [newest.id]);
    expect((await countAdsByTopCategory(api.db)).get(101)).toBe(0);
    await api.db.query("UPDATE ads SET status = 'published' WHERE id = $1", [newest.id]);
    expect((await countAdsByTopCategory(api.db)).get(101)).toBe(1);
  });
});

describe('findAdCards', () => {
  test('marks the ads of a seller with a verified phone, and only those', async () => {
    const verified = await createUser(api.db, { phone: '+8801911000001' });
    const unverified = await createUser(api.db, { phone: '+8801911000002' });
    await api.db.query('UPDATE phone_numbers SET verified_at = NULL WHERE user_id = $1', [unverified]);
    const [one, other] = [await createAd(api.db, verified), await createAd(api.db, unverified)];
    const cards = await findAdCards(api.db, [one.id, other.id, newest.id]);
    expect(cards.map((card) => [card.id, card.isVerified])).toEqual([
      [one.id, true],
      [other.id, false],
      [newest.id, false],
    ]);
  });
});
