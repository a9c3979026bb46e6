import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { signUp } from '../accounts/testing.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { FRESH_MS } from './result-cache.ts';
import { coded } from './routes.ts';

const t = useTestApp();

const MOBILE_PHONES = catalogueIndex.categoryBySlug('mobile-phones')?.id as number;
const CARS = catalogueIndex.categoryBySlug('cars')?.id as number;
const APARTMENT_RENTALS = 212;
const DHAKA_AREA = catalogueIndex.locationChildren(catalogueIndex.locationBySlug('dhaka')!)[0]?.id as number;
const SYLHET = catalogueIndex.locationBySlug('sylhet')?.id as number;
const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

interface SerpAd {
  id: number;
  slug: string;
  title: string;
  isTopAd: boolean;
  isUrgent: boolean;
  picture: { src: string; srcSet?: string } | null;
  category: { slug: string; name: string };
  location: { slug: string; name: string };
}
interface Serp {
  ads: SerpAd[];
  top_ads: SerpAd[];
  spotlights: SerpAd[];
  total: number;
  pages: number;
  page: number;
  similar: boolean;
  corrected_query: string | null;
  canonical: string;
  facets: { categories: { slug: string; count: number; href: string }[]; locations: { slug: string; count: number }[] };
  filters: { key: string; type: string; values?: { key: string; count?: number; checked: boolean }[] }[];
}

async function serp(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: '/data/serp', query, headers });
  return { status: response.statusCode, body: response.json() as Serp, headers: response.headers };
}
const titles = (body: Serp) => body.ads.map((ad) => ad.title);

async function promote(adId: number, kind: string) {
  await t.db.query(
    `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at) VALUES ($1, $2, now() - interval '1 day', now() + interval '1 day')`,
    [adId, kind],
  );
}

let seller: number;
let member: number;
beforeAll(async () => {
  seller = await createUser(t.db);
  member = await createUser(t.db, { isMember: true });
  const phone = { categoryId: MOBILE_PHONES, price: 15_000 };
  await createAd(t.db, seller, { ...phone, title: 'স্যামসাং মোবাইল ফোন', publishedAt: daysAgo(3) });
  await createAd(t.db, seller, {
    ...phone,
    title: 'Samsung Galaxy A15 mobile, 6 GB RAM',
    properties: { brand: 'samsung', model: 'samsung-galaxy-a15', condition: 'used' },
    price: 18_000,
    publishedAt: daysAgo(2),
  });
  await createAd(t.db, member, {
    ...phone,
    title: 'আইফোন ১৫ প্রো',
    properties: { brand: 'apple', condition: 'new' },
    price: 140_000,
    publishedAt: daysAgo(1),
  });
  await createAd(t.db, seller, {
    ...phone,
    title: 'Charger and box',
    description: 'Fits any Samsung mobile phone.',
    publishedAt: daysAgo(0.5),
  });
  await createAd(t.db, seller, {
    categoryId: CARS,
    locationId: SYLHET,
    title: 'Toyota Axio 2016',
    properties: { brand: 'toyota', model: 'toyota-axio' },
    price: 1_850_000,
    isDoorstepDelivery: false,
    publishedAt: daysAgo(4),
  });
  await createAd(t.db, seller, {
    categoryId: APARTMENT_RENTALS,
    locationId: DHAKA_AREA,
    type: 'to_rent',
    title: '3 bedroom flat for rent',
    price: 25_000,
    publishedAt: daysAgo(5),
  });
  await createAd(t.db, seller, { ...phone, title: 'Old Nokia mobile', status: 'pending_review', publishedAt: null });
});

