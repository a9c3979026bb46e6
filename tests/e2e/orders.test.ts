// Buy now in the browser at 360 px. In bn: a buyer orders a delivery ad with cash on delivery (place chosen
// step by step, the courier's charge shown, a verified phone), the seller confirms (the parcel is booked with the
// Pathao stand-in), the stand-in moves the parcel along with its webhooks, and the buyer sees it delivered with its
// history. In en: paid with bKash through its stand-in, delivered (the courier's webhooks arriving out of order), and
// the seller's payout released by a second
// server whose clock is a day and more ahead; a second order refused at the door comes back; another account gets
// 404. This file runs its own server on PostgreSQL (DATABASE_URL), so that the test can add its seller's ad and a
// second server can share the database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { logIn, usePostgresServer } from './postgres-server.ts';
import { startServer } from './spawn-server.ts';
import { asNewVisitor, callerFor, signUpOverHttp, unique, verifyPhoneOverHttp } from './sign-up.ts';

// Its background jobs are off: the payout job runs only in the second server, whose clock is ahead, rather than in
// whichever of the two claims it first (the jobs' schedule is the database's).
const running = usePostgresServer('orders', 0, { JOBS: 'off' });
const SLOW = 240_000;
const PASSWORD = 'Nouka Baich 2025';
const GROCERY = catalogueIndex.categoryBySlug('grocery')!.id;

let standIn = '';
let ad = { id: 0, slug: '' };
const people = {} as Record<'buyer' | 'seller' | 'stranger', { email: string }>;

