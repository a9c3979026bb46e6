// Sorting results by the links above them (decision 254), on a phone in Bengali, with JavaScript and without.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { toWesternDigits } from '../../core/digits.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';

const LOW_TO_HIGH = 'দাম: কম থেকে বেশি';
const HIGH_TO_LOW = 'দাম: বেশি থেকে কম';
const sortLinks = (page: Page) => page.getByRole('navigation', { name: 'সাজান' });

/** The prices of the results shown, in taka, null for an ad without one (negotiable, on request). */
async function prices(page: Page): Promise<(number | null)[]> {
  const cards = page.getByRole('list', { name: 'ফলাফল' }).getByRole('listitem');
  const texts = await cards.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  return texts.map((text) => {
    const price = /৳\s*([০-৯,]+)/.exec(text)?.[1];
    if (price === undefined) return null;
    return Number(toWesternDigits(price.replaceAll(',', '')));
  });
}

/** Prices in the order wanted, every ad without a price after every one with. */
function expectOrdered(list: (number | null)[], direction: 1 | -1) {
  const priced = list.filter((price): price is number => price !== null);
  expect(priced.length).toBeGreaterThan(1);
  expect(priced).toEqual(priced.toSorted((a, b) => direction * (a - b)));
  expect(list.slice(0, priced.length)).toEqual(priced);
}

describe('sorting results', () => {
  test('by price both ways with the links above the results, newest first again, at 360 px', async () => {
    const page = await openPage(PHONE);
    // Every ad: the pages by price walk the indexes of all ads (migration 058).
    await visit(page, '/bn/ads');
    // Newest first without words: the current one is no link.
    await sortLinks(page).locator('[aria-current="true"]', { hasText: 'নতুন আগে' }).waitFor();
    expect(await sortLinks(page).getByRole('link', { name: 'সবচেয়ে মিল' }).count()).toBe(0);
    await expectNoHorizontalOverflow(page);

    await sortLinks(page).getByRole('link', { name: LOW_TO_HIGH }).click();
    await page.waitForURL('**/bn/ads?sort=price&order=asc');
    await sortLinks(page).locator('[aria-current="true"]', { hasText: LOW_TO_HIGH }).waitFor();
    expectOrdered(await prices(page), 1);
    // Search engines are given the page in its default order.
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/bn\/ads$/);
    expect(await page.locator('meta[name=robots]').getAttribute('content')).toBe('noindex, follow');

    await sortLinks(page).getByRole('link', { name: HIGH_TO_LOW }).click();
    await page.waitForURL('**/bn/ads?sort=price&order=desc');
    await sortLinks(page).locator('[aria-current="true"]', { hasText: HIGH_TO_LOW }).waitFor();
    expectOrdered(await prices(page), -1);
    await expectNoHorizontalOverflow(page);

    // The next page keeps the order.
    const next = page.getByRole('navigation', { name: 'পৃষ্ঠাগুলো' }).getByRole('link', { name: 'পরের পাতা' });
    expect(await next.getAttribute('href')).toBe('/bn/ads?sort=price&order=desc&page=2');

    await sortLinks(page).getByRole('link', { name: 'নতুন আগে' }).click();
    await page.waitForURL(/\/bn\/ads$/);
  });

  test('best match first for words typed, and a new search keeps a price order, without JavaScript', async () => {
    const page = await openPage(PHONE, { javaScript: false });
    await visit(page, '/bn/ads?query=samsung');
    await sortLinks(page).locator('[aria-current="true"]', { hasText: 'সবচেয়ে মিল' }).waitFor();
    await sortLinks(page).getByRole('link', { name: LOW_TO_HIGH }).click();
    await page.waitForURL('**/bn/ads?query=samsung&sort=price&order=asc');
    expectOrdered(await prices(page), 1);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('searchbox').fill('iphone');
    await page.getByRole('button', { name: 'খুঁজুন', exact: true }).click();
    await page.waitForURL('**/bn/ads?query=iphone&sort=price&order=asc');
    await sortLinks(page).locator('[aria-current="true"]', { hasText: LOW_TO_HIGH }).waitFor();
  });
});