describe('GET /data/serp: text', () => {
  it('finds a Bengali word among the words of a Bengali title', async () => {
    const { body } = await serp({ query: 'মোবাইল' });
    expect(titles(body)).toContain('স্যামসাং মোবাইল ফোন');
  });

  it('finds ads written in the other script (transliteration)', async () => {
    expect(titles((await serp({ query: 'samsung' })).body)).toContain('স্যামসাং মোবাইল ফোন');
    expect(titles((await serp({ query: 'স্যামসাং' })).body)).toContain('Samsung Galaxy A15 mobile, 6 GB RAM');
    expect(titles((await serp({ query: 'iphone 15' })).body)).toEqual(['আইফোন ১৫ প্রো']);
  });

  it('finds ads by the Bengali spelling of a brand or model shown in Latin (catalogue aliases)', async () => {
    expect(titles((await serp({ query: 'গ্যালাক্সি এ১৫' })).body)).toEqual(['Samsung Galaxy A15 mobile, 6 GB RAM']);
    expect(titles((await serp({ query: 'টয়োটা এক্সিও' })).body)).toEqual(['Toyota Axio 2016']);
  });

  it('reads Bengali digits in the query', async () => {
    expect(titles((await serp({ query: 'galaxy এ১৫' })).body)).toEqual(['Samsung Galaxy A15 mobile, 6 GB RAM']);
  });

  it('matches the word being typed as a prefix', async () => {
    expect(titles((await serp({ query: 'মোবা' })).body)).toContain('স্যামসাং মোবাইল ফোন');
    expect(titles((await serp({ query: 'toyota ax' })).body)).toEqual(['Toyota Axio 2016']);
  });

  it('ranks title matches above description matches, then newer above older', async () => {
    const { body } = await serp({ query: 'samsung mobile', sort: 'relevance' });
    expect(titles(body)).toEqual(['Samsung Galaxy A15 mobile, 6 GB RAM', 'স্যামসাং মোবাইল ফোন', 'Charger and box']);
  });

  it('ranks titles holding the words themselves above titles holding them with an ending, and not words they begin', async () => {
    await createAd(t.db, seller, { title: 'দুই দরজার ফ্রিজ ২৫০ লিটার', publishedAt: daysAgo(20) });
    await createAd(t.db, seller, { title: 'পুরনো ফ্রিজটি বিক্রি হবে', publishedAt: daysAgo(19) });
    await createAd(t.db, seller, { title: 'ডিপ ফ্রিজার ১৪০ লিটার', publishedAt: daysAgo(18) });
    await createAd(t.db, seller, { title: 'Upright freezer', description: 'Not a fridge: a freezer.' });
    const { body } = await serp({ query: 'fridge', sort: 'relevance' });
    expect(titles(body)).toEqual(['দুই দরজার ফ্রিজ ২৫০ লিটার', 'পুরনো ফ্রিজটি বিক্রি হবে', 'Upright freezer']);
    // By date, the newest comes first whatever it holds.
    expect(titles((await serp({ query: 'fridge', sort: 'date' })).body)[0]).toBe('Upright freezer');
    // A word being typed is still a prefix: "ফ্রিজা" is no title's word.
    expect(titles((await serp({ query: 'ফ্রিজা' })).body)).toEqual(['ডিপ ফ্রিজার ১৪০ লিটার']);
  });

  it('sorts by date when asked, whatever the text', async () => {
    const { body } = await serp({ query: 'samsung mobile', sort: 'date', order: 'desc' });
    expect(titles(body)[0]).toBe('Charger and box');
  });

  it('sorts a search with words by best match unless told otherwise (spec section 4)', async () => {
    const { body } = await serp({ query: 'samsung mobile' });
    expect(titles(body)).toEqual(['Samsung Galaxy A15 mobile, 6 GB RAM', 'স্যামসাং মোবাইল ফোন', 'Charger and box']);
    expect(body.canonical).toBe('/bn/ads?query=samsung+mobile');
    expect((await serp({ query: 'samsung mobile', sort: 'date' })).body.canonical).toBe(
      '/bn/ads?query=samsung+mobile&sort=date',
    );
  });

  it('finds titles that look like a misspelt query and says so', async () => {
    const { body } = await serp({ query: 'samsng' });
    expect(body.similar).toBe(true);
    expect(body.corrected_query).toBe('samsung');
    const bengali = (await serp({ query: 'মোবাল' })).body;
    expect(bengali.corrected_query).toBe('মোবাইল');
    expect(titles(bengali)).toContain('স্যামসাং মোবাইল ফোন');
    expect(titles(body)).toContain('Samsung Galaxy A15 mobile, 6 GB RAM');
  });

  it('reads a place in the words as the location, in either script', async () => {
    const laptop = { categoryId: catalogueIndex.categoryBySlug('laptops')?.id as number, publishedAt: daysAgo(30) };
    await createAd(t.db, seller, { ...laptop, title: 'Quokkabook laptop, 8 GB', locationId: DHAKA_AREA });
    await createAd(t.db, seller, { ...laptop, title: 'Quokkabook laptop in Dhaka', locationId: SYLHET });
    const { body } = await serp({ query: 'quokkabook dhaka' });
    expect(titles(body)).toEqual(['Quokkabook laptop, 8 GB']);
    expect(body.canonical).toBe('/bn/ads/dhaka?query=quokkabook');
    expect((await serp({ query: 'ঢাকায় quokkabook' })).body.canonical).toBe('/bn/ads/dhaka?query=quokkabook');
    // A place chosen stays: the words are searched as words.
    const chosen = await serp({ query: 'quokkabook dhaka', locationSlug: 'sylhet' });
    expect(titles(chosen.body)).toEqual(['Quokkabook laptop in Dhaka']);
  });

  it('never shows ads that are not published', async () => {
    expect((await serp({ query: 'nokia' })).body.total).toBe(0);
  });
});

