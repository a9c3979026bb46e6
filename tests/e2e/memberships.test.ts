// Buying a membership in the browser at 360 px: a seller picks Mobiles and electronics Premium
// for a month on the landing, sees the summary's total, pays on the bKash stand-in's page, and the landing then
// shows the membership, in en and in bn (Bengali digits). A visitor is sent to log in, an unknown package says so.
// The server is then restarted on the same data with its clock 32 days ahead (CLOCK_OFFSET_SECONDS, decision 114):
// the memberships job ends the membership and the landing no longer shows it. A server of the test's own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { signUpOverHttp, unique } from './sign-up.ts';
import { startServer, type RunningServer } from './spawn-server.ts';

const DAY_SECONDS = 86_400;
let dataDir = '';
let server: RunningServer | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-memberships-'));
  await restart();
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

test('a seller buys a membership with bKash, sees it in en and bn, and it ends when its month is over', async () => {
  const live = server as RunningServer;
  const seller = await signUpOverHttp(live.baseUrl, {
    name: 'Mitu',
    email: `member-${unique()}@haat.test`,
    password: 'correct horse battery',
    ip: `100.74.${Math.floor(Math.random() * 256)}.5`,
  });

  const visitor = await openPage(PHONE, { baseUrl: live.baseUrl });
  await visit(visitor, `${live.baseUrl}/bn/payment/membership/electronics`);
  expect(new URL(visitor.url()).pathname).toBe('/bn/users/login');

  const page = await openPage(PHONE, { baseUrl: live.baseUrl });
  await page.context().addCookies([{ name: 'haat_session', value: seller.token, url: live.baseUrl }]);
  await visit(page, `${live.baseUrl}/en/payment/membership/general/summary?variant_identifier=general-gold-1m`);
  await page.getByRole('alert').getByText('This membership package does not exist.').waitFor();

  await visit(page, `${live.baseUrl}/en/membership?group=electronics`);
  await page.getByRole('heading', { name: 'Mobiles and electronics' }).waitFor();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('link', { name: 'Buy Mobiles and electronics Premium, 1 month' }).click();
  await page.waitForURL('**/en/payment/membership/electronics/summary?**');
  expect(await page.getByTestId('total').textContent()).toBe('Tk 8,000');
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Pay with bKash' }).click();
  await page.getByRole('heading', { name: 'bKash (local stand-in)' }).waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL('**/en/payment/transaction?**');
  await page.getByRole('status').getByText('Payment successful').waitFor();
  await page.getByRole('link', { name: 'See my membership' }).click();
  await page
    .getByTestId('current-membership')
    .getByText(/Mobiles and electronics Premium, 1 month/)
    .waitFor();

  await visit(page, `${live.baseUrl}/bn/membership`);
  const bn = await page.getByTestId('current-membership').textContent();
  expect(bn).toContain('মোবাইল ও ইলেকট্রনিক্স প্রিমিয়াম, ১ মাস');
  await expectNoHorizontalOverflow(page);

  // A month and two days later: the job ends the membership.
  const later = await restart({ CLOCK_OFFSET_SECONDS: String(32 * DAY_SECONDS) });
  await page.context().addCookies([{ name: 'haat_session', value: seller.token, url: later.baseUrl }]);
  const deadline = Date.now() + 30_000;
  for (;;) {
    await visit(page, `${later.baseUrl}/en/membership`);
    if ((await page.getByTestId('current-membership').count()) === 0 || Date.now() > deadline) break;
    await page.waitForTimeout(500);
  }
  expect(await page.getByTestId('current-membership').count()).toBe(0);
  // Still logged in (the page needs a login): the membership is over, not the session.
  await visit(page, `${later.baseUrl}/en/payment/membership/electronics`);
  expect(new URL(page.url()).pathname).toBe('/en/payment/membership/electronics');
}, 240_000);
