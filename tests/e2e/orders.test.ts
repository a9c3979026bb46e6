// Buy now in the browser at 360 px in bn (issue 17): a buyer orders a delivery ad with cash on delivery (place chosen
// step by step, the courier's charge shown, a verified phone), the seller confirms (the parcel is booked with the
// Pathao stand-in), the stand-in moves the parcel along with its webhooks, and the buyer sees it delivered with its
// history. This file runs its own server on PostgreSQL (DATABASE_URL), so that the test can add its seller's ad.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { logIn, usePostgresServer } from './postgres-server.ts';
import { asNewVisitor, callerFor, signUpOverHttp, unique, verifyPhoneOverHttp } from './sign-up.ts';

const running = usePostgresServer('orders', 0);
const SLOW = 240_000;
const PASSWORD = 'Nouka Baich 2025';
const GROCERY = catalogueIndex.categoryBySlug('grocery')!.id;

let standIn = '';
let ad = { id: 0, slug: '' };
const people = {} as Record<'buyer' | 'seller', { email: string }>;

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
  for (const who of ['buyer', 'seller'] as const) {
    const email = `${who}.${unique()}@haat.test`;
    const ip = `10.9.${who === 'buyer' ? 1 : 2}.${Number(unique().slice(-2))}`;
    const account = await signUpOverHttp(baseUrl, {
      name: who === 'buyer' ? 'Rupa Akter' : 'Karim Store',
      email,
      password: PASSWORD,
      ip,
    });
    if (who === 'buyer') await verifyPhoneOverHttp(baseUrl, callerFor(baseUrl, ip, account.token));
    else await running.db.query('UPDATE users SET is_member = true WHERE id = $1', [account.id]);
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
      await buyer.getByLabel('বাড়ি, রোড ও চেনার মতো জায়গা').fill('বাড়ি ১২, রোড ৫, ধানমন্ডি');
      await expectNoHorizontalOverflow(buyer);
      await buyer.getByRole('button', { name: 'অর্ডার করুন' }).click();
      await buyer.waitForURL(/\/bn\/my\/orders\/\d+$/);
      const orderPath = new URL(buyer.url()).pathname;
      await expect(buyer.getByTestId('order-state').innerText()).resolves.toBe('বিক্রেতার অপেক্ষায়');

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