describe('GET /data/serp: filters', () => {
  it('filters by category and location, with counts', async () => {
    const { body } = await serp({ categorySlug: 'cars', locationSlug: 'sylhet' });
    expect(titles(body)).toEqual(['Toyota Axio 2016']);
    expect(body.total).toBe(1);
    expect(body.canonical).toBe('/bn/ads/sylhet/cars');
  });

  it('counts sub-categories and locations as facets', async () => {
    const { body } = await serp({ categorySlug: 'mobiles' });
    expect(body.facets.categories).toContainEqual(expect.objectContaining({ slug: 'mobile-phones', count: 4 }));
    expect(body.facets.locations).toContainEqual(expect.objectContaining({ slug: 'dhaka-division', count: 4 }));
  });

  it('filters by price range', async () => {
    const filter_json = JSON.stringify([{ key: 'price', type: 'money', minimum: 16_000, maximum: 100_000 }]);
    const { body } = await serp({ categorySlug: 'mobile-phones', filter_json });
    expect(titles(body)).toEqual(['Samsung Galaxy A15 mobile, 6 GB RAM']);
  });

  it('filters by brand and model and returns the category filters with counts', async () => {
    const filter_json = JSON.stringify([
      { key: 'brand', type: 'tree', values: [{ key: 'samsung', childValues: ['samsung-galaxy-a15'] }] },
    ]);
    const { body } = await serp({ categorySlug: 'mobile-phones', filter_json });
    expect(titles(body)).toEqual(['Samsung Galaxy A15 mobile, 6 GB RAM']);
    const brand = body.filters.find((f) => f.key === 'brand');
    expect(brand?.values?.find((v) => v.key === 'samsung')).toMatchObject({ checked: true, count: 1 });
  });

  it('filters by an enum value', async () => {
    const filter_json = JSON.stringify([{ key: 'condition', type: 'enum', values: ['new'] }]);
    expect(titles((await serp({ categorySlug: 'mobile-phones', filter_json })).body)).toEqual(['আইফোন ১৫ প্রো']);
  });

  it('filters by poster type and ad type', async () => {
    expect(titles((await serp({ by_paying_member: '1' })).body)).toEqual(['আইফোন ১৫ প্রো']);
    expect(titles((await serp({ type: 'to_rent' })).body)).toEqual(['3 bedroom flat for rent']);
  });

  it('shows top ads and spotlights promoted in the search, and urgent ads when asked', async () => {
    const [car] = await t.db.query<{ id: number }>("SELECT id FROM ads WHERE title = 'Toyota Axio 2016'");
    const [flat] = await t.db.query<{ id: number }>("SELECT id FROM ads WHERE title LIKE '3 bedroom%'");
    await promote(car!.id, 'top_ad');
    await promote(flat!.id, 'spotlight');
    await promote(flat!.id, 'urgent_ad');
    const cars = (await serp({ categorySlug: 'cars' })).body;
    expect(cars.top_ads.map((ad) => ad.title)).toEqual(['Toyota Axio 2016']);
    expect(cars.top_ads[0]?.isTopAd).toBe(true);
    expect(cars.spotlights).toEqual([]);
    expect((await serp({})).body.spotlights.map((ad) => ad.title)).toEqual(['3 bedroom flat for rent']);
    expect(titles((await serp({ urgent: '1' })).body)).toEqual(['3 bedroom flat for rent']);
  });

  it('names categories and locations in the language of Accept-Language', async () => {
    const { body } = await serp({ categorySlug: 'cars' }, { 'accept-language': 'en' });
    expect(body.ads[0]?.category.name).toBe('Cars');
    expect(body.canonical).toBe('/en/ads/bangladesh/cars');
  });
});

