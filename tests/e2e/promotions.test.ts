// Buying a scheduled Top Ad in the browser at 360 px: on the promote page the seller picks a Top Ad for
// tomorrow 9:15 PM, sees it will start at 9:30 PM, pays on the bKash stand-in's page, and the ad is not a top ad yet.
// The server is then restarted on the same data with its clock a day ahead (CLOCK_OFFSET_SECONDS, decision 114),
// as if the evening had come: the promotions job starts it, and it fills a top slot of a matching search; the
// seller's ad list shows it active. A server of the test's own, so that moving its clock disturbs no other test.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bangladeshDate } from '../../core/promotions/schedule.ts';
import { openPglite } from '../../server/adapters/database.ts';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { signUpOverHttp, unique } from './sign-up.ts';
import { startServer, type RunningServer } from './spawn-server.ts';

const DAY = 24 * 3_600_000;
let dataDir = '';
let server: RunningServer | null = null;
/** The seller and ad of the first test, promoted again in the second. */
let seller: { token: string } = { token: '' };
let ad: { slug: string } = { slug: '' };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-promotions-'));
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function restart(env: Record<string, string> = {}) {
  if (server && (await server.stop()) !== 0) throw new Error('server did not stop cleanly');
  server = await startServer(dataDir, 0, { JOBS_INTERVAL_SECONDS: '1', ...env });
  return server;
}

const topSlots = (page: Page) => page.locator('section[aria-labelledby="top-ads"]');

