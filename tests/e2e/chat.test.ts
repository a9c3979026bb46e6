// Chat in two real browsers on two real server processes: the buyer's pages come from process A and the seller's
// from process B, both on one PostgreSQL database and one Redis (ARCHITECTURE "Scale-out"). Messages arrive live,
// the seen tick comes back, an offer goes across, and blocking closes the conversation for the other side at once.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openPostgres } from '../../server/adapters/database.ts';
import { createAd } from '../../server/seed/factories.ts';
import { databaseUrlFor } from '../postgres.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { type SignedUp, signUpOverHttp } from './sign-up.ts';
import { type RunningServer, startServer } from './spawn-server.ts';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const database = `haat_e2e_chat_${randomBytes(5).toString('hex')}`;
let admin: Database;
let db: Database;
let dataDir: string;
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  admin = openPostgres(POSTGRES, 1);
  await admin.exec(`CREATE DATABASE ${database}`);
  const url = databaseUrlFor(POSTGRES, database);
  // One media directory for both, as a shared disk or object store would be.
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-chat-'));
  const env = { DATABASE_URL: url, REDIS_URL };
  // One after the other: the first migrates the empty database.
  a = await startServer(dataDir, 0, env);
  b = await startServer(dataDir, 0, env);
  db = openPostgres(url, 2);
}, 240_000);

afterAll(async () => {
  await db?.close();
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.close();
  await rm(dataDir, { recursive: true, force: true });
  expect(codes).toEqual([0, 0]);
});

function signUp(server: RunningServer, name: string): Promise<SignedUp> {
  return signUpOverHttp(server.baseUrl, {
    name,
    email: `${randomBytes(6).toString('hex')}@example.com`,
    password: 'Nodir Dhare 2025',
    ip: `198.51.100.${randomBytes(1)[0]}`,
  });
}

async function browserFor(server: RunningServer, token: string): Promise<Page> {
  const page = await openPage(PHONE);
  await page.context().addCookies([{ name: 'haat_session', value: token, url: server.baseUrl }]);
  return page;
}

test('buyer (bn, process A) and seller (en, process B) chat live: seen tick, offer, warnings and blocking', async () => {
  const seller = await signUp(b, 'Selim Hossain');
  const buyer = await signUp(a, 'Bilkis Akter');
  const ad = await createAd(db, seller.id, {
    title: 'Walton Primo R10, boxed',
    status: 'published',
    publishedAt: new Date(),
    price: 12500,
  });
  const buyerPage = await browserFor(a, buyer.token);
  const sellerPage = await browserFor(b, seller.token);

  // The buyer opens the chat from the ad and starts it with a quick reply.
  await visit(buyerPage, `${a.baseUrl}/bn/chat-single/${ad.id}`);
  await buyerPage.getByText('Walton Primo R10, boxed').first().waitFor();
  await expectNoHorizontalOverflow(buyerPage);
  await buyerPage.getByRole('button', { name: 'এটা কি এখনো পাওয়া যাবে?' }).click();
  await buyerPage.waitForURL(/\?c=c_/);
  await buyerPage.locator('[data-chat-status="live"]').waitFor();

  // The seller sees it in the list, with the unread count in the header, and opens it (server-rendered history).
  await visit(sellerPage, `${b.baseUrl}/en/chat`);
  await expect(sellerPage.locator('header [data-chat-unread="1"]').count()).resolves.toBe(1);
  // The list is live too: a new message updates it and the header's count without a reload.
  await sellerPage.locator('main[data-chat-status="live"]').waitFor();
  await buyerPage.getByLabel('আপনার বার্তা').fill('বক্স আছে?');
  await buyerPage.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await sellerPage.locator('header [data-chat-unread="2"]').waitFor();
  await sellerPage.getByText('বক্স আছে?').waitFor();
  await sellerPage.getByRole('link', { name: /Bilkis Akter/ }).click();
  await sellerPage.getByText('এটা কি এখনো পাওয়া যাবে?').waitFor();
  await sellerPage.locator('[data-chat-status="live"]').waitFor();

  // Opening it marked it seen: the buyer's tick turns to "seen" without a reload.
  await buyerPage.locator('[data-mine="true"] [data-tick="দেখেছেন"]').last().waitFor();

  // The seller types (the buyer sees it) and answers; the buyer gets it live.
  await sellerPage.getByLabel('Your message').fill('Yes, it is available. 12000 is the last price.');
  await buyerPage.getByText('Selim Hossain লিখছেন…').waitFor();
  await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await buyerPage.getByText('Yes, it is available. 12000 is the last price.').waitFor();
  await sellerPage.locator('[data-mine="true"] [data-tick="Seen"]').last().waitFor();

  // The buyer makes an offer; it reaches the seller live.
  await buyerPage.getByLabel('আপনার অফার (টাকা)').fill('11000');
  await buyerPage.getByRole('button', { name: 'অফার পাঠান' }).click();
  await sellerPage.getByText('Offer: Tk 11,000').waitFor();

  await sellerPage.getByLabel('Your message').fill('Send the advance to my bKash agent number for cash out');
  await sellerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await buyerPage.getByText(/প্রতারণার সতর্কতা: বিকাশ, নগদ বা রকেটে/).waitFor();

  // The seller blocks the buyer: the buyer's form closes at once and a message sent anyway is refused.
  await sellerPage.getByRole('button', { name: 'Block', exact: true }).click();
  await sellerPage.getByText(/You blocked Bilkis Akter/).waitFor();
  await buyerPage.getByText('এই চ্যাটে আপনি উত্তর দিতে পারবেন না।').waitFor();
  await expect(buyerPage.getByLabel('আপনার বার্তা').count()).resolves.toBe(0);
});