describe('GET /data/serp: freshness', () => {
  it('finds a new ad and the edited words of an ad within FRESH_MS, and forgets a removed ad at once', async () => {
    const singer = await serp({ query: 'singer' });
    const ad = await createAd(t.db, seller, { title: 'Walton fridge 300 litre' });
    // Cached (result-cache.ts) before each change: others see it until FRESH_MS has passed.
    expect((await serp({ query: 'singer' })).body.total).toBe(singer.body.total);
    expect(titles((await serp({ query: 'walton' })).body)).toEqual(['Walton fridge 300 litre']);
    await t.db.query("UPDATE ads SET title = 'Singer fridge 300 litre' WHERE id = $1", [ad.id]);
    expect(titles((await serp({ query: 'walton' })).body)).toEqual(['Walton fridge 300 litre']);
    t.clock.advance(FRESH_MS + 1);
    expect((await serp({ query: 'walton' })).body.total).toBe(0);
    expect(titles((await serp({ query: 'singer' })).body)).toEqual(['Singer fridge 300 litre']);
    const before = (await serp({ categorySlug: 'cars' })).body.total;
    await t.db.query("UPDATE ads SET status = 'deactivated' WHERE id = $1", [ad.id]);
    expect((await serp({ query: 'singer' })).body.total).toBe(0);
    expect((await serp({ categorySlug: 'cars' })).body.total).toBe(before - 1);
  });

  it('shows a signed-in author their own new ad and edit at once', async () => {
    const author = await signUp(t);
    const asAuthor = { authorization: `Bearer ${author.token}` };
    const before = await serp({ query: 'vision' });
    const ad = await createAd(t.db, author.account.id, { title: 'Vision rice cooker 2.8 litre' });
    expect(titles((await serp({ query: 'vision' }, asAuthor)).body)).toEqual(['Vision rice cooker 2.8 litre']);
    expect((await serp({ query: 'vision' })).body.total).toBe(before.body.total);
    await t.db.query("UPDATE ads SET title = 'Vision rice cooker 3 litre', updated_at = now() WHERE id = $1", [ad.id]);
    expect(titles((await serp({ query: 'vision' }, asAuthor)).body)).toEqual(['Vision rice cooker 3 litre']);
  });

  it('shows a new member badge and a new promotion within FRESH_MS, and serves a result on while nothing changed', async () => {
    const owner = await createUser(t.db);
    const ad = await createAd(t.db, owner, { title: 'Butterfly blender 750 watt' });
    await t.db.query("UPDATE ads SET changed_at = now() - interval '1 minute' WHERE id = $1", [ad.id]);
    const blender = async () => (await serp({ query: 'butterfly' })).body.ads[0];
    expect(await blender()).toMatchObject({ isUrgent: false, isMember: false });
    t.clock.advance(FRESH_MS + 1);
    expect(await blender()).toMatchObject({ isUrgent: false, isMember: false });
    // The badge marks the seller's ads changed (migration 050): FRESH_MS after the last check, the result is
    // computed again.
    await t.db.query('UPDATE users SET is_member = true WHERE id = $1', [owner]);
    expect(await blender()).toMatchObject({ isMember: false });
    t.clock.advance(FRESH_MS);
    expect(await blender()).toMatchObject({ isUrgent: false, isMember: true });
    await promote(ad.id, 'urgent_ad');
    expect(await blender()).toMatchObject({ isUrgent: false });
    t.clock.advance(FRESH_MS + 1);
    expect(await blender()).toMatchObject({ isUrgent: true, isMember: true });
  });

  it('counts a promotion only while it is in force, however it is written (migration 011)', async () => {
    const ad = await createAd(t.db, seller, { title: 'Pran rice cooker 1.8 litre' });
    const urgent = async () => titles((await serp({ urgent: '1', query: 'pran' })).body);
    const topAds = async () => (await serp({ query: 'pran' })).body.top_ads.map((top) => top.title);
    // Bought for later: not yet urgent.
    const [later] = await t.db.query<{ id: number }>(
      `INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at)
       VALUES ($1, 'urgent_ad', now() + interval '1 day', now() + interval '2 days') RETURNING id`,
      [ad.id],
    );
    expect(await urgent()).toEqual([]);
    // Moved to start now: urgent within FRESH_MS.
    await t.db.query("UPDATE ad_promotions SET starts_at = now() - interval '1 hour' WHERE id = $1", [later!.id]);
    t.clock.advance(FRESH_MS + 1);
    expect(await urgent()).toEqual(['Pran rice cooker 1.8 litre']);
    // Ended: no longer urgent, though the ad keeps the end it had.
    await t.db.query("UPDATE ad_promotions SET ends_at = now() - interval '1 minute' WHERE id = $1", [later!.id]);
    t.clock.advance(FRESH_MS + 1);
    expect(await urgent()).toEqual([]);
    await promote(ad.id, 'featured_ad');
    await promote(ad.id, 'top_ad');
    t.clock.advance(FRESH_MS + 1);
    expect(await topAds()).toEqual(['Pran rice cooker 1.8 litre']);
    await t.db.query("DELETE FROM ad_promotions WHERE ad_id = $1 AND kind IN ('featured_ad', 'top_ad')", [ad.id]);
    t.clock.advance(FRESH_MS + 1);
    expect(await topAds()).toEqual([]);
    const [ends] = await t.db.query<{ urgent: Date; featured: Date | null; top: Date | null }>(
      'SELECT urgent_until AS urgent, featured_until AS featured, top_ad_until AS top FROM ads WHERE id = $1',
      [ad.id],
    );
    expect(new Date(ends?.urgent as Date).getTime()).toBeLessThan(Date.now());
    expect(ends?.featured).toBeNull();
    expect(ends?.top).toBeNull();
  });
});

