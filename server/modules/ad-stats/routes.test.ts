import { describe, expect, test } from 'vitest';
import { addDays, bangladeshDay, daysFrom, MIN_COMPARABLE, STATS_DAYS } from '../../../core/ad-stats.ts';
import { useTestApp } from '../../../tests/app.ts';
import { client, signUp } from '../accounts/testing.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { flushAdStats } from '../ad-counts/counter.ts';
import type { AdStats } from './service.ts';

// Every answer is also checked against the OpenAPI contract (tests/app.ts, decision 142). The counters are written
// only when a test flushes them: the 5-second timer would otherwise write them mid-test on a slow machine.
const api = useTestApp({ AD_STATS_FLUSH_SECONDS: '3600' });

const BROWSER = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile';
const DAY = 24 * 3600 * 1000;

async function statsOf(token: string, adId: number): Promise<AdStats> {
  const response = await client(api).call({ url: `/data/my/ads/${adId}/stats`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ stats: AdStats }>().stats;
}

const today = (stats: AdStats) => stats.days.at(-1);

describe('counting (views, phone reveals, chats, favourites)', () => {
  test('counts each per Bangladesh day, in one batch, and not the owner’s own', async () => {
    const seller = await signUp(api, { name: 'Selina Seller' });
    const buyer = await signUp(api, { name: 'Bashir Buyer' });
    const ad = await createAd(api.db, seller.account.id, { title: 'Samsung Galaxy A54 8/128' });
    const details = { method: 'GET' as const, url: `/data/details?ad_id=${ad.id}&similar_ads=0` };

    const visitor = client(api);
    for (let i = 0; i < 3; i++) await visitor.call({ ...details, headers: { 'user-agent': BROWSER } });
    await client(api).call({ ...details, headers: { 'user-agent': BROWSER } });
    await client(api).call({ ...details, token: buyer.token, headers: { 'user-agent': BROWSER } });
    // Not views: the owner, a crawler, a script without a user agent, a prefetch.
    await client(api).call({ ...details, token: seller.token, headers: { 'user-agent': BROWSER } });
    await client(api).call({
      ...details,
      headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    });
    await client(api).call(details);
    await client(api).call({ ...details, headers: { 'user-agent': BROWSER, 'sec-purpose': 'prefetch' } });

    const buyerCalls = client(api);
    const reveal = (token: string) =>
      buyerCalls.call({ method: 'POST', url: `/data/ads/${ad.id}/phone-numbers`, token });
    expect((await reveal(buyer.token)).statusCode).toBe(200);
    expect((await reveal(seller.token)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const favorite = await buyerCalls.call({ method: 'POST', url: `/data/favorites/${ad.id}`, token: buyer.token });
      expect(favorite.statusCode).toBe(201);
    }
    const chat = await buyerCalls.call({
      method: 'POST',
      url: '/data/chat/conversation',
      token: buyer.token,
      payload: { ad_id: ad.id },
    });
    expect(chat.statusCode).toBe(201);

    // Nothing is written per event…
    expect(today(await statsOf(seller.token, ad.id))).toMatchObject({ views: 0, phone_reveals: 0 });
    // …until the flush.
    await flushAdStats(api.db);
    const stats = await statsOf(seller.token, ad.id);
    expect(stats.days).toHaveLength(STATS_DAYS);
    expect(today(stats)).toEqual({
      day: bangladeshDay(api.clock.now()),
      views: 3,
      phone_reveals: 1,
      chats: 1,
      favorites: 1,
    });
    expect(stats.totals).toEqual({ views: 3, phone_reveals: 1, chats: 1, favorites: 1 });
  });

  test('the injected clock decides the day, and a returning visitor counts again after half an hour', async () => {
    const seller = await signUp(api);
    const ad = await createAd(api.db, seller.account.id);
    const visitor = client(api);
    const view = () =>
      visitor.call({ url: `/data/details?ad_id=${ad.id}&similar_ads=0`, headers: { 'user-agent': BROWSER } });
    // 23:50 in Bangladesh, then 00:20 the next day.
    const evening = new Date(`${bangladeshDay(api.clock.now())}T17:50:00Z`);
    api.clock.set(evening);
    await view();
    api.clock.advance(30 * 60 * 1000);
    await view();
    await view();
    await flushAdStats(api.db);
    const stats = await statsOf(seller.token, ad.id);
    expect(stats.days.slice(-2).map((d) => [d.day, d.views])).toEqual([
      [bangladeshDay(evening), 1],
      [addDays(bangladeshDay(evening), 1), 1],
    ]);
  });
});

describe('who sees the statistics', () => {
  test('only the owner: another user gets 404, a visitor 401', async () => {
    const seller = await signUp(api);
    const other = await signUp(api);
    const ad = await createAd(api.db, seller.account.id);
    for (const path of ['stats', 'forecast?kind=top_ad']) {
      const url = `/data/my/ads/${ad.id}/${path}`;
      expect((await client(api).call({ url, token: other.token })).statusCode).toBe(404);
      expect((await client(api).call({ url })).statusCode).toBe(401);
      expect((await client(api).call({ url, token: seller.token })).statusCode).toBe(200);
    }
    const unknown = await client(api).call({ url: '/data/my/ads/99999999/stats', token: seller.token });
    expect(unknown.statusCode).toBe(404);
    const badKind = await client(api).call({
      url: `/data/my/ads/${ad.id}/forecast?kind=listing_fee`,
      token: seller.token,
    });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', violations: [{ path: 'query.kind' }] },
    });
  });
});

