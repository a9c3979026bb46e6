// In bn every number a page writes is in Bengali digits (spec section 1: bn is the default). This walks the main
// pages at 1280 px as a visitor, a signed-in seller and a moderator and reads what a person sees
// (document.body.innerText): a Western digit there fails the test, except in the few things listed in ALLOWED.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DESKTOP, openPage, visit } from './browser.ts';
import { propertyAdBody } from './paying.ts';
import { MODERATOR } from './server.ts';
import { asNewVisitor, callerFor, logInTo, signUpOverHttp, unique, verifyPhoneOverHttp } from './sign-up.ts';

const baseUrl = inject('baseUrl');

/**
 * What a person wrote is shown as they wrote it: an ad's title and description, a seller's or shop's name and
 * description, a chat message. Their text is taken out before the check (the rest of the card is still read).
 */
const USER_TEXT = [
  'main li h3', // ad cards' titles
  'main h1', // an ad's, shop's or person's name as its owner wrote it
  'article[data-review-item] h2', // the review queue's ad titles
  '[data-testid="shop-addresses"]', // "Shop 11, Chandpur": the shop's own address lines
  '[data-user-text]', // the review queue's descriptions and posters' names
].join(', ');

/** Western digits that stay, each for its reason. Matched against the page text after USER_TEXT is taken out. */
const ALLOWED: [RegExp, string][] = [
  // Phone numbers are dialled as written and shown the local way (core/phone.ts formatBdPhone): 01712-345678.
  [/(?:\+?880|\b0)1[3-9]\d{2}-?\d{6}\b/g, 'phone number'],
  // Codes a person reads out or types back: invoices (HT…), vouchers, order numbers, licence numbers.
  [/\b[A-Z][A-Z0-9]*-?\d[A-Z0-9-]*\b/g, 'code or id'],
];

/** The page's visible text with people's own words and the allowed codes taken out; then every Western digit left. */
async function westernDigits(page: Page): Promise<string[]> {
  const { text, userText } = await page.evaluate((selector) => {
    const userText = [...document.querySelectorAll<HTMLElement>(selector)].map((e) => e.innerText.trim());
    return { text: document.body.innerText, userText };
  }, USER_TEXT);
  let rest = text;
  for (const written of userText.filter(Boolean).sort((a, b) => b.length - a.length))
    rest = rest.split(written).join(' ');
  for (const [pattern] of ALLOWED) rest = rest.replace(pattern, ' ');
  return [...rest.matchAll(/.{0,30}[0-9].{0,30}/g)].map((m) => m[0].trim());
}

async function expectBengaliDigits(page: Page, url: string) {
  const response = await visit(page, url);
  expect(response?.status(), url).toBeLessThan(400);
  expect({ url, western: await westernDigits(page) }).toEqual({ url, western: [] });
}

describe('bn pages write numbers in Bengali digits', () => {
  test('the check bites: the same results page in en has Western digits outside codes and phones', async () => {
    const page = await asNewVisitor(await openPage(DESKTOP));
    await visit(page, '/en/ads/dhaka/cars?money.price.minimum=100000&money.price.maximum=3000000');
    expect((await westernDigits(page)).length).toBeGreaterThan(0);
  });

  test('a visitor: home, results with a price filter, an ad, a shop, jobs, help', async () => {
    const page = await asNewVisitor(await openPage(DESKTOP));
    await expectBengaliDigits(page, '/bn');
    // The price chip and the result count; a page number past the first.
    await expectBengaliDigits(page, '/bn/ads/dhaka/cars?money.price.minimum=100000&money.price.maximum=3000000');
    // The chip of the price filter is on the page, in Bengali digits grouped as money.
    await page.getByText('১,০০,০০০–৩০,০০,০০০').first().waitFor();
    await expectBengaliDigits(page, '/bn/ads?page=2');
    const ad = await page.locator('main a[href*="/bn/ad/"]').first().getAttribute('href');
    if (!ad) throw new Error('the results list no ad');
    await expectBengaliDigits(page, ad);
    await expectBengaliDigits(page, '/bn/shops');
    const shop = await page.getByTestId('shop-list').locator('a').first().getAttribute('href');
    if (!shop) throw new Error('no shop is listed');
    await expectBengaliDigits(page, shop);
    await expectBengaliDigits(page, '/bn/jobs');
    await expectBengaliDigits(page, '/bn/help');
    await expectBengaliDigits(page, '/bn/help/faq');
  }, 180_000);

  test('a seller: the first step of posting and my ads', async () => {
    const ip = `198.51.100.${Number(unique().slice(-2)) + 100}`;
    const seller = await signUpOverHttp(baseUrl, {
      name: 'Rahim',
      email: `digits${unique()}@example.com`,
      password: 'Sonar Bangla 2025',
      ip,
    });
    const call = callerFor(baseUrl, ip, seller.token);
    const phone = await verifyPhoneOverHttp(baseUrl, call);
    expect((await call('POST', '/data/ads', propertyAdBody(phone, 'Flat in Dhanmondi'))).status).toBe(201);
    const page = await openPage(DESKTOP);
    await page.context().addCookies([{ name: 'haat_session', value: seller.token, url: baseUrl }]);
    await expectBengaliDigits(page, '/bn/post-ad');
    await expectBengaliDigits(page, '/bn/my/pending-payment-ads');
    await expectBengaliDigits(page, '/bn/my/published-ads');
  }, 180_000);

  test('a moderator: the back office dashboard and the review queue', async () => {
    const page = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(page, MODERATOR, '/bn/admin');
    await expectBengaliDigits(page, '/bn/admin');
    // The dashboard has its counts, so the check above read numbers and found them Bengali.
    expect(await page.locator('main').innerText()).toMatch(/[০-৯]/);
    await expectBengaliDigits(page, '/bn/admin/review');
    await expectBengaliDigits(page, '/bn/admin/reports');
  }, 180_000);
});
