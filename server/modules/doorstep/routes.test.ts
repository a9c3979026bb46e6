// Doorstep delivery through the API: the calls of spec section 7 in their shapes and the
// caller's language, recent views' order and limits, malformed input (400), the buy_now search filter, and who may
// offer delivery on an ad (members yes; a private seller gets DOORSTEP_NOT_ELIGIBLE).
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser, insertShops } from '../../seed/factories.ts';
import { addPhone, client, signUp } from '../accounts/testing.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { bangladeshDay } from '../../../core/ad-stats.ts';

const api = useTestApp();

const GROCERY = catalogueIndex.categoryBySlug('grocery')!.id;
const LAPTOPS = catalogueIndex.categoryBySlug('laptops')!.id;
const ESSENTIALS = catalogueIndex.categoryBySlug('essentials')!.id;
const DHAKA = catalogueIndex.locationBySlug('dhaka')!;
const DHAKA_DIVISION = catalogueIndex.locationAncestors(DHAKA).find((l) => l.level === 'division')!;

const get = (url: string, language = 'en') =>
  client(api).call({ method: 'GET', url, headers: { 'accept-language': language } });
const post = (url: string, payload: object) => client(api).call({ method: 'POST', url, payload });

interface Card {
  id: number;
  title: string;
  isDoorstepDelivery: boolean;
  category: { id: number; name: string };
}

let seller = 0;
let shopId = 0;
const delivery: number[] = [];
let plain = 0;

beforeAll(async () => {
  seller = await createUser(api.db, { isMember: true });
  [shopId = 0] = await insertShops(api.db, [{ ownerId: seller, slug: 'dhaka-bazar', name: 'Dhaka Bazar' }]);
  for (const [i, categoryId] of [GROCERY, GROCERY, LAPTOPS].entries()) {
    const ad = await createAd(api.db, seller, {
      shopId,
      categoryId,
      title: `Delivery ad number ${i} with a long title`,
      isDoorstepDelivery: true,
      publishedAt: new Date(api.clock.now().getTime() - (i + 1) * 60_000),
    });
    delivery.push(ad.id);
  }
  plain = (await createAd(api.db, seller, { categoryId: GROCERY, title: 'Not delivered, pick up only' })).id;
  // Popular: views of the last days; the oldest delivery ad is the most viewed.
  const today = bangladeshDay(api.clock.now());
  for (const [id, views] of [
    [delivery[2]!, 50],
    [delivery[0]!, 5],
    [plain, 500],
  ] as const) {
    await api.db.query('INSERT INTO ad_daily_stats (ad_id, day, views) VALUES ($1, $2, $3)', [id, today, views]);
  }
  // Featured: a top ad now.
  await api.db.query(
    "INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at) VALUES ($1, 'top_ad', now() - interval '1 hour', 'infinity')",
    [delivery[1]!],
  );
});