describe('promotions: the lift after, the forecast before', () => {
  const location = catalogueIndex.locationBySlug('dhaka');
  const now = () => api.clock.now();

  /** An ad published 20 days ago with `before` views a day, then a top ad for the last 5 days with `during`. */
  async function promotedAd(userId: number, before: number, during: number, kind = 'top_ad') {
    const publishedAt = new Date(now().getTime() - 20 * DAY);
    const ad = await createAd(api.db, userId, { locationId: location?.id, publishedAt, createdAt: publishedAt });
    const startsAt = new Date(now().getTime() - 5 * DAY);
    // A promotion bought and over (the promotions module's table, read through its promotion_periods view).
    await api.db.query(
      `INSERT INTO promotions (ad_id, user_id, variant_identifier, kind, amount_poisha, starts_at, ends_at, created_at)
       VALUES ($1, $2, $3, $3, 50000, $4, $5, $4)`,
      [ad.id, userId, kind, startsAt, new Date(now().getTime() - DAY / 4)],
    );
    const days = daysFrom(bangladeshDay(publishedAt), bangladeshDay(now()));
    await api.db.query(
      `INSERT INTO ad_daily_stats (ad_id, day, views)
       SELECT $1, d, v FROM unnest($2::date[], $3::int[]) AS s (d, v)`,
      [ad.id, days, days.map((day) => (day >= bangladeshDay(startsAt) ? during : before))],
    );
    return ad;
  }

  test('the seller sees each promotion’s lift against the ad’s own days before it', async () => {
    const seller = await signUp(api);
    const ad = await promotedAd(seller.account.id, 10, 30);
    const [promotion] = (await statsOf(seller.token, ad.id)).promotions;
    expect(promotion).toMatchObject({
      kind: 'top_ad',
      lift: { status: 'measured', beforeDays: 14, beforeViewsPerDay: 10, duringViewsPerDay: 30, ratio: 3 },
    });
  });

  test('forecasts the range comparable ads got, widening the scope, and says when data is too little', async () => {
    const seller = await signUp(api);
    const others = await createUser(api.db);
    for (const during of [15, 20, 25, 30, 35, 40, 45, 50].slice(0, MIN_COMPARABLE))
      await promotedAd(others, 10, during);
    const ad = await createAd(api.db, seller.account.id, { locationId: location?.id });
    const response = await client(api).call({ url: `/data/my/ads/${ad.id}/forecast?kind=top_ad`, token: seller.token });
    const { forecast } = response.json<{ forecast: Record<string, unknown> }>();
    // With the ad of the test before (ratio 3): nine in the district, lifts 1.5× to 5×.
    expect(forecast).toMatchObject({
      kind: 'top_ad',
      status: 'range',
      sampleSize: MIN_COMPARABLE + 1,
      scope: { categoryLevel: 'category', categoryId: 193, locationLevel: 'district', locationId: location?.id },
    });
    expect(forecast.low).toBeCloseTo(2.5);
    expect(forecast.median).toBeCloseTo(3);
    expect(forecast.high).toBeCloseTo(4);

    const spotlight = await client(api).call({
      url: `/data/my/ads/${ad.id}/forecast?kind=spotlight`,
      token: seller.token,
    });
    expect(spotlight.json()).toMatchObject({
      forecast: { kind: 'spotlight', status: 'too_little_data', sampleSize: 0, scope: { locationLevel: 'country' } },
    });
  });
});