describe('GET /data/serp: bad input', () => {
  it('answers a malformed filter_json with 400 and a clear message', async () => {
    const response = await t.app.inject({ url: '/data/serp?filter_json=%7Bnot-json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_FILTER_JSON' });
    expect(response.json().error.violations[0].path).toBe('query.filter_json');
  });

  it('answers an unknown category slug with 400', async () => {
    const response = await t.app.inject({ url: '/data/serp?categorySlug=no-such-thing' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_PARAMETER');
  });

  it('answers a 10 KB query with 400', async () => {
    const response = await t.app.inject({ url: `/data/serp?query=${'মোবাইল'.repeat(1700)}` });
    expect(response.statusCode).toBe(400);
  });

  it('treats a page above 400 as page 1 and a page past the end as an empty page', async () => {
    expect((await serp({ page: '401' })).body.page).toBe(1);
    const past = await serp({ page: '300' });
    expect(past.status).toBe(200);
    expect(past.body.ads).toEqual([]);
  });

  it('survives absurd price ranges', async () => {
    const filter_json = JSON.stringify([{ key: 'price', type: 'money', minimum: 1e300, maximum: -5 }]);
    expect((await serp({ categorySlug: 'mobile-phones', filter_json })).status).toBe(200);
  });

  it('treats SQL and HTML metacharacters as text', async () => {
    for (const query of ["' OR 1=1 --", '<script>alert(1)</script>', '\\', '%_', "x'::tsquery"]) {
      const { status, body } = await serp({ query });
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    }
    const quoted = await serp({ query: "samsung'):* | !(" });
    expect(titles(quoted.body).sort()).toEqual(
      ['Charger and box', 'Samsung Galaxy A15 mobile, 6 GB RAM', 'স্যামসাং মোবাইল ফোন'].sort(),
    );
    expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ads'))[0]?.n).toBeGreaterThan(0);
  });

  it('never answers random parameters with a server error', async () => {
    const names = [
      'query',
      'sort',
      'page',
      'categorySlug',
      'locationSlug',
      'category',
      'location',
      'filter_json',
      'type',
      'by_paying_member',
      'by_authorized_dealer',
      'buy_now',
      'urgent',
      'by_featured_member',
      'order',
    ];
    const value = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constantFrom('cars', 'mobile-phones', 'dhaka', '-1', '193', '0', '1', 'relevance', 'to_rent', '400', '401'),
      fc.json({ maxDepth: 3 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 6 }), async (query) => {
        const response = await t.app.inject({ method: 'GET', url: '/data/serp', query });
        expect(response.statusCode, JSON.stringify(query)).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe('GET /data/serp: by price (decision 254)', () => {
  const BICYCLES = catalogueIndex.categoryBySlug('bicycles')?.id as number;
  // Published oldest first; two have no price (negotiable, on request).
  const bicycles = [
    ['Pricey racing bicycle', 45_000],
    ['Unpriced old bicycle', null],
    ['Cheap kids bicycle', 2_500],
    ['Mid bicycle', 12_000],
    ['Unpriced new bicycle', null],
    ['Second mid bicycle', 12_000],
  ] as const;
  beforeAll(async () => {
    for (const [i, [title, price]] of bicycles.entries()) {
      await createAd(t.db, seller, { categoryId: BICYCLES, title, price, publishedAt: daysAgo(30 - i) });
    }
  });
  const LOW_TO_HIGH = [
    'Cheap kids bicycle',
    // Equal prices: the newer first.
    'Second mid bicycle',
    'Mid bicycle',
    'Pricey racing bicycle',
    'Unpriced new bicycle',
    'Unpriced old bicycle',
  ];
  const HIGH_TO_LOW = [
    'Pricey racing bicycle',
    'Second mid bicycle',
    'Mid bicycle',
    'Cheap kids bicycle',
    'Unpriced new bicycle',
    'Unpriced old bicycle',
  ];

  it('orders a category by price either way, the ads without a price last', async () => {
    const ascending = await serp({ categorySlug: 'bicycles', sort: 'price', order: 'asc' });
    expect(ascending.status).toBe(200);
    expect(titles(ascending.body)).toEqual(LOW_TO_HIGH);
    expect(ascending.body.canonical).toBe('/bn/ads/bangladesh/bicycles?sort=price&order=asc');
    expect(titles((await serp({ categorySlug: 'bicycles', sort: 'price' })).body)).toEqual(LOW_TO_HIGH);
    expect(titles((await serp({ categorySlug: 'bicycles', sort: 'price', order: 'desc' })).body)).toEqual(HIGH_TO_LOW);
  });

  it('orders the matches of a search with words by price the same way', async () => {
    const words = { query: 'bicycle', categorySlug: 'bicycles' };
    expect(titles((await serp({ ...words, sort: 'price', order: 'asc' })).body)).toEqual(LOW_TO_HIGH);
    expect(titles((await serp({ ...words, sort: 'price', order: 'desc' })).body)).toEqual(HIGH_TO_LOW);
  });

  it('orders the matches of a filtered search by price, read whole and sorted in memory', async () => {
    const range = JSON.stringify([{ key: 'price', type: 'money', minimum: 2_000, maximum: 20_000 }]);
    const { body } = await serp({ categorySlug: 'bicycles', sort: 'price', order: 'desc', filter_json: range });
    expect(titles(body)).toEqual(['Second mid bicycle', 'Mid bicycle', 'Cheap kids bicycle']);
  });
});

describe('GET /data/serp: typed parameters (decision 254)', () => {
  const refusal = async (query: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/data/serp', query });
    const body = response.json() as { error: { code: string; violations?: { path: string }[] } };
    return { status: response.statusCode, code: body.error?.code, paths: body.error?.violations?.map((v) => v.path) };
  };

  it('answers a value outside its type with a 400 naming the parameter', async () => {
    const failed = (path: string) => ({ status: 400, code: 'VALIDATION_FAILED', paths: [path] });
    expect(await refusal({ page: 'abc' })).toEqual(failed('query.page'));
    expect(await refusal({ page: '0' })).toEqual(failed('query.page'));
    expect(await refusal({ page: '2.5' })).toEqual(failed('query.page'));
    expect(await refusal({ page: '10001' })).toEqual(failed('query.page'));
    expect(await refusal({ sort: 'cheapest-first' })).toEqual(failed('query.sort'));
    expect(await refusal({ sort: 'price', order: 'up' })).toEqual(failed('query.order'));
    expect(await refusal({ sort: 'date', order: 'asc' })).toEqual(failed('query.order'));
    expect(await refusal({ query: 'phone', order: 'asc' })).toEqual(failed('query.order'));
    expect(await refusal({ urgent: 'yes' })).toEqual(failed('query.urgent'));
    expect(await refusal({ buy_now: 'true' })).toEqual(failed('query.buy_now'));
    expect(await refusal({ by_paying_member: '2' })).toEqual(failed('query.by_paying_member'));
  });

  it('takes the values of their types', async () => {
    expect((await serp({ page: '10000' })).body.page).toBe(1);
    expect((await serp({ page: '2', urgent: '0', buy_now: '0', by_paying_member: '0' })).status).toBe(200);
    expect((await serp({ sort: 'relevance', order: 'desc', by_authorized_dealer: '1' })).status).toBe(200);
  });
});

describe('GET /data/serp: X-mobile-request', () => {
  it('leaves out the larger picture variants for a phone', async () => {
    const [image] = await t.db.query<{ id: number }>(
      "INSERT INTO images (storage_key, width, height) VALUES ('test-key', 800, 600) RETURNING id",
    );
    await createAd(t.db, seller, { title: 'Pictured bicycle', imageIds: [image!.id] });
    const phone = (await serp({ query: 'pictured' }, { 'x-mobile-request': 'true' })).body.ads[0];
    const desktop = (await serp({ query: 'pictured' }, { 'x-mobile-request': 'false' })).body.ads[0];
    expect(phone?.picture?.srcSet).toBeUndefined();
    expect(desktop?.picture?.srcSet).toBeTruthy();
    // The same cached search, written again for each screen and language.
    const again = (await serp({ query: 'pictured' }, { 'x-mobile-request': 'true' })).body.ads[0];
    expect(again?.picture?.srcSet).toBeUndefined();
    const inEnglish = (await serp({ query: 'pictured' }, { 'accept-language': 'en' })).body.ads[0];
    const inBengali = (await serp({ query: 'pictured' }, { 'accept-language': 'bn' })).body.ads[0];
    expect(inEnglish?.location.name).not.toBe(inBengali?.location.name);
  });
});

describe('GET /data/serp: compression', () => {
  it('answers each client in the coding it takes best, the same answer for all', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await createAd(t.db, seller, { title: `Hero Splendor bike ${n}` });
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/data/serp',
        query: { query: 'splendor' },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.json() as Serp).ads).toHaveLength(6);
    for (const [encoding, coding, decompress] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['deflate, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const) {
      for (const time of ['first', 'again']) {
        const answer = await ask(encoding);
        expect({ encoding, time, coding: answer.headers['content-encoding'] }).toEqual({ encoding, time, coding });
        expect(answer.headers.vary).toBe('accept-language, x-mobile-request, accept-encoding');
        expect(decompress(answer.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    expect((await ask('identity')).body).toBe(plain.body);
    // An answer app.ts compresses (one with an ignored parameter) names each header it varies with once.
    const ignored = await t.app.inject({
      method: 'GET',
      url: '/data/serp',
      query: { query: 'splendor', type: 'to_sell' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(ignored.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(ignored.rawPayload).toString('utf8')).ignored).toEqual(['type']);
    expect(ignored.headers.vary).toBe('accept-language, x-mobile-request, accept-encoding');
  });

  it('compresses a kept answer once for each coding, and a short one not at all', () => {
    const body = { json: JSON.stringify({ ads: 'ad '.repeat(400) }), coded: {} };
    const br = coded(body, 'br, gzip');
    expect(br?.coding).toBe('br');
    expect(coded(body, 'br')?.bytes).toBe(br?.bytes);
    expect(coded(body, 'gzip')?.bytes).not.toBe(br?.bytes);
    expect(coded(body, 'gzip')?.bytes).toBe(coded(body, 'gzip')?.bytes);
    expect(coded(body, 'zstd')).toBeNull();
    expect(coded({ json: '{"ads":[]}', coded: {} }, 'br')).toBeNull();
  });
});
