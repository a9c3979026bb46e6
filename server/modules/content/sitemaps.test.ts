import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { client } from '../accounts/testing.ts';
import { sitemapChunk, sitemapIndex } from './sitemaps.ts';

const api = useTestApp();
const ORIGIN = 'https://haat.test';

describe('sitemaps', () => {
  test('the index lists the pages, places and one ads chunk per started 50,000; each chunk answers', async () => {
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

  test('robots.txt allows the site, keeps crawlers off private pages and names the sitemap', async () => {
    const robots = await client(api).call({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /bn/my/');
    expect(robots.body).toContain('Disallow: /en/users/');
    expect(robots.body).toContain('Allow: /en/users/login\n');
    expect(robots.body).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});
