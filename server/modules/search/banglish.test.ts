// Phonetic Banglish and what a query is about, through GET /data/serp on the demo data: the seed's
// realistic ads in every category, plus the ads the probe was misled by (garden and rocking chairs, laptop bags and
// RAM, delivery-rider jobs that ask for a motorcycle).
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { phoneticKey } from '../../../core/search/phonetic.ts';
import { BANGLISH_PAIRS } from '../../../core/search/banglish-pairs.test-support.ts';
import { tokenizeSearchText } from '../../../core/search/text.ts';
import { buildAd, createUser, insertAds } from '../../seed/factories.ts';
import { seedDemo } from '../../seed/seed.ts';
import { catalogueIndex } from '../catalog/service.ts';

const t = useTestApp();

interface Serp {
  ads: { title: string; category: { slug: string } }[];
  total: number;
  refinements: { slug: string; name: string; count: number; capped: boolean; href: string }[];
}

async function search(query: string, sort: 'date' | 'relevance' = 'date'): Promise<Serp> {
  const response = await t.app.inject({
    url: '/data/serp',
    query: { query, sort },
    headers: { 'accept-language': 'en' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Serp;
}

const id = (slug: string) => catalogueIndex.categoryBySlug(slug)?.id as number;
/** Slugs of the categories under a category (itself included). */
const under = (slug: string) =>
  catalogueIndex.catalogue.categories
    .filter((c) => c.id === id(slug) || catalogueIndex.categoryAncestors(c).some((a) => a.slug === slug))
    .map((c) => c.slug);

beforeAll(async () => {
  await seedDemo(t.db, t.storage, { ads: 1500, seed: 19 });
  const seller = await createUser(t.db);
  const ad = (title: string, category: string) => buildAd(seller, { title, description: '', categoryId: id(category) });
  await insertAds(t.db, [
    ad('একদম নতুন বেতের গার্ডেন চেয়ার সেট', 'garden'),
    ad('Garden chair set, cane', 'garden'),
    ad('Rocking chair (teak)', 'furniture'),
    ad('রকিং চেয়ার বিক্রি', 'furniture'),
    ad('Laptop bag, waterproof', 'bags'),
    ad('8 GB DDR4 laptop RAM', 'computer-accessories'),
    ad('ল্যাপটপ কুলিং প্যাড', 'computer-accessories'),
    ad('মোটরসাইকেল সহ ডেলিভারি রাইডার চাই', 'delivery-rider'),
    ad('Delivery rider with own motorcycle wanted', 'delivery-rider'),
    ad('বাসা ভাড়া হবে, মিরপুর ১০', 'apartment-rentals'),
    ad('Samsung ফ্রিজ, ২৫০ লিটার', 'electronics-acs-home'),
    ad('Full face helmet, hardly used', 'auto-parts-accessories'),
  ]);
}, 300_000);

describe('the SQL sound key', () => {
  it('is the sound key of core/search/phonetic.ts for every word of the Banglish list', async () => {
    const words = [...new Set(BANGLISH_PAIRS.flatMap(([latin, bengali]) => tokenizeSearchText(`${latin} ${bengali}`)))];
    const rows = await t.db.query<{ word: string; key: string }>(
      'SELECT w AS word, search_phonetic_key(w) AS key FROM unnest($1::text[]) AS w',
      [words],
    );
    expect(rows).toHaveLength(words.length);
    for (const row of rows) expect(row.key, row.word).toBe(phoneticKey(row.word));
  });
});

describe('Banglish searches', () => {
  it.each([
    ['gari', 'cars'],
    ['gaari', 'cars'],
    ['chakri', 'jobs'],
    ['mobail', 'mobile-phones'],
    ['jomi', 'land-for-sale'],
    ['basha vara', 'property'],
  ])('"%s" finds %s first and offers it as a refinement', async (query, slug) => {
    const body = await search(query);
    expect(body.ads.length).toBeGreaterThan(0);
    const top = body.ads.slice(0, 5).map((ad) => ad.category.slug);
    for (const category of top) expect(under(slug)).toContain(category);
    expect(under(slug)).toContain(body.refinements[0]?.slug);
  });

  it('"frij" finds fridges, whichever way their titles spell them', async () => {
    const body = await search('frij', 'relevance');
    expect(body.ads[0]?.title).toBe('Samsung ফ্রিজ, ২৫০ লিটার');
    // The seed's fridges say রেফ্রিজারেটর, and are found through their item type (refrigerators).
    expect(body.ads.filter((ad) => /রেফ্রিজারেটর|refrigerator/i.test(ad.title)).length).toBeGreaterThan(0);
  });

  it('no longer finds garden or rocking chairs for "gari" and "chakri"', async () => {
    for (const query of ['gari', 'chakri']) {
      const titles = (await search(query)).ads.map((ad) => ad.title);
      expect(titles.join('\n')).not.toMatch(/chair|চেয়ার/i);
    }
  });

  it('finds ads written in Latin letters from Bengali words by sound', async () => {
    const body = await search('হেলমেট');
    expect(body.ads.map((ad) => ad.title)).toContain('Full face helmet, hardly used');
  });
});

describe('what a query is about', () => {
  it('ranks laptops above laptop bags and RAM for "laptop"', async () => {
    const body = await search('laptop', 'relevance');
    expect(body.ads[0]?.category.slug).toBe('laptops');
    const firstOther = body.ads.findIndex((ad) => ad.category.slug !== 'laptops');
    const lastLaptop = body.ads.map((ad) => ad.category.slug).lastIndexOf('laptops');
    expect(firstOther === -1 || firstOther > lastLaptop).toBe(true);
  });

  it('ranks motorcycles above delivery-rider jobs for "motorcycle"', async () => {
    const body = await search('motorcycle', 'relevance');
    expect(body.ads[0]?.category.slug).toBe('motorbikes-scooters');
    const slugs = body.ads.map((ad) => ad.category.slug);
    const rider = slugs.indexOf('delivery-rider');
    if (rider !== -1) expect(slugs.slice(0, rider).every((slug) => slug === 'motorbikes-scooters')).toBe(true);
  });

  it('offers "in Cars (n)" with the count of that category and a link that narrows the search to it', async () => {
    const body = await search('gari', 'relevance');
    const cars = body.refinements.find((r) => r.slug === 'cars');
    expect(cars).toMatchObject({ name: 'Cars', href: '/en/ads/bangladesh/cars?query=gari' });
    // A sort chosen goes along.
    expect((await search('gari')).refinements.find((r) => r.slug === 'cars')?.href).toBe(
      '/en/ads/bangladesh/cars?query=gari&sort=date',
    );
    const narrowed = await t.app.inject({
      url: '/data/serp',
      query: { query: 'gari', categorySlug: 'cars' },
      headers: { 'accept-language': 'en' },
    });
    expect((narrowed.json() as Serp).total).toBe(cars?.count);
  });

  it('offers no refinements without search words', async () => {
    const response = await t.app.inject({ url: '/data/serp', query: { categorySlug: 'cars' } });
    expect((response.json() as Serp).refinements).toEqual([]);
  });
});
