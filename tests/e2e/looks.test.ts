// The look of six screens at 360 px in bn and en, compared with committed references (decision 203):
// home, results, an ad, posting, a buyer's chat and a seller's ads. The file runs a server of its own on a fresh
// embedded database with the demo data (the same seed every time), because the shared server's pages change with
// what the other test files post there, and with its background jobs off: a few seconds after the start they
// republish the demo seller's expired ads (server/seed/demo-renewal.ts), which moves them to the top of the results.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPage, PHONE, visit } from './browser.ts';
import { expectLooksLike } from './screenshots.ts';
import { callerFor } from './sign-up.ts';
import { type RunningServer, startServer } from './spawn-server.ts';

let server: RunningServer;
let dataDir: string;
/** The demo accounts' passwords, printed once at the first start and kept in the dev outbox. */
const passwords = new Map<string, string>();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-looks-'));
  server = await startServer(dataDir, 120, { JOBS: 'off' });
  const outbox = await fetch(`${server.baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
  const text = messages.find((m) => m.to === 'demo accounts')?.text ?? '';
  for (const [, email, password] of text.matchAll(/^ {2}\w+ +(\S+@demo\.haat\.example) +(\S+)/gm)) {
    passwords.set(email as string, password as string);
  }
}, 240_000);

afterAll(async () => {
  const code = await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

async function signedIn(email: string): Promise<Page> {
  const answer = await callerFor(server.baseUrl, '198.51.100.77')('POST', '/data/sessions', {
    session: { identifier: email, password: passwords.get(email) },
  });
  if (answer.status !== 200) throw new Error(`${email} could not sign in: ${answer.status}`);
  const { token } = answer.body.session as { token: string };
  const page = await openPage(PHONE, { baseUrl: server.baseUrl });
  await page.context().addCookies([{ name: 'haat_session', value: token, url: server.baseUrl }]);
  return page;
}

const signedOut = () => openPage(PHONE, { baseUrl: server.baseUrl });

// What the masks cover, the few things that change between runs by design:
/**
 * The line with an ad's age ("2 hours ago", on cards and the ad page) or a message's date: the clock runs on between
 * the seeding and the picture, and the date is the day of the run. The whole line, so that the box keeps its size.
 */
const ages = (page: Page) => page.locator('p:has(> time)');
/** Dates counted from the day of the run (the seed's "now"): an ad's end, a seller's first day; whole lines too. */
const days = (page: Page) => page.getByText(/^(Online until .*|.* পর্যন্ত অনলাইনে|Member since .*|.* থেকে সদস্য)$/);

/**
 * An ad's totals of the last 30 days on My ads: the seed's statistics hang on the day and hour of its start (today's
 * only as far as it has gone), so the sums move from run to run. Their text is cut to one character before the mask,
 * so that a longer number cannot wrap onto another line and move the cards below.
 */
async function totals(page: Page) {
  const lines = page.getByTestId('ad-totals');
  await lines.evaluateAll((all) => all.forEach((line) => (line.textContent = '·')));
  return lines;
}

describe.each(['bn', 'en'] as const)('at 360 px in %s', (locale) => {
  test('home', async () => {
    const page = await signedOut();
    await visit(page, `/${locale}`);
    await expectLooksLike(page, `home-${locale}`, [ages(page)]);
  });

  test('results', async () => {
    const page = await signedOut();
    await visit(page, `/${locale}/ads`);
    await expectLooksLike(page, `results-${locale}`, [ages(page)]);
  });

  test('an ad', async () => {
    const page = await signedOut();
    // The newest ad of the home page: the seed makes the same one every time.
    await visit(page, `/${locale}`);
    const href = await page.locator('main a[href*="/ad/"]').first().getAttribute('href');
    if (!href) throw new Error('the home page lists no ad');
    await visit(page, href);
    await expectLooksLike(page, `ad-${locale}`, [ages(page), days(page)]);
  });

  test('post-ad', async () => {
    const page = await signedIn('seller@demo.haat.example');
    await visit(page, `/${locale}/post-ad`);
    await expectLooksLike(page, `post-ad-${locale}`);
  });

  test("a buyer's chat", async () => {
    const page = await signedIn('buyer@demo.haat.example');
    await visit(page, `/${locale}/chat`);
    await page.locator('main a[href*="/chat-single/"]').first().click();
    await page.waitForURL(/\?c=c_/);
    await page.locator('[data-chat-status="live"]').waitFor();
    // A message's bubble is as wide as its text and its time of day: each message holding a time is masked across
    // the whole row, so a wider or narrower time never shows at a bubble's edge.
    await expectLooksLike(page, `chat-${locale}`, [ages(page), page.locator('main ol > li:has(time)')]);
  });

  test("a seller's ads", async () => {
    const page = await signedIn('seller@demo.haat.example');
    await visit(page, `/${locale}/my/published-ads`);
    await expectLooksLike(page, `my-ads-${locale}`, [days(page), await totals(page)]);
  });
});
