// The search results pages in a real browser at 360 px, with JavaScript on and off.
import { describe, expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';

const results = (locale: 'bn' | 'en') => ({ name: locale === 'bn' ? 'ফলাফল' : 'Results' });

/** Opens the results page on a phone and searches for `words` with its search box. */
async function searchFor(locale: 'bn' | 'en', words: string): Promise<Page> {
  const page = await openPage(PHONE);
  await visit(page, `/${locale}/ads`);
  // On a phone the results page shows one search box, its own (the header's is for the other pages).
  await page.getByRole('searchbox').fill(words);
  await page.getByRole('button', { name: locale === 'bn' ? 'খুঁজুন' : 'Search', exact: true }).click();
  await page.waitForURL(`**/${locale}/ads?query=${words}*`);
  return page;
}

describe('search results pages', () => {
  test('are one search away from any page on a phone, with JavaScript off too', async () => {
    for (const path of ['/bn', '/bn/help', '/bn/shops']) {
      const page = await openPage(PHONE, { javaScript: false });
      await visit(page, path);
      const header = page.getByRole('banner').getByRole('search');
      const box = header.getByRole('searchbox');
      expect(await box.isVisible(), path).toBe(true);
      await box.fill('ফ্রিজ');
      await header.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
      await page.waitForURL(/\/bn\/ads\?query=/);
      await expectNoHorizontalOverflow(page);
    }
  });

  test('show a category in a place in Bengali with breadcrumbs, counts and search-engine tags', async () => {
    const page = await openPage(PHONE);
    const response = await visit(page, '/bn/ads/dhaka/mobile-phones');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'ঢাকায় মোবাইল ফোন' }).waitFor();
    await page.getByRole('navigation', { name: 'পথনির্দেশ' }).getByRole('link', { name: 'হোম' }).waitFor();
    expect(await page.getByRole('list', results('bn')).getByRole('link').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/bn\/ads\/dhaka\/mobile-phones$/);
    expect(await page.locator('link[rel=alternate][hreflang=en]').getAttribute('href')).toMatch(
      /\/en\/ads\/dhaka\/mobile-phones$/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)['@type'])).toEqual(['BreadcrumbList', 'ItemList']);
    await expectNoHorizontalOverflow(page);
  });

  test('answer a non-canonical address with 301 and a bad sequence with the not-found page', async () => {
    const baseUrl = inject('baseUrl');
    const moved = await fetch(`${baseUrl}/en/ads/q/dhaka/samsung-phone`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(
      new URL(moved.headers.get('location') ?? '', baseUrl).pathname +
        new URL(moved.headers.get('location') ?? '', baseUrl).search,
    ).toBe('/en/ads/dhaka?query=samsung+phone');
    const page = await openPage(PHONE);
    const response = await visit(page, '/en/ads/s/0504/dhaka/cars/toyota-corolla/toyota');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  test('finds ads by the words typed in the search box, the best match first', async () => {
    const page = await searchFor('en', 'samsung');
    // With words typed the default order is best match (decision 254): the first title holds the word.
    const [best] = await page.getByRole('list', results('en')).locator('h3').allTextContents();
    expect(best).toMatch(/samsung|স্যামসাং/i);
  });

  test('finds cars for Banglish "gari" and narrows to them through the "in Cars" refinement', async () => {
    const page = await searchFor('bn', 'gari');
    const refinements = page.getByRole('navigation', { name: 'এই খোঁজের বিভাগ' });
    await refinements.getByRole('link', { name: /^গাড়ি বিভাগে \([০-৯,]+\+?\)$/ }).click();
    await page.waitForURL('**/bn/ads/bangladesh/cars?query=gari');
    expect(await page.getByRole('list', results('bn')).locator('h3').count()).toBeGreaterThan(0);
  });

  test('apply a filter in place with JavaScript, without reloading the page', async () => {
    const page = await openPage(PHONE);
    await visit(page, '/en/ads/bangladesh/mobile-phones');
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('Posted by').selectOption('1');
    await page.waitForURL('**/en/ads/bangladesh/mobile-phones?by_paying_member=1');
    await expect.poll(() => page.getByLabel('Posted by').inputValue()).toBe('1');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test('filter with the form and page through results without JavaScript', async () => {
    const page = await openPage(PHONE, { javaScript: false });
    await visit(page, '/en/ads/bangladesh/mobile-phones');
    await page.getByText('Filters', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'Used' }).first().check();
    await page.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL('**/en/ads/bangladesh/mobile-phones?enum.condition=used');
    await page.getByRole('link', { name: /Remove filter: Condition: Used/ }).waitFor();
    // Words typed in the search box keep the filters chosen.
    await page.getByRole('searchbox').fill('samsung');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/\/en\/ads\/bangladesh\/mobile-phones\?(?=.*query=samsung)(?=.*enum\.condition=used)/);
    await visit(page, '/en/ads');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL('**/en/ads?page=2');
    expect(await page.getByRole('list', results('en')).getByRole('link').count()).toBeGreaterThan(0);
  });

  test('show an empty state with suggestions and keep it out of search engines', async () => {
    const page = await openPage(PHONE);
    await visit(page, '/bn/ads/sylhet/cars?query=zzqxv');
    await page.getByRole('heading', { name: 'এই খোঁজে কোনো বিজ্ঞাপন পাওয়া যায়নি' }).waitFor();
    await page.getByRole('link', { name: 'সমগ্র বাংলাদেশে খুঁজুন' }).waitFor();
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, follow');
  });

  test('serve a page drawn for one anonymous visitor to the next, whose scripts still run', async () => {
    const sortByPrice = async (page: Page) => {
      const data = page.waitForResponse(
        (response) => new URL(response.url()).pathname.endsWith('.data') && response.status() === 200,
      );
      await page.getByRole('link', { name: 'Price: low to high' }).click();
      await page.waitForURL('**/en/ads/chattogram?sort=price&order=asc');
      return (await data).headers()['x-page-cache'];
    };
    const first = await openPage(PHONE);
    expect((await visit(first, '/en/ads/chattogram'))?.headers()['x-page-cache']).toBe('miss');
    expect(await sortByPrice(first)).toBe('miss');
    const page = await openPage(PHONE);
    // A background job publishing an ad in between would rightly make the page be drawn again.
    let nonce: string | undefined;
    await expect
      .poll(async () => {
        const headers = (await visit(page, '/en/ads/chattogram'))?.headers() ?? {};
        nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
        return headers['x-page-cache'];
      })
      .toBe('hit');
    // The page came to life under the Content-Security-Policy: its nonce is this answer's own.
    expect(nonce).toBeDefined();
    expect(await page.locator('script[nonce]').count()).toBeGreaterThan(0);
    expect(
      await page.locator('script[nonce]').evaluateAll((scripts, n) => scripts.every((s) => s.nonce === n), nonce),
    ).toBe(true);
    // The data of the order changed comes from the cache too, and the page shows it.
    expect(await sortByPrice(page)).toBe('hit');
    await page.locator('[aria-current="true"]', { hasText: 'Price: low to high' }).waitFor();
  });
});
