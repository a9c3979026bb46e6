// One story for search engines and no dead ends (decision 253), over plain HTTP against the built server: old and
// shortened ad links answer 301 to the ad's address, broken links an HTML page with a title in the path's language,
// pages past the last 404, the help index, the sitemap's places only where the page is indexable, and the head
// (canonical, hreflang, description, JSON-LD) of the home, jobs home and shop pages.
import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
const json = async <T>(path: string) => (await (await fetch(`${baseUrl}${path}`)).json()) as T;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const linkOf = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hrefLang="${hreflang}"` : ''} href="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

/** The head an indexable page carries in `locale` for its `path` (the same in the other language). */
function expectIndexableHead(html: string, locale: 'bn' | 'en', pathOf: (l: 'bn' | 'en') => string) {
  expect(linkOf(html, 'canonical')).toBe(`${baseUrl}${pathOf(locale)}`);
  expect(linkOf(html, 'alternate', 'bn')).toBe(`${baseUrl}${pathOf('bn')}`);
  expect(linkOf(html, 'alternate', 'en')).toBe(`${baseUrl}${pathOf('en')}`);
  expect(linkOf(html, 'alternate', 'x-default')).toBe(`${baseUrl}${pathOf('bn')}`);
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).not.toContain('name="robots" content="noindex');
}

describe('ad links', () => {
  test('answer 301 to the ad address from the id alone or a wrong slug, keeping the query; unknown ids 404', async () => {
    const { ads } = await json<{ ads: { id: number; slug: string }[] }>('/data/serp');
    const ad = ads[0];
    if (!ad) throw new Error('no ads');
    for (const [path, location] of [
      [`/bn/ad/${ad.id}`, `/bn/ad/${ad.slug}`],
      [`/bn/ad/some-wrong-slug-${ad.id}?utm_source=sms`, `/bn/ad/${ad.slug}?utm_source=sms`],
      [`/en/lite/ad/old-title-${ad.id}`, `/en/lite/ad/${ad.slug}`],
    ]) {
      const response = await get(path ?? '');
      expect(response.status, path).toBe(301);
      const target = new URL(response.headers.get('location') ?? '', baseUrl);
      expect(`${target.pathname}${target.search}`, path).toBe(location);
    }
    expect((await get(`/bn/ad/${ad.slug}`)).status).toBe(200);
    const unknown = await get('/bn/ad/no-such-ad-987654321');
    expect(unknown.status).toBe(404);
    expect(titleOf(await unknown.text())).toBe('পাতাটি পাওয়া যায়নি | হাট');
  });
});

describe('broken links and missing pages', () => {
  test.each([
    ['/bn/ad/%E0%A4', 400, 'লিংকটি ভাঙা | হাট'],
    ['/en/ad/%E0%A4', 400, 'This link is broken | Haat'],
    ['/bn/ads?query=%00', 400, 'লিংকটি ভাঙা | হাট'],
    ['/en/no-such-page', 404, 'Page not found | Haat'],
    ['/bn/no-such-page', 404, 'পাতাটি পাওয়া যায়নি | হাট'],
  ] as const)('%s is an HTML %i page titled "%s"', async (path, status, title) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(titleOf(html)).toBe(title);
    expect(html).toContain(`<html lang="${path.slice(1, 3)}"`);
  });

  test('a results page past the last is not found, not an empty page to index', async () => {
    const { total } = await json<{ total: number }>('/data/serp?locationSlug=dhaka');
    expect(total).toBeLessThan(400 * 20);
    const past = await get('/bn/ads/dhaka?page=400');
    expect(past.status).toBe(404);
    expect(titleOf(await past.text())).toBe('পাতাটি পাওয়া যায়নি | হাট');
    expect((await get('/bn/ads/dhaka')).status).toBe(200);
  });
});

describe('the help index', () => {
  test.each(['bn', 'en'] as const)('lists the help pages in %s and is indexable', async (locale) => {
    const response = await get(`/${locale}/help`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toBe(locale === 'bn' ? 'সাহায্য ও তথ্য | হাট' : 'Help and information | Haat');
    for (const path of ['help/contact', 'help/faq', 'help/about', 'sell-fast', 'stay-safe', 'terms', 'privacy'])
      expect(html).toContain(`href="/${locale}/${path}"`);
    expectIndexableHead(html, locale, (l) => `/${l}/help`);
  });
});

describe('the head of the home, jobs home and shop pages', () => {
  test('the home page names the site and its search, whose target is the results URL with the query', async () => {
    const html = await (await get('/bn')).text();
    expectIndexableHead(html, 'bn', (l) => `/${l}`);
    const site = jsonLdOf(html).find((item) => item['@type'] === 'WebSite');
    expect(site).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseUrl}/bn/ads?query={search_term_string}` },
      },
    });
  });

  test('the jobs home is indexable in both languages', async () => {
    const html = await (await get('/en/jobs')).text();
    expect(titleOf(html)).toBe('Find jobs in Bangladesh | Haat');
    expectIndexableHead(html, 'en', (l) => `/${l}/jobs`);
  });

  test('a shop page describes the shop as a business with its address, phone and hours', async () => {
    const { shops } = await json<{ shops: { slug: string; name: string }[] }>('/data/shops');
    const shop = shops[0];
    if (!shop) throw new Error('no shops');
    const html = await (await get(`/en/shops/${shop.slug}`)).text();
    expectIndexableHead(html, 'en', (l) => `/${l}/shops/${shop.slug}`);
    const business = jsonLdOf(html).find(
      (item) => item['@type'] === 'LocalBusiness' || item['@type'] === 'Organization',
    );
    expect(business).toMatchObject({ name: shop.name, url: `${baseUrl}/en/shops/${shop.slug}` });
    if (business?.['@type'] === 'LocalBusiness') expect(business).toMatchObject({ address: { addressCountry: 'BD' } });
  });

  test('a sequence page is titled by the filter that makes it canonical', async () => {
    const html = await (await get('/en/ads/s/09/dhaka/apartment-rentals/3')).text();
    expect(titleOf(html)).toBe('Apartment Rentals in Dhaka, 3 bedrooms | Haat');
  });
});

describe('sitemap-places.xml', () => {
  test('lists a category in a division exactly when its page calls itself indexable, with its lastmod', async () => {
    const xml = await (await get('/sitemap-places.xml')).text();
    const listed = new Map(
      [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1], m[2]]),
    );
    expect(listed.size).toBeGreaterThan(0);
    for (const lastmod of listed.values()) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // The HTML sitemap links every top-level category in every division: each of those pages and the XML agree.
    const links = [...(await (await get('/en/sitemap')).text()).matchAll(/href="(\/en\/ads\/[^"?]+)"/g)].map(
      (m) => m[1],
    );
    let indexable = 0;
    for (const path of new Set(links)) {
      const page = await get(path ?? '');
      const noindex = (await page.text()).includes('name="robots" content="noindex');
      if (!noindex) indexable += 1;
      expect(listed.has(`${baseUrl}${path}`), path).toBe(!noindex);
    }
    expect(indexable).toBeGreaterThan(0);
    expect(indexable).toBeLessThan(new Set(links).size);
  });
});
