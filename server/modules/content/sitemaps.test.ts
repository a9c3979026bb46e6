import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../../core/catalogue.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { createSearchState } from '../../../core/search/state.ts';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { client } from '../accounts/testing.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { sitemapChunk, sitemapIndex, URLS_PER_SITEMAP } from './sitemaps.ts';

const api = useTestApp();
const ORIGIN = 'https://haat.test';

describe('sitemaps', () => {
  test('the index lists the pages, places and one ads chunk per started 25,000 ads; each chunk answers', async () => {
    const userId = await createUser(api.db);
    const ads = [];
    for (let i = 0; i < 5; i++) ads.push(await createAd(api.db, userId, { status: 'published' }));
    await createAd(api.db, userId, { status: 'pending_review' });

    const c = client(api);
    const index = await c.call({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    const locs = [...index.body.matchAll(/<loc>[^<]*(\/sitemap-[\w-]+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['/sitemap-pages.xml', '/sitemap-places.xml', '/sitemap-ads-1.xml']);
    // A crawler follows every chunk.
    for (const loc of locs) {
      const chunk = await c.call({ method: 'GET', url: loc ?? '' });
      expect(chunk.statusCode, loc).toBe(200);
      expect(chunk.body).toContain('<urlset');
    }
    const adsXml = (await c.call({ method: 'GET', url: '/sitemap-ads-1.xml' })).body;
    for (const ad of ads) expect(adsXml).toContain(`/bn/ad/${ad.slug}</loc>`);
    expect((adsXml.match(/<url>/g) ?? []).length).toBe(10); // five ads, in bn and en
    expect((await c.call({ method: 'GET', url: '/sitemap-ads-2.xml' })).statusCode).toBe(404);
    expect((await c.call({ method: 'GET', url: '/sitemap-nope.xml' })).statusCode).toBe(404);
  });

  test('chunks the ads by the chunk size, every ad in exactly one chunk', async () => {
    const index = await sitemapIndex(api.db, ORIGIN, 2);
    const chunks = [...index.matchAll(/sitemap-(ads-\d+)\.xml/g)].map((m) => m[1] ?? '');
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    const slugs: string[] = [];
    for (const name of chunks) {
      const xml = (await sitemapChunk(api.db, ORIGIN, name, 2)) ?? '';
      const inChunk = [...xml.matchAll(/<loc>https:\/\/haat\.test\/bn\/ad\/([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(inChunk.length).toBeLessThanOrEqual(2);
      slugs.push(...inChunk);
    }
    const [row] = await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM ads WHERE status = 'published'",
    );
    expect(new Set(slugs).size).toBe(row?.count);
  });

  test('every URL carries its bn and en alternates; content pages and category × place pages are listed', async () => {
    const pages = (await sitemapChunk(api.db, ORIGIN, 'pages')) ?? '';
    expect(pages).toContain('<loc>https://haat.test/en/terms</loc>');
    expect(pages).toContain('<xhtml:link rel="alternate" hreflang="bn" href="https://haat.test/bn/sell-fast"/>');
    const places = (await sitemapChunk(api.db, ORIGIN, 'places')) ?? '';
    expect(places).toContain('<loc>https://haat.test/en/ads/dhaka/cars</loc>');
    expect(places).toContain('hreflang="en" href="https://haat.test/en/ads/dhaka/cars"');
    expect(places.length).toBeLessThan(50 * 1024 * 1024);
  });

  test('places lists only the pages with published ads, each dated by its newest ad', async () => {
    const userId = await createUser(api.db);
    const areas = catalogueIndex.catalogue.locations.filter((l) => l.level === 'area');
    const [busy, quiet, pendingOnly] = areas.slice(-3);
    if (!busy || !quiet || !pendingOnly) throw new Error('the catalogue has too few areas');
    const ad = await createAd(api.db, userId, { categoryId: 193, locationId: busy.id });
    await createAd(api.db, userId, { categoryId: 193, locationId: pendingOnly.id, status: 'pending_review' });
    const changed = new Date('2026-11-02T08:30:00.000Z');
    await api.db.query('UPDATE ads SET published_at = $2, updated_at = $2 WHERE id = $1', [ad.id, changed]);
    const path = (location: string) =>
      buildSearchUrl(createSearchState({ locale: 'en', category: 'cars', location }), catalogueIndex);

    const places = (await sitemapChunk(api.db, ORIGIN, 'places')) ?? '';
    expect(places).toContain(`<loc>${ORIGIN}${path(busy.slug)}</loc><lastmod>${changed.toISOString()}</lastmod>`);
    expect(places).not.toContain(`${path(quiet.slug)}<`);
    expect(places).not.toContain(`${path(pendingOnly.slug)}<`);
    // Every place above the area lists it too, as new as its newest ad.
    const district = catalogueIndex.locationAncestors(busy).at(-2);
    expect(places).toMatch(new RegExp(`<loc>${ORIGIN}${path(district?.slug ?? '')}</loc><lastmod>`));
  });

  test('every chunk keeps the sitemap schema: namespace, absolute locs, W3C dates, at most 50,000 URLs', async () => {
    await api.db.query(
      `INSERT INTO content_pages (name, title_bn, body_bn, title_en, body_en, updated_at)
       VALUES ('faq', 'প্রশ্ন', 'উত্তর', 'FAQ', 'Answers', now())`,
    );
    // The places chunk is one file: even with every category, place and both indexable, it stays within the limit.
    const categories = catalogueIndex.catalogue.categories.filter((c) => !c.deactivated).length + 1;
    const places = catalogueIndex.catalogue.locations.filter((l) => l.level !== 'country').length + 1;
    expect(categories * places * LOCALES.length).toBeLessThanOrEqual(URLS_PER_SITEMAP);
    for (const name of ['pages', 'places', 'ads-1']) {
      const xml = (await sitemapChunk(api.db, ORIGIN, name)) ?? '';
      expect(xml, name).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
      expect(urls.length, name).toBeGreaterThan(0);
      expect(urls.length, name).toBeLessThanOrEqual(URLS_PER_SITEMAP);
      for (const url of urls) {
        expect(url, name).toMatch(/^<loc>https:\/\/haat\.test\/(bn|en)[^<]*<\/loc>/);
        const lastmod = /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1];
        if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
      }
    }
    // A content page an admin edited, and the help index above it, carry the edit's date; the home page its newest ad's.
    const pages = (await sitemapChunk(api.db, ORIGIN, 'pages')) ?? '';
    expect(pages).toMatch(/<loc>https:\/\/haat\.test\/en\/help\/faq<\/loc><lastmod>/);
    expect(pages).toMatch(/<loc>https:\/\/haat\.test\/en\/help<\/loc><lastmod>/);
    expect(pages).toMatch(/<loc>https:\/\/haat\.test\/en<\/loc><lastmod>/);
  });

  test('robots.txt allows the site, keeps crawlers off private pages and names the sitemap', async () => {
    const robots = await client(api).call({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /bn/my/');
    expect(robots.body).toContain('Disallow: /en/users/');
    expect(robots.body).toContain('Allow: /en/users/login\n');
    expect(robots.body).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
