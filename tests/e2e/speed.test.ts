// Fast and right on a cheap phone, in Debian's Chromium, which has no emoji font.
import path from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { BUDGETED_PAGES, pageScripts, readClientManifest } from '../../scripts/script-budget.ts';
import { openPage, PHONE, visit } from './browser.ts';

const baseUrl = inject('baseUrl');
const html = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

/** An ad page of the demo data: the first result's. */
async function adPath(): Promise<string> {
  const path = /href="(\/bn\/ad\/[^"?#]+)"/.exec(await html('/bn/ads'))?.[1];
  if (!path) throw new Error('no ad on /bn/ads');
  return path;
}

describe('a cheap phone', () => {
  test('draws the home page category icons as pictures, not emoji a font may lack', async () => {
    const page = await openPage(PHONE);
    await visit(page, '/bn');
    const tiles = page.getByRole('region', { name: 'ক্যাটাগরি অনুযায়ী দেখুন' }).getByRole('link');
    expect(await tiles.count()).toBeGreaterThan(10);
    const icons = await tiles.evaluateAll((links) =>
      links.map((link) => {
        const svg = link.querySelector('svg');
        const box = svg?.getBoundingClientRect();
        return { svg: Boolean(svg?.querySelector('path')), width: box?.width ?? 0, text: link.textContent ?? '' };
      }),
    );
    for (const icon of icons) {
      expect(icon.svg).toBe(true);
      expect(icon.width).toBeGreaterThan(16);
      expect(icon.text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  test.each(['/bn', '/bn/ads', 'ad'])(
    '%s loads its first picture (a heading banner, else an ad picture) at once with high priority, the others lazily, all with their size',
    async (path) => {
      const page = await html(path === 'ad' ? await adPath() : path);
      // Every picture of the site's own (ads', shops' and banners', whatever an admin's banner points at).
      const pictures = [...page.matchAll(/<img [^>]*src="\/[^/][^>]*>/g)].map(([tag]) => tag);
      expect(pictures.length).toBeGreaterThan(1);
      const [first, ...rest] = pictures;
      expect(first).toContain('loading="eager"');
      expect(first).toMatch(/fetchpriority="high"/i); // HTML attribute names ignore case
      for (const tag of rest) {
        expect(tag).toContain('loading="lazy"');
        expect(tag).not.toMatch(/fetchpriority="high"/i);
      }
      // The box is known before the picture arrives: nothing moves when it does.
      for (const tag of pictures) expect(tag).toMatch(/ width="\d+" height="\d+"/);
    },
  );

  // `npm run check:scripts` counts a page's script from the build's manifest; the pages served must load just that,
  // and only after the page itself: no script is preloaded in <head>, where it would share a slow network with the
  // page and its stylesheet before the first paint.
  test.each([
    ['home', '/bn'],
    ['results', '/bn/ads'],
    ['ad', 'ad'],
  ] as const)('the %s page loads exactly the scripts the budget counts, none preloaded', async (name, pagePath) => {
    const address = pagePath === 'ad' ? await adPath() : pagePath;
    expect(await html(address)).not.toContain('modulepreload');
    const page = await openPage(PHONE);
    const loaded = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/')) loaded.add(url.pathname);
    });
    await visit(page, address);
    const manifest = await readClientManifest(path.resolve(import.meta.dirname, '../../build'));
    expect([...loaded].sort()).toEqual(pageScripts(manifest, BUDGETED_PAGES[name].routes).sort());
  });
});

describe('lite pages (decision 201)', () => {
  /** The scripts a page would load: module preloads, script files and inline code (JSON-LD data is not code). */
  const scriptsIn = (page: string) =>
    [...page.matchAll(/<script\b([^>]*)>|<link rel="modulepreload"[^>]*>/g)].filter(
      ([, attributes]) => !attributes?.includes('application/ld+json'),
    );

  test('show the results with no script, in less than half the HTML, each ad leading to its lite page', async () => {
    const full = await html('/bn/ads/dhaka');
    const response = await fetch(`${baseUrl}/bn/lite/ads/dhaka`);
    expect(response.status).toBe(200);
    const lite = await response.text();
    expect(scriptsIn(lite)).toEqual([]);
    expect(lite.length).toBeLessThan(full.length / 2);
    expect(lite).toContain('<link rel="canonical" href="' + baseUrl + '/bn/ads/dhaka"/>');
    expect([...lite.matchAll(/href="(\/bn\/lite\/ad\/[^"]+)"/g)].length).toBeGreaterThan(5);
    // Anonymous visits are served from the page cache, as the full results pages are.
    expect((await fetch(`${baseUrl}/bn/lite/ads/dhaka`)).headers.get('x-page-cache')).toBe('hit');
    // The full page offers its lite page as an alternate.
    expect(full).toMatch(/<a rel="alternate" [^>]*href="\/bn\/lite\/ads\/dhaka"/);
  });

  test('a lite home and a search field that stays lite, keeping the place, category and order', async () => {
    const home = await html('/bn/lite');
    expect(scriptsIn(home)).toEqual([]);
    expect(home).toContain(`<link rel="canonical" href="${baseUrl}/bn"/>`);
    expect(await html('/bn')).toMatch(/<a rel="alternate" [^>]*href="\/bn\/lite"/);

    const page = await openPage(PHONE, { javaScript: false });
    await visit(page, '/en/lite');
    // The header's field searches the lite results from a lite page.
    await page.getByRole('searchbox').fill('samsung');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/lite/ads' && url.searchParams.get('query') === 'samsung');
    // Into a category, ordered by price: the page's own field changes the words and keeps the rest.
    await visit(page, '/en/lite/ads/dhaka/mobile-phones?query=samsung');
    await page.getByRole('link', { name: 'Price: low to high' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/en/lite/ads/dhaka/mobile-phones' && url.searchParams.get('order') === 'asc',
    );
    const field = page.getByRole('main').getByRole('searchbox');
    expect(await field.inputValue()).toBe('samsung');
    await field.fill('iphone');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('query') === 'iphone');
    const url = new URL(page.url());
    expect([url.pathname, url.searchParams.get('sort'), url.searchParams.get('order')]).toEqual([
      '/en/lite/ads/dhaka/mobile-phones',
      'price',
      'asc',
    ]);
    // One search field on the lite results: the header's is not shown there.
    expect(await page.getByRole('searchbox').count()).toBe(1);
  });

  test('keep a redirect to the canonical address lite', async () => {
    const moved = await fetch(`${baseUrl}/en/lite/ads/q/dhaka/samsung-phone`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/lite/ads/dhaka?query=samsung+phone');
  });

  test('show an ad with no script and reveal its phone number through a plain form', async () => {
    const full = await adPath();
    const litePath = full.replace('/bn/ad/', '/en/lite/ad/');
    const lite = await html(litePath);
    expect(scriptsIn(lite)).toEqual([]);
    expect(lite).toContain(`<link rel="canonical" href="${baseUrl}${full.replace('/bn/', '/en/')}"/>`);
    expect(await html(full)).toContain(`href="${full.replace('/bn/', '/bn/lite/')}"`);

    const page = await openPage(PHONE, { javaScript: false });
    await visit(page, litePath);
    await page.getByRole('button', { name: 'Show phone number' }).click();
    await page.getByTestId('phone-numbers').getByRole('link').first().waitFor();
    expect(await page.getByTestId('phone-numbers').getByRole('link').first().getAttribute('href')).toMatch(/^tel:/);
  });
});

describe('search engines', () => {
  // Lighthouse's SEO category: the login page, where a visitor who taps "Post ad" lands, is found.
  test.each([
    ['bn', 'বিজ্ঞাপন দিতে'],
    ['en', 'Log in to Haat to post ads'],
  ])('index the %s login page under one address, with a description', async (locale, description) => {
    const fromPostAd = await fetch(`${baseUrl}/${locale}/post-ad`, { redirect: 'manual' });
    const login = fromPostAd.headers.get('location') ?? '';
    expect(login).toMatch(new RegExp(`^/${locale}/users/login\\?.*redirect-url=`));
    const page = await html(login);
    expect(page).not.toContain('name="robots"');
    expect(page).toMatch(new RegExp(`<meta name="description" content="${description}[^"]+"/>`));
    expect(page).toContain(`<link rel="canonical" href="${baseUrl}/${locale}/users/login"/>`);
    expect(page).toContain(`<link rel="alternate" hrefLang="en" href="${baseUrl}/en/users/login"/>`);
  });

  test('keep the other account forms out of the index', async () => {
    expect(await html('/bn/users/forgot-password')).toContain('<meta name="robots" content="noindex"/>');
  });
});