describe('GET /data/doorstep/*', () => {
  test('featured: promoted delivery ads, as search cards named in the locale asked', async () => {
    const en = await get('/data/doorstep/featured?locale=en');
    expect(en.statusCode).toBe(200);
    const ads = en.json<{ ads: Card[] }>().ads;
    expect(ads.map((a) => a.id)).toEqual([delivery[1]]);
    expect(ads[0]).toMatchObject({ isDoorstepDelivery: true, category: { id: GROCERY, name: 'Grocery' } });
    const bn = await get('/data/doorstep/featured?locale=bn', 'en');
    expect(bn.json<{ ads: Card[] }>().ads[0]!.category.name).toBe('মুদি');
  });

  test('popular: delivery ads by recent views, most viewed first, without the ads that do not deliver', async () => {
    const ads = (await get('/data/doorstep/popular')).json<{ ads: Card[] }>().ads;
    expect(ads.map((a) => a.id)).toEqual([delivery[2], delivery[0]]);
  });

  test('count: live delivery ads per top-level category with the delivery search link, in the caller language', async () => {
    const response = await get('/data/doorstep/count', 'bn');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      categories: { id: number; name: string; count: number; href: string }[];
      total: number;
    }>();
    expect(body.total).toBe(3);
    expect(body.categories[0]).toMatchObject({ id: ESSENTIALS, name: 'নিত্যপ্রয়োজনীয়', count: 2 });
    expect(body.categories[0]!.href).toMatch(/^\/bn\/ads\/.*buy_now=1/);
    expect(body.categories[1]!.count).toBe(1);
  });

  test('shops: members’ shops with delivery ads', async () => {
    const body = (await get('/data/doorstep/shops?locale=en')).json<{ shops: { id: number; slug: string }[] }>();
    expect(body.shops.map((s) => s.slug)).toEqual(['dhaka-bazar']);
  });

  test('refuses an unknown locale with 400 VALIDATION_FAILED', async () => {
    const response = await get('/data/doorstep/count?locale=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /data/doorstep/recent', () => {
  test('keeps the order sent, drops unknown and non-delivery ids and repeats', async () => {
    const response = await post('/data/doorstep/recent', {
      local_views: [delivery[2], 999_999, plain, delivery[0], delivery[2]],
      locale: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json<{ ads: Card[] }>().ads.map((a) => a.id)).toEqual([delivery[2], delivery[0]]);
  });

  test('reads only the first 20 ids', async () => {
    const filler = Array.from({ length: 20 }, (_, i) => 900_000 + i);
    const response = await post('/data/doorstep/recent', { local_views: [...filler, delivery[0]] });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ ads: Card[] }>().ads).toEqual([]);
    const within = await post('/data/doorstep/recent', { local_views: [...filler.slice(1), delivery[0]] });
    expect(within.json<{ ads: Card[] }>().ads.map((a) => a.id)).toEqual([delivery[0]]);
  });

  test('refuses malformed input with 400 VALIDATION_FAILED', async () => {
    for (const payload of [
      {},
      { local_views: 'x' },
      { local_views: [1, -2] },
      { local_views: [1.5] },
      { local_views: Array(101).fill(1) },
    ]) {
      const response = await post('/data/doorstep/recent', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the buy_now search filter', () => {
  test('finds only delivery ads', async () => {
    const response = await get('/data/serp?buy_now=1&categorySlug=essentials');
    expect(response.statusCode).toBe(200);
    const ads = response.json<{ ads: Card[] }>().ads;
    expect(ads.map((a) => a.id).sort()).toEqual([delivery[0], delivery[1]].sort());
    expect(ads.every((a) => a.isDoorstepDelivery)).toBe(true);
  });
});

describe('offering delivery on an ad', () => {
  const ad = (phone: string, deliveryOffer: object | null) => ({
    category_id: GROCERY,
    location_id: 100,
    title: 'Miniket rice 25 kg sack, fresh stock',
    description: 'Clean miniket rice from Dinajpur, delivered to your door in Dhaka.',
    price: 1900,
    contact_name: 'Karim',
    phone_numbers: [phone],
    delivery: deliveryOffer,
  });
  const offer = { stock: 40, nationwide: false, area_ids: [DHAKA_DIVISION.id], payer: 'seller', weight_grams: 25000 };

  async function person(member: boolean, phone: string) {
    const who = await signUp(api);
    await addPhone(api, who.token, phone);
    if (member) await api.db.query('UPDATE users SET is_member = true WHERE id = $1', [who.account.id]);
    return who;
  }
  const call = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    client(api).call({ method, url, token, headers: { 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

  test('a member saves the offer with the ad, edits it and withdraws it; the flag follows', async () => {
    const me = await person(true, '+8801712000101');
    const posted = await call(me.token, 'POST', '/data/ads', ad('+8801712000101', offer));
    expect(posted.statusCode).toBe(201);
    const id = posted.json().ad.id as number;
    const own = (await call(me.token, 'GET', `/data/ads/${id}`)).json().ad;
    expect(own.input.delivery).toEqual(offer);
    const flag = async () =>
      (await api.db.query<{ f: boolean }>('SELECT is_doorstep_delivery AS f FROM ads WHERE id = $1', [id]))[0]!.f;
    expect(await flag()).toBe(true);
    const nationwide = { ...offer, nationwide: true, area_ids: [DHAKA_DIVISION.id], payer: 'buyer' };
    expect((await call(me.token, 'PUT', `/data/ads/${id}`, ad('+8801712000101', nationwide))).statusCode).toBe(200);
    expect((await call(me.token, 'GET', `/data/ads/${id}`)).json().ad.input.delivery).toEqual({
      ...nationwide,
      area_ids: [],
    });
    expect((await call(me.token, 'PUT', `/data/ads/${id}`, ad('+8801712000101', null))).statusCode).toBe(200);
    expect((await call(me.token, 'GET', `/data/ads/${id}`)).json().ad.input.delivery).toBeNull();
    expect(await flag()).toBe(false);
  });

  test('a private seller who is not a member cannot offer delivery: 403 DOORSTEP_NOT_ELIGIBLE, nothing saved', async () => {
    const me = await person(false, '+8801712000102');
    const response = await call(me.token, 'POST', '/data/ads', ad('+8801712000102', offer));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'DOORSTEP_NOT_ELIGIBLE',
      message: expect.stringContaining('members'),
    });
    const [row] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads WHERE user_id = $1', [
      me.account.id,
    ]);
    expect(row!.n).toBe(0);
  });

  test('names bad delivery fields', async () => {
    const me = await person(true, '+8801712000103');
    const response = await call(me.token, 'POST', '/data/ads', {
      ...ad('+8801712000103', {
        stock: 0,
        nationwide: false,
        area_ids: [DHAKA.id + 100000],
        payer: 'courier',
        weight_grams: 99_999,
      }),
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response
        .json<{ error: { violations: { path: string; message: string }[] } }>()
        .error.violations.map((v) => [v.path, v.message]),
    );
    expect(messages).toMatchObject({
      'body.delivery.stock': 'stock_invalid',
      'body.delivery.payer': 'payer_invalid',
      'body.delivery.weight_grams': 'weight_invalid',
    });
  });
});
