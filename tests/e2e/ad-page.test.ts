// The ad page and what hangs off it, in the browser at 360 px: open an ad from search, swipe its pictures, reveal
// the phone number (and hit the limit), favourite while signed out → log in → favourite kept, a removed ad's page
// (410), and a saved search alerting its owner about a new matching ad posted by someone else.
// This file runs its own server on PostgreSQL (DATABASE_URL), so that the test can add ads with the factories
// while the server runs; the background jobs run every second.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { promote, STAFF_SECRET } from '../../server/modules/accounts/testing.ts';
import { createAd, createUser } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { logIn as logInWith, usePostgresServer } from './postgres-server.ts';
import { signUpOverHttp } from './sign-up.ts';

const PASSWORD = 'Nodir Dhare 2025';
const running = usePostgresServer('ad_page', 24, { JOBS_INTERVAL_SECONDS: '1' });
let seller = 0;

beforeAll(async () => {
  seller = await createUser(running.db, { name: 'Karim Motors', isMember: true, phone: '+8801711998877' });
});

let ipCounter = 0;
const ipBlock = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}`;
async function phonePage(javaScript = true): Promise<Page> {
  const page = await openPage(PHONE, { baseUrl: running.server.baseUrl, javaScript });
  ipCounter += 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `${ipBlock}.${ipCounter}` });
  return page;
}

/** A newest ad with three of the seeded pictures, so it is the first result of its search. */
async function adWithPictures(title: string) {
  const images = await running.db.query<{ id: number }>('SELECT id FROM images ORDER BY id LIMIT 3');
  return createAd(running.db, seller, {
    title,
    contactPhones: ['+8801711998877'],
    imageIds: images.map((image) => image.id),
  });
}

/** An account made through the API: sign-up, then the confirmation link e-mailed to the dev outbox. */
async function signUpByApi(): Promise<string> {
  const email = `adpage${Date.now()}${(ipCounter += 1)}@example.com`;
  const ip = `${ipBlock}.${200 + (ipCounter % 50)}`;
  await signUpOverHttp(running.server.baseUrl, { name: 'Ayesha', email, password: PASSWORD, ip });
  return email;
}

const logIn = (page: Page, email: string) => logInWith(page, email, PASSWORD);

/** Logs in with the login modal that a signed-out click opened. */
async function logInThroughModal(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('E-mail or phone number').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

describe('the ad page on a phone', () => {
  test('opens from search, swipes pictures and reveals the phone number only when asked, up to a limit', async () => {
    const ad = await adWithPictures('Toyota Axio 2018 swipe test');
    const page = await phonePage();
    await visit(page, '/en/ads');
    await page.getByRole('link', { name: /Toyota Axio 2018 swipe test/ }).click();
    await page.waitForURL(`**/en/ad/${ad.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Toyota Axio 2018 swipe test' }).waitFor();
    await expectNoHorizontalOverflow(page);

    // The number is in no HTML the server sent for the page.
    const html = await (await fetch(`${running.server.baseUrl}/en/ad/${ad.slug}`)).text();
    expect(html).not.toContain('1711998877');
    expect(await page.content()).not.toContain('1711998877');

    // Swipe: the strip scrolls by a picture width and snaps; the counter follows. Arrow keys work too.
    const counter = page.getByTestId('gallery-counter');
    await expect.poll(() => counter.textContent()).toBe('1 / 3');
    await page.getByTestId('gallery').evaluate((strip) => strip.scrollBy({ left: strip.clientWidth }));
    await expect.poll(() => counter.textContent()).toBe('2 / 3');
    await page.getByTestId('gallery').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).toBe('3 / 3');

    await page.getByRole('button', { name: 'Show phone number' }).click();
    await expect.poll(() => page.getByTestId('phone-numbers').textContent()).toContain('+8801711998877');

    // The same visitor asking again and again is stopped with a clear message.
    for (let i = 1; i < 20; i++) {
      const response = await page.request.post(`/data/ads/${ad.id}/phone-numbers`, {
        headers: { origin: running.server.baseUrl },
      });
      expect(response.status()).toBe(200);
    }
    await visit(page, `/en/ad/${ad.slug}`);
    await page.getByRole('button', { name: 'Show phone number' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('You have looked at many phone numbers');

    // The ad is now first among the recently viewed ads on the home page.
    await visit(page, '/en');
    await page
      .getByTestId('recently-viewed')
      .getByRole('link', { name: /Toyota Axio 2018 swipe test/ })
      .waitFor();
  });

  test('without JavaScript, the phone number and a favourite after login work through plain forms', async () => {
    const ad = await adWithPictures('Suzuki Swift no script test');
    const email = await signUpByApi();
    const page = await phonePage(false);
    await visit(page, `/en/ad/${ad.slug}`);
    await page.getByRole('button', { name: 'Show phone number' }).click();
    await page.getByTestId('phone-numbers').getByText('+8801711998877').waitFor();

    await page.getByRole('button', { name: 'Save to favourites' }).first().click();
    await logInThroughModal(page, email);
    await page.waitForURL(`**/en/ad/${ad.slug}`);
    await page.getByRole('button', { name: 'Remove from favourites' }).first().waitFor();
  });

  test('a report reaches the moderators, who can take the ad down', async () => {
    const ad = await adWithPictures('Cheap iPhone report test');
    const page = await phonePage();
    await visit(page, `/en/ad/${ad.slug}`);
    await page.getByText('Report this ad').first().click();
    await page.getByLabel('Fraud or scam').check();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Our moderators will look at this ad').waitFor();

    const email = await signUpByApi();
    await promote(running.db, email, 'moderator');
    const moderator = await phonePage();
    await logInWith(moderator, email, PASSWORD, STAFF_SECRET);
    await visit(moderator, '/en/admin/reports');
    const report = moderator
      .getByTestId('reports')
      .getByRole('listitem')
      .filter({ hasText: 'Cheap iPhone report test' });
    await report.getByText('Fraud or scam').waitFor();
    await report.getByRole('button', { name: 'Take down' }).click();
    await moderator.getByText('Report closed.').waitFor();
    expect((await fetch(`${running.server.baseUrl}/en/ad/${ad.slug}`)).status).toBe(410);
  });

  test('a favourite chosen while signed out is kept after logging in', async () => {
    const ad = await adWithPictures('Honda Grace favourite test');
    const email = await signUpByApi();
    const page = await phonePage();
    await visit(page, `/en/ad/${ad.slug}`);
    await page.getByRole('button', { name: 'Save to favourites' }).first().click();
    await logInThroughModal(page, email);
    await page.waitForURL(`**/en/ad/${ad.slug}`);
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove from favourites' }).first().getAttribute('aria-pressed'))
      .toBe('true');

    await visit(page, '/en/my/favorite-ads');
    await page.getByRole('link', { name: /Honda Grace favourite test/ }).waitFor();
    // Removing it there takes it off the list (the heart turns over for as long as the list takes to reload, too
    // short a moment to wait for), and the server keeps it off.
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await page.getByText('You have no favourite ads yet').waitFor();
    await visit(page, '/en/my/favorite-ads');
    await page.getByText('You have no favourite ads yet').waitFor();
    expect(await page.getByRole('link', { name: /Honda Grace favourite test/ }).count()).toBe(0);
  });

  test('a removed ad answers 410 with a notice and similar ads', async () => {
    const ad = await adWithPictures('Nissan Sunny removed test');
    for (let i = 0; i < 5; i++) await createAd(running.db, seller, { title: `Nissan Bluebird ${i}` });
    await running.db.query("UPDATE ads SET status = 'deactivated' WHERE id = $1", [ad.id]);
    const page = await phonePage();
    const response = await visit(page, `/en/ad/${ad.slug}`);
    expect(response?.status()).toBe(410);
    await page.getByRole('heading', { name: 'This ad is no longer available' }).waitFor();
    expect(await page.getByRole('button', { name: 'Show phone number' }).count()).toBe(0);
    // 16 similar ads are sent; a phone shows 4 (spec section 9).
    expect(await page.getByTestId('similar-ads').locator('li').count()).toBeGreaterThan(4);
    expect(await page.getByTestId('similar-ads').locator('li:visible').count()).toBe(4);
  });

  test('a saved search tells its owner about a new matching ad from another seller', async () => {
    const email = await signUpByApi();
    const page = await phonePage();
    await logIn(page, email);
    await visit(page, '/en/ads/dhaka/cars');
    await page.getByText('Save this search').first().click();
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.getByText('Search saved').waitFor();

    const other = await createUser(running.db, { name: 'Another Seller' });
    await createAd(running.db, other, { title: 'Mitsubishi Pajero alert test' });
    await expect
      .poll(
        async () => {
          await visit(page, '/en/my/notifications');
          return page.getByTestId('notifications').count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    await page.getByText('Mitsubishi Pajero alert test').waitFor();
    await page.getByRole('link', { name: 'Notifications: 1 new' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: /new ads? for your saved search/ }).click();
    await page.waitForURL('**/en/ads/dhaka/cars');
  });
});