test('a Top Ad bought for tomorrow 9:15 PM starts at 9:30 PM and then fills a top slot of a matching search', async () => {
  const first = await restart();
  const signedUp = await signUpOverHttp(first.baseUrl, {
    name: 'Nasrin',
    email: `promote-${unique()}@haat.test`,
    password: 'correct horse battery',
    ip: `100.71.${Math.floor(Math.random() * 256)}.3`,
  });
  // A published ad of the seller's, written while the server is stopped (the embedded database is one process's).
  await first.stop();
  server = null;
  const title = `Toyota Fielder ${unique().slice(-6)} hybrid`;
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  ad = await createAd(db, signedUp.id, { title });
  seller = signedUp;
  await db.close();
  const live = await restart();

  const page = await openPage(PHONE, { baseUrl: live.baseUrl });
  await page.context().addCookies([{ name: 'haat_session', value: seller.token, url: live.baseUrl }]);
  await visit(page, `${live.baseUrl}/en/ad/${ad.slug}/promote`);
  await page.getByRole('heading', { name: 'Promote your ad' }).waitFor();
  // Before paying, what ads like this got from each promotion on offer (here, too few to compare with).
  await page
    .getByTestId('promotion-forecasts')
    .getByText(/Top Ad: too little data yet/)
    .waitFor();
  await expectNoHorizontalOverflow(page);
  await page
    .getByRole('group', { name: 'Top Ad' })
    .getByRole('radio', { name: /^3 days/ })
    .check();
  await page.getByRole('radio', { name: /At a date and time/ }).check();
  const tomorrow = bangladeshDate(new Date(Date.now() + DAY));
  await page.getByLabel('Date', { exact: true }).fill(tomorrow);
  await page.getByLabel(/^Time/).fill('9:15');
  await page.getByLabel('AM or PM').selectOption('PM');
  await page.getByRole('button', { name: 'See the total' }).click();
  const confirmation = page.getByTestId('promotion-confirmation');
  await confirmation.waitFor();
  await confirmation.getByText(/9:30\s*pm/i).waitFor();
  await expectNoHorizontalOverflow(page);

  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await page.getByRole('heading', { name: 'bKash (local stand-in)' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/en/payment/transaction?**');
  await page.getByRole('status').getByText('Payment successful').waitFor();
  // It says when the promotion runs, not "at the chosen time" (the ad is published: it is scheduled for tomorrow).
  await page.getByText('Your promotion is paid. When each runs:').waitFor();
  await page
    .getByTestId('promotions')
    .getByText(/Top Ad.*Scheduled: starts .*9:30\s*pm/i)
    .waitFor();
  // The invoice names the Top Ad, its days, the ad, when it starts, the bKash TrxID and the time (decision 236).
  const lines = page.getByTestId('invoice-lines');
  await lines.getByText('Top Ad, 3 days', { exact: true }).waitFor();
  await page.getByText(title).waitFor();
  await lines.getByText(/starts .*9:30\s*pm/i).waitFor();
  await page.getByText('bKash TrxID').waitFor();
  await expect(page.getByTestId('transaction-id').innerText()).resolves.toMatch(/^TRX/);
  await page.getByText(/\d{1,2}:\d{2}\s*[ap]m \(Bangladesh time\)/i).waitFor();
  await expectNoHorizontalOverflow(page);

  const search = `/en/ads?query=${encodeURIComponent(title)}`;
  await visit(page, `${live.baseUrl}${search}`);
  await page.getByRole('heading', { name: title }).first().waitFor();
  expect(await topSlots(page).count()).toBe(0);

  // The evening comes: the same data, the clock a minute past tomorrow 9:30 PM in Dhaka (15:30 UTC).
  const startsAt = new Date(`${tomorrow}T15:30:00Z`);
  const evening = await restart({
    CLOCK_OFFSET_SECONDS: String(Math.ceil((startsAt.getTime() - Date.now()) / 1000) + 60),
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    await visit(page, `${evening.baseUrl}${search}`);
    if ((await topSlots(page).count()) > 0 || Date.now() > deadline) break;
    await page.waitForTimeout(500);
  }
  await topSlots(page).getByRole('heading', { name: title }).waitFor();
  await expectNoHorizontalOverflow(page);

  await visit(page, `${evening.baseUrl}/en/my/published-ads`);
  await page
    .getByTestId('promotions')
    .getByText(/Top Ad.*Active until/)
    .waitFor();
  // Three server starts on the embedded database: more than the default time on a busy machine.
}, 150_000);

test('without JavaScript in bn: a past start is refused in Bengali, the total is shown before paying; others get 404', async () => {
  const live = server as RunningServer;
  const page = await openPage(PHONE, { javaScript: false, baseUrl: live.baseUrl });
  await page.context().addCookies([{ name: 'haat_session', value: seller.token, url: live.baseUrl }]);
  await visit(page, `${live.baseUrl}/bn/ad/${ad.slug}/promote`);
  await page.getByTestId('current-promotions').getByText('টপ অ্যাড').waitFor();
  await page
    .getByRole('group', { name: 'জরুরি', exact: true })
    .getByRole('radio', { name: /^৭ দিন/ })
    .check();
  await page.getByRole('radio', { name: /নির্দিষ্ট তারিখ ও সময়ে/ }).check();
  // The server's day is tomorrow (its clock was moved): that morning is past. (An earlier date the picker refuses.)
  await page.getByLabel('তারিখ', { exact: true }).fill(bangladeshDate(new Date(Date.now() + DAY)));
  await page.getByLabel(/^সময়/).fill('9:15');
  await page.getByLabel('AM না PM').selectOption('AM');
  await page.getByRole('button', { name: 'মোট দাম দেখুন' }).click();
  await page.getByText('প্রচারের শুরুর সময় পেরিয়ে গেছে').waitFor();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('radio', { name: /এখনই/ }).check();
  await page.getByRole('button', { name: 'মোট দাম দেখুন' }).click();
  await page.getByTestId('promotion-total').waitFor();
  await expectNoHorizontalOverflow(page);
  // A payment that fails at bKash leads back to the promote page to try again.
  await page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await page.waitForURL('**/bn/payment/transaction?**');
  await page.getByRole('status').getByText('পেমেন্ট ব্যর্থ হয়েছে').waitFor();
  await page.getByRole('link', { name: 'আবার চেষ্টা করুন' }).click();
  await page.waitForURL(`**/bn/ad/${ad.slug}/promote`);
  await page.getByRole('button', { name: 'মোট দাম দেখুন' }).waitFor();

  const stranger = await signUpOverHttp(live.baseUrl, {
    name: 'Rafiq',
    email: `stranger-${unique()}@haat.test`,
    password: 'correct horse battery',
    ip: `100.72.${Math.floor(Math.random() * 256)}.4`,
  });
  const other = await openPage(PHONE, { javaScript: false, baseUrl: live.baseUrl });
  await other.context().addCookies([{ name: 'haat_session', value: stranger.token, url: live.baseUrl }]);
  expect((await visit(other, `${live.baseUrl}/bn/ad/${ad.slug}/promote`))?.status()).toBe(404);
});