/** The Pathao stand-in's test hooks (another process: the server's). */
async function hook(path: string, body: object = {}) {
  const response = await fetch(`${standIn}/__stand-in${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  const { baseUrl } = running.server;
  // The server logs where its courier stand-in listens.
  standIn =
    /"baseUrl":"(http:\/\/127\.0\.0\.1:\d+)","msg":"no Pathao credentials/.exec(running.server.output())?.[1] ?? '';
  expect(standIn).not.toBe('');
  const integration = await hook('/callback', { callback_url: `${baseUrl}/data/orders/courier/webhook` });
  expect(integration.integration).toMatchObject({ status: 202, integrated: true });
  for (const who of ['buyer', 'seller', 'stranger'] as const) {
    const email = `${who}.${unique()}@haat.test`;
    const ip = `10.9.${who === 'buyer' ? 1 : who === 'seller' ? 2 : 3}.${Number(unique().slice(-2))}`;
    const account = await signUpOverHttp(baseUrl, {
      name: { buyer: 'Rupa Akter', seller: 'Karim Store', stranger: 'Tarek Hasan' }[who],
      email,
      password: PASSWORD,
      ip,
    });
    if (who === 'buyer') await verifyPhoneOverHttp(baseUrl, callerFor(baseUrl, ip, account.token));
    if (who === 'seller') await running.db.query('UPDATE users SET is_member = true WHERE id = $1', [account.id]);
    people[who] = { email };
    if (who === 'seller') {
      ad = await createAd(running.db, account.id, {
        categoryId: GROCERY,
        title: 'Chinigura rice 5 kg, home delivered',
        price: 850,
        isDoorstepDelivery: true,
      });
    }
  }
}, SLOW);

const phonePage = async (): Promise<Page> => asNewVisitor(await openPage(PHONE, { baseUrl: running.server.baseUrl }));

describe('buy now with cash on delivery', () => {
  test(
    'the buyer orders in bn, the seller confirms, the courier delivers, the buyer sees it delivered',
    async () => {
      const buyer = await phonePage();
      await logIn(buyer, people.buyer.email, PASSWORD);
      await visit(buyer, `/bn/ad/${ad.slug}`);
      await buyer.getByTestId('buy-now').click();
      await buyer.waitForURL(`**/bn/buy/${ad.id}`);
      await buyer.getByLabel('বিভাগ').selectOption({ index: 1 });
      await buyer.getByRole('button', { name: 'ডেলিভারি চার্জ দেখুন' }).click();
      await buyer.getByLabel('জেলা').selectOption({ index: 1 });
      await buyer.getByRole('button', { name: 'ডেলিভারি চার্জ দেখুন' }).click();
      // Tk 850 and the courier's Tk 70 inside Dhaka, in Bengali digits.
      await expect(buyer.getByTestId('quote').innerText()).resolves.toContain('৯২০');
      const chosen = new URL(buyer.url()).searchParams;
      const [cityId, zoneId] = [chosen.get('city_id'), chosen.get('zone_id')];
      // Nothing is on its way yet: cash on delivery is offered, pre-selected, and will be accepted.
      await expect(buyer.getByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ }).isChecked()).resolves.toBe(true);
      await expect(buyer.getByTestId('cash-refusals').count()).resolves.toBe(0);
      await buyer.getByLabel('বাড়ি, রোড ও চেনার মতো জায়গা').fill('বাড়ি ১২, রোড ৫, ধানমন্ডি');
      await expectNoHorizontalOverflow(buyer);
      await buyer.getByRole('button', { name: 'অর্ডার করুন' }).click();
      await buyer.waitForURL(/\/bn\/my\/orders\/\d+$/);
      const orderPath = new URL(buyer.url()).pathname;
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('বিক্রেতার অপেক্ষায়');

      // A number that never took a parcel has one cash order at a time: while this one is on its way, "Buy now"
      // offers only bKash and says why, before anything is ordered.
      await visit(buyer, `/bn/buy/${ad.id}?city_id=${cityId}&zone_id=${zoneId}`);
      await buyer
        .getByTestId('cash-refusals')
        .getByText(/নম্বরে আগের ক্যাশ অর্ডার এখনও পথে আছে/)
        .waitFor();
      await expect(buyer.getByRole('radio', { name: /^ক্যাশ অন ডেলিভারি/ }).isDisabled()).resolves.toBe(true);
      await expect(buyer.getByRole('radio', { name: /^এখনই বিকাশে/ }).isChecked()).resolves.toBe(true);
      await expectNoHorizontalOverflow(buyer);

      const seller = await phonePage();
      await logIn(seller, people.seller.email, PASSWORD);
      await visit(seller, orderPath);
      await seller.getByRole('button', { name: 'নিশ্চিত করে কুরিয়ার বুক করুন' }).click();
      await seller.getByTestId('order-state').getByText('কুরিয়ারে বুক হয়েছে').waitFor();

      const [order] = await running.db.query<{ number: string }>('SELECT number FROM orders WHERE id = $1', [
        Number(orderPath.split('/').at(-1)),
      ]);
      const { parcels } = (await hook('/parcels')) as { parcels: { consignmentId: string; merchantOrderId: string }[] };
      const parcel = parcels.find((p) => p.merchantOrderId === order?.number);
      expect(parcel).toBeDefined();
      await hook(`/parcels/${parcel!.consignmentId}/advance`, { status: 'picked', webhook: 'twice' });
      await hook(`/parcels/${parcel!.consignmentId}/advance`, { status: 'delivered' });

      await visit(buyer, orderPath);
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('পৌঁছে গেছে');
      const history = await buyer.getByTestId('order-history').locator('li').allInnerTexts();
      expect(history.map((line) => line.split(': ')[1]?.split(' (')[0])).toEqual([
        'অর্ডার করা হয়েছে',
        'বিক্রেতা নিশ্চিত করেছেন',
        'কুরিয়ারে বুক হয়েছে',
        'রাইডার পার্সেল নিয়েছেন',
        'পৌঁছে দেওয়া হয়েছে',
      ]);
      await expectNoHorizontalOverflow(buyer);
    },
    SLOW,
  );
});

describe('buy now paid with bKash, and a parcel refused at the door', () => {
  /** Buys the ad in en with the payment way given; answers the order's page. */
  async function buy(buyer: Page, way: 'bKash now' | 'Cash on delivery'): Promise<string> {
    await visit(buyer, `/en/ad/${ad.slug}`);
    await buyer.getByTestId('buy-now').click();
    await buyer.waitForURL(`**/en/buy/${ad.id}`);
    await buyer.getByLabel('Division').selectOption({ index: 1 });
    await buyer.getByRole('button', { name: 'Show the delivery charge' }).click();
    await buyer.getByLabel('District').selectOption({ index: 1 });
    await buyer.getByRole('button', { name: 'Show the delivery charge' }).click();
    await expect(buyer.getByTestId('quote').innerText()).resolves.toContain('920');
    await buyer.getByLabel('House, road and a landmark').fill('House 12, Road 5, Dhanmondi');
    await buyer.getByLabel(new RegExp(`^${way}`)).check();
    await expectNoHorizontalOverflow(buyer);
    await buyer.getByRole('button', { name: 'Place the order' }).click();
    if (way === 'bKash now') {
      await buyer.getByRole('heading', { name: 'bKash (local stand-in)' }).waitFor();
      await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
    }
    await buyer.waitForURL(/\/en\/my\/orders\/\d+$/);
    return new URL(buyer.url()).pathname;
  }

  /** The seller confirms in en; answers the parcel's consignment id at the stand-in. */
  async function confirm(orderPath: string): Promise<string> {
    const seller = await phonePage();
    await logIn(seller, people.seller.email, PASSWORD);
    await visit(seller, orderPath);
    await seller.getByRole('button', { name: 'Confirm and book the courier' }).click();
    await seller.getByTestId('order-state').getByText('Booked with the courier').waitFor();
    const [order] = await running.db.query<{ number: string }>('SELECT number FROM orders WHERE id = $1', [
      Number(orderPath.split('/').at(-1)),
    ]);
    const { parcels } = (await hook('/parcels')) as { parcels: { consignmentId: string; merchantOrderId: string }[] };
    return parcels.find((p) => p.merchantOrderId === order?.number)?.consignmentId ?? '';
  }

  test(
    'paid with bKash, delivered, paid out to the seller a day later; a second order refused at the door; others get 404',
    async () => {
      const buyer = await phonePage();
      await logIn(buyer, people.buyer.email, PASSWORD);
      const paid = await buy(buyer, 'bKash now');
      await buyer.getByText('Paid with bKash').first().waitFor();
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('Waiting for the seller');

      const parcel = await confirm(paid);
      expect(parcel).not.toBe('');
      // Picked up, then delivered, their webhooks arriving the other way round: delivered first, then picked up.
      await hook(`/parcels/${parcel}/advance`, { status: 'picked', webhook: 'hold' });
      await hook(`/parcels/${parcel}/advance`, { status: 'delivered', webhook: 'hold' });
      await hook('/webhooks/release');
      await visit(buyer, paid);
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('Delivered');
      await buyer.getByText(/The seller is paid on .* unless the buyer complains/).waitFor();
      await expectNoHorizontalOverflow(buyer);

      // Another account sees no such order.
      const stranger = await phonePage();
      await logIn(stranger, people.stranger.email, PASSWORD);
      expect((await visit(stranger, paid))?.status()).toBe(404);

      // A day and an hour later, on a server sharing the database, the payout job releases the seller's money.
      const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-orders-later-'));
      const later = await startServer(dataDir, 0, {
        DATABASE_URL: running.url,
        CLOCK_OFFSET_SECONDS: String(25 * 3600),
        JOBS_INTERVAL_SECONDS: '1',
      });
      try {
        await expect
          .poll(
            async () =>
              (
                await running.db.query<{ state: string }>('SELECT state FROM orders WHERE id = $1', [
                  Number(paid.split('/').at(-1)),
                ])
              )[0]?.state,
            { timeout: 30_000, interval: 1_000 },
          )
          .toBe('accepted');
      } finally {
        expect(await later.stop()).toBe(0);
        await rm(dataDir, { recursive: true, force: true });
      }
      await visit(buyer, paid);
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('Complete');
      await buyer.getByText('The seller’s payout was released').waitFor();

      // Cash on delivery, opened at the door and refused: the parcel comes back to the seller.
      const refused = await buy(buyer, 'Cash on delivery');
      const second = await confirm(refused);
      await hook(`/parcels/${second}/advance`, { status: 'picked' });
      await hook(`/parcels/${second}/advance`, { status: 'return', reason: 'Customer refused after opening' });
      await visit(buyer, refused);
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('Returned');
      const history = await buyer.getByTestId('order-history').locator('li').allInnerTexts();
      expect(history.at(-1)).toContain('Came back to the seller');
      await expectNoHorizontalOverflow(buyer);
    },
    SLOW,
  );
});