test('without JavaScript the thread still works: history, sending text and a picture, and a clear error', async () => {
  const seller = await signUp(a, 'Rupa Begum');
  const buyer = await signUp(b, 'Tanvir Ahmed');
  const ad = await createAd(db, seller.id, {
    title: 'Hero Splendor 2019',
    status: 'published',
    publishedAt: new Date(),
  });
  const buyerPage = await openPage(PHONE, { javaScript: false });
  await buyerPage.context().addCookies([{ name: 'haat_session', value: buyer.token, url: b.baseUrl }]);

  await visit(buyerPage, `${b.baseUrl}/en/chat-single/${ad.id}`);
  await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await buyerPage.getByText('Write a message, choose a photo or make an offer.').waitFor();
  await buyerPage.getByLabel('Your message').fill('Is the bike still for sale?');
  const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#b91c1c' } })
    .png()
    .toBuffer();
  await buyerPage.getByLabel('Add a photo').setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: png });
  await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await buyerPage.waitForURL(/\?c=c_/);
  await buyerPage.getByText('Is the bike still for sale?').waitFor();
  await expect(buyerPage.getByRole('img', { name: 'Photo' }).count()).resolves.toBe(1);

  const sellerPage = await openPage(PHONE, { javaScript: false });
  await sellerPage.context().addCookies([{ name: 'haat_session', value: seller.token, url: a.baseUrl }]);
  await visit(sellerPage, `${a.baseUrl}/bn/chat`);
  await sellerPage.getByRole('link', { name: /Tanvir Ahmed/ }).click();
  await sellerPage.getByText('Is the bike still for sale?').waitFor();
  await sellerPage.getByRole('button', { name: 'শেষ দাম কত?' }).waitFor();
  await sellerPage.getByLabel('আপনার বার্তা').fill('হ্যাঁ, আছে');
  await sellerPage.getByRole('button', { name: 'পাঠান', exact: true }).click();
  await sellerPage.getByText('হ্যাঁ, আছে').waitFor();
  await buyerPage.reload();
  await buyerPage.getByText('হ্যাঁ, আছে').waitFor();
});
