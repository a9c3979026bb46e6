// Doorstep orders end to end through the API, the bKash stand-in and the Pathao stand-in over real HTTP:
// buy with cash on delivery and with bKash, the seller's confirmation booking one parcel, the courier's webhooks
// (duplicated, held and delivered out of order) moving the order forward only, a parcel refused at the door, the
// payout released by the job once the clock passes the complaint window, a complaint decided by an admin, the
// cash-on-delivery limit per phone, and another user getting 404. The app listens on loopback so the stand-ins'
// webhooks and returns reach it.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { runJobNow } from '../../jobs/testing.ts';
import { createAd } from '../../seed/factories.ts';
import { addPhone, client, makeStaff, signUp } from '../accounts/testing.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { notificationText } from '../notifications/service.ts';
import type { OrderView } from './own-orders.ts';

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const api = useTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
const c = () => client(api);
const GROCERY = catalogueIndex.categoryBySlug('grocery')!.id;

interface Person {
  token: string;
  id: number;
  phone: string;
}

let phoneCounter = 0;
async function person(): Promise<Person> {
  const { token, account } = await signUp(api);
  const phone = `+88017${String(10_000_000 + (Date.now() % 1_000_000) + ++phoneCounter * 1000).slice(-8)}`;
  await addPhone(api, token, phone);
  return { token, id: account.id, phone };
}

let seller: Person;
let zoneId = 0;
const standIn = () => api.couriers.standIn!;

beforeAll(async () => {
  await api.app.listen({ port, host: '127.0.0.1' });
  const integration = await standIn().setCallback(`http://127.0.0.1:${port}/data/orders/courier/webhook`);
  expect(integration).toMatchObject({ status: 202, integrated: true });
  seller = await person();
  await api.db.query('UPDATE users SET is_member = true WHERE id = $1', [seller.id]);
  const zones = await c().call({ method: 'GET', url: '/data/orders/places?city_id=1&locale=en' });
  zoneId = zones.json<{ places: { id: number }[] }>().places[0]!.id;
});

/** A delivery ad of the seller's: Tk 1,200, buyer pays delivery, 10 in stock. */
const deliveryAd = () =>
  createAd(api.db, seller.id, {
    categoryId: GROCERY,
    title: 'Miniket rice, 25 kg sack',
    price: 1200,
    isDoorstepDelivery: true,
  });

const order = (buyer: Person, adId: number, payment_method: 'cash_on_delivery' | 'online', key = randomUUID()) =>
  c().call({
    method: 'POST',
    url: '/data/orders',
    token: buyer.token,
    payload: {
      ad_id: adId,
      quantity: 1,
      city_id: 1,
      zone_id: zoneId,
      payment_method,
      recipient_name: 'Karim Ahmed',
      phone: buyer.phone,
      address: 'House 12, Road 5, Block C',
      idempotency_key: key,
      locale: 'bn',
    },
  });

async function placed(buyer: Person, adId: number, method: 'cash_on_delivery' | 'online' = 'cash_on_delivery') {
  const response = await order(buyer, adId, method);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ order: OrderView; redirect_url: string | null }>();
}

const act = (who: Person, id: number, step: string, payload?: object) =>
  c().call({ method: 'POST', url: `/data/my/orders/${id}/${step}`, token: who.token, ...(payload ? { payload } : {}) });

const view = async (who: Person, id: number) => {
  const response = await c().call({ method: 'GET', url: `/data/my/orders/${id}`, token: who.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ order: OrderView }>().order;
};

/** Placed, confirmed by the seller and booked: the parcel's consignment at the stand-in. */
async function booked(buyer: Person, method: 'cash_on_delivery' | 'online' = 'cash_on_delivery') {
  const ad = await deliveryAd();
  const { order: made } = await placed(buyer, ad.id, method);
  const confirmed = await act(seller, made.id, 'confirm');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const order = confirmed.json<{ order: OrderView }>().order;
  expect(order).toMatchObject({ state: 'handed_to_courier', booking: 'booked' });
  return { order, consignment: order.consignment_id! };
}

const steps = (order: OrderView) => order.history.map((h) => h.name);

describe('buy now with cash on delivery', () => {
  test('the price is the courier quote for the place; the buyer pays items and delivery at the door', async () => {
    const buyer = await person();
    const ad = await deliveryAd();
    const { order: made, redirect_url } = await placed(buyer, ad.id);
    expect(redirect_url).toBeNull();
    expect(made).toMatchObject({ state: 'placed', role: 'buyer', payment_method: 'cash_on_delivery', paid: false });
    // Inside Dhaka, 1 kg: Tk 70; the courier's 1 % COD charge on Tk 1,270 is the seller's.
    expect(made.money).toMatchObject({
      items_poisha: 120_000,
      delivery_poisha: 7_000,
      buyer_pays_poisha: 127_000,
      collect_poisha: 127_000,
      cod_charge_poisha: 1_270,
      seller_payout_poisha: 120_000 - 1_270,
    });
    expect(made.actions).toEqual(['cancel']);
    const sellerView = await view(seller, made.id);
    expect(sellerView.actions).toEqual(['confirm', 'cancel']);
  });

  test('the same idempotency key answers the same order: one row, stock taken once', async () => {
    const buyer = await person();
    const ad = await deliveryAd();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      order(buyer, ad.id, 'cash_on_delivery', key),
      order(buyer, ad.id, 'cash_on_delivery', key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().order.id).toBe(second.json().order.id);
    const [rows] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM orders WHERE ad_id = $1', [
      ad.id,
    ]);
    expect(rows?.count).toBe(1);
    const [stock] = await api.db.query<{ stock: number }>('SELECT stock FROM ad_delivery WHERE ad_id = $1', [ad.id]);
    expect(stock?.stock).toBe(9);
  });

  test('a phone that never took a parcel has one cash order under way: the second is COD_NOT_AVAILABLE', async () => {
    const buyer = await person();
    await placed(buyer, (await deliveryAd()).id);
    const second = await order(buyer, (await deliveryAd()).id, 'cash_on_delivery');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('COD_NOT_AVAILABLE');
  });

  test('an offer only to Chattogram division is not delivered to Dhaka: NOT_DELIVERED_HERE', async () => {
    const buyer = await person();
    const ad = await deliveryAd();
    const chattogram = catalogueIndex.locationBySlug('chattogram-division')!.id;
    await api.db.query('UPDATE ad_delivery SET nationwide = false, area_ids = $2::int[] WHERE ad_id = $1', [
      ad.id,
      [chattogram],
    ]);
    const response = await order(buyer, ad.id, 'cash_on_delivery');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('NOT_DELIVERED_HERE');
  });

  test('an unverified phone is refused', async () => {
    const buyer = await person();
    const response = await order({ ...buyer, phone: '+8801999999999' }, (await deliveryAd()).id, 'cash_on_delivery');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.violations).toEqual([{ path: 'phone', message: 'not_verified' }]);
  });

  test('seller confirms → one parcel booked; a duplicate webhook changes nothing; delivered; the job accepts it', async () => {
    const buyer = await person();
    const { order: made, consignment } = await booked(buyer);
    const parcels = standIn()
      .parcels()
      .filter((p) => p.merchantOrderId === made.number);
    expect(parcels).toEqual([expect.objectContaining({ consignmentId: consignment, amountToCollectTaka: 1270 })]);

    const twice = await standIn().advance(consignment, 'picked', { webhook: 'twice' });
    expect(twice.map((d) => d.status)).toEqual([202, 202]);
    expect(steps(await view(buyer, made.id))).toEqual(['placed', 'confirm', 'handOver', 'pickUp']);

    await standIn().advance(consignment, 'delivered');
    const delivered = await view(buyer, made.id);
    expect(delivered.state).toBe('delivered');
    // Cash: the buyer inspected before paying, so the payout is due at delivery and the job accepts the order.
    expect(delivered.payout.status).toBe('due');
    await runJobNow(api, 'order-payouts');
    const accepted = await view(seller, made.id);
    expect(accepted.state).toBe('accepted');
    expect(accepted.payout.released_at).not.toBeNull();
    expect(steps(accepted)).toEqual(['placed', 'confirm', 'handOver', 'pickUp', 'deliver', 'accept']);

    // Told at each step in the app, in the reader's language.
    const told = async (who: Person, language: string) =>
      (
        await c().call({
          method: 'GET',
          url: '/data/notifications',
          token: who.token,
          headers: { 'accept-language': language },
        })
      )
        .json<{ notifications: { kind: string; link: string; payload: { number: string; step: string } }[] }>()
        .notifications.filter((n) => n.kind === 'order' && n.payload.number === made.number)
        .map((n) => n.payload.step);
    expect(await told(buyer, 'bn')).toEqual(['accept', 'deliver', 'pickUp', 'handOver', 'confirm']);
    expect(await told(seller, 'en')).toEqual(['accept', 'deliver', 'pickUp', 'placed']);
    const delivery = { kind: 'order', payload: { number: made.number, title: 'চাল', step: 'deliver' } } as const;
    expect(notificationText('bn', delivery)).toBe(`"চাল"-এর অর্ডার ${made.number} পৌঁছে দেওয়া হয়েছে`);
    expect(notificationText('en', delivery)).toBe(`Order ${made.number} for "চাল" was delivered`);
  });

  test('webhooks out of order (delivered before picked) move the order forward only, with no gaps', async () => {
    const buyer = await person();
    const { order: made, consignment } = await booked(buyer);
    await standIn().advance(consignment, 'picked', { webhook: 'hold' });
    await standIn().advance(consignment, 'in_transit', { webhook: 'hold' });
    await standIn().advance(consignment, 'delivered', { webhook: 'hold' });
    // Released newest first: delivered arrives, then in transit and picked, late.
    const released = await standIn().releaseHeld();
    expect(released.map((d) => d.event)).toEqual(['order.delivered', 'order.in-transit', 'order.picked']);
    const after = await view(buyer, made.id);
    expect(after.state).toBe('delivered');
    expect(steps(after)).toEqual(['placed', 'confirm', 'handOver', 'pickUp', 'deliver']);
  });

  test('refused at the door: returned, the buyer pays nothing, the seller bears the courier bill', async () => {
    const buyer = await person();
    const { order: made, consignment } = await booked(buyer);
    await standIn().advance(consignment, 'picked');
    await standIn().advance(consignment, 'return', { reason: 'Customer refused: item not as described' });
    const returned = await view(seller, made.id);
    expect(returned.state).toBe('returned');
    expect(returned.money).toMatchObject({ buyer_refund_poisha: 0, seller_charge_poisha: 7_000 + 1_270 });
    expect(returned.payout.status).toBe('none');
    const [row] = await api.db.query<{ refused_at: Date | null }>('SELECT refused_at FROM orders WHERE id = $1', [
      made.id,
    ]);
    expect(row?.refused_at).not.toBeNull();
  });

  test('a booking whose answer is unknown stays unresolved (no second booking, no cancelling) until staff settle it', async () => {
    const buyer = await person();
    const { order: made } = await placed(buyer, (await deliveryAd()).id);
    standIn().misbehave('server-error');
    try {
      const confirmed = await act(seller, made.id, 'confirm');
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().order).toMatchObject({ state: 'confirmed', booking: 'unresolved', actions: [] });
      expect((await act(seller, made.id, 'book')).statusCode).toBe(409);
      const cancel = await act(seller, made.id, 'cancel');
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().error.violations).toEqual([{ path: 'state', message: 'parcel_booked' }]);
    } finally {
      standIn().misbehave();
    }
    // No order.created came: after 15 minutes staff look in the courier's panel, find no parcel and free the booking.
    const admin = await signUp(api);
    await makeStaff(api.db, admin.account.id, 'admin');
    const list = () => c().call({ method: 'GET', url: '/data/admin/orders/bookings', token: admin.token });
    expect((await list()).json().bookings.map((b: { id: number }) => b.id)).not.toContain(made.id);
    api.clock.advance(16 * 60_000);
    expect((await list()).json().bookings.map((b: { id: number }) => b.id)).toContain(made.id);
    const settled = await c().call({
      method: 'POST',
      url: `/data/admin/orders/${made.id}/booking`,
      token: admin.token,
      payload: { consignment_id: null, reason: 'No parcel with this number in the Pathao panel' },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await view(seller, made.id)).actions).toEqual(['cancel', 'book']);
    expect((await act(seller, made.id, 'book')).json().order.state).toBe('handed_to_courier');
    expect(
      standIn()
        .parcels()
        .filter((p) => p.merchantOrderId === made.number),
    ).toHaveLength(1);
  });

  test('a forged webhook is refused and moves nothing', async () => {
    const buyer = await person();
    const { order: made, consignment } = await booked(buyer);
    const forged = await c().call({
      method: 'POST',
      url: '/data/orders/courier/webhook',
      headers: { 'x-pathao-signature': 'guess' },
      payload: { consignment_id: consignment, event: 'order.delivered', updated_at: '2026-11-25 10:00:00' },
    });
    expect(forged.statusCode).toBe(401);
    expect((await view(buyer, made.id)).state).toBe('handed_to_courier');
  });
});

describe('buy now with bKash', () => {
  test('paid through the payments module; the payout waits 24 hours after delivery, then the job releases it', async () => {
    const buyer = await person();
    const ad = await deliveryAd();
    const { order: made, redirect_url } = await placed(buyer, ad.id, 'online');
    expect(made.money).toMatchObject({ buyer_pays_poisha: 127_000, collect_poisha: 0, cod_charge_poisha: 0 });
    // Not paid yet: the seller cannot confirm.
    expect((await act(seller, made.id, 'confirm')).statusCode).toBe(409);
    const way = await pressOnHostedPage('bkash', redirect_url!, 'pay');
    const back = await c().call({ method: 'GET', url: `${way!.url.pathname}${way!.url.search}` });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/bn/my/orders/${made.id}`);
    expect((await view(buyer, made.id)).paid).toBe(true);

    expect((await act(seller, made.id, 'confirm')).json().order.state).toBe('handed_to_courier');
    const consignment = (await view(buyer, made.id)).consignment_id!;
    await standIn().advance(consignment, 'delivered');
    const delivered = await view(buyer, made.id);
    expect(delivered.payout.status).toBe('waiting');
    expect(delivered.actions).toEqual(['accept', 'complain']);

    await runJobNow(api, 'order-payouts');
    expect((await view(buyer, made.id)).state).toBe('delivered');
    api.clock.advance(25 * 3_600_000);
    await runJobNow(api, 'order-payouts');
    const accepted = await view(seller, made.id);
    expect(accepted).toMatchObject({ state: 'accepted', payout: { status: 'due' } });
    expect(accepted.history.at(-1)).toMatchObject({ name: 'accept', actor: 'system' });
  });

  test('the pay step sent at once opens one checkout, and the order is paid once', async () => {
    const buyer = await person();
    const { order: made, redirect_url } = await placed(buyer, (await deliveryAd()).id, 'online');
    const cancelled = await pressOnHostedPage('bkash', redirect_url!, 'cancel');
    await c().call({ method: 'GET', url: `${cancelled!.url.pathname}${cancelled!.url.search}` });
    const answers = await Promise.all(Array.from({ length: 12 }, () => act(buyer, made.id, 'pay')));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const pages = new Set(answers.map((a) => a.json<{ redirect_url: string }>().redirect_url));
    expect(pages.size).toBe(1);
    const open = await api.db.query(
      `SELECT 1 FROM payments WHERE user_id = $1 AND state IN ('created', 'redirected')`,
      [buyer.id],
    );
    expect(open).toHaveLength(1);
    const way = await pressOnHostedPage('bkash', [...pages][0]!, 'pay');
    await c().call({ method: 'GET', url: `${way!.url.pathname}${way!.url.search}` });
    expect(await view(buyer, made.id)).toMatchObject({ paid: true });
  });

  test('a bKash checkout cancelled on its page is followed by a new one; the order is paid once', async () => {
    const buyer = await person();
    const { order: made, redirect_url } = await placed(buyer, (await deliveryAd()).id, 'online');
    const cancelled = await pressOnHostedPage('bkash', redirect_url!, 'cancel');
    await c().call({ method: 'GET', url: `${cancelled!.url.pathname}${cancelled!.url.search}` });
    const unpaid = await view(buyer, made.id);
    expect(unpaid).toMatchObject({ paid: false, state: 'placed', actions: ['cancel', 'pay'] });
    const again = await act(buyer, made.id, 'pay');
    expect(again.statusCode, again.body).toBe(200);
    const next = again.json<{ redirect_url: string }>().redirect_url;
    expect(next).not.toBe(redirect_url);
    // Asking again answers the same open page.
    expect((await act(buyer, made.id, 'pay')).json().redirect_url).toBe(next);
    const way = await pressOnHostedPage('bkash', next, 'pay');
    await c().call({ method: 'GET', url: `${way!.url.pathname}${way!.url.search}` });
    expect(await view(buyer, made.id)).toMatchObject({ paid: true, actions: ['cancel'] });
    expect((await act(seller, made.id, 'pay')).statusCode).toBe(409);
  });

  test('a complaint within 24 hours holds the payout; an admin decides for the buyer and the payment is refunded', async () => {
    const buyer = await person();
    const ad = await deliveryAd();
    const { order: made, redirect_url } = await placed(buyer, ad.id, 'online');
    const way = await pressOnHostedPage('bkash', redirect_url!, 'pay');
    await c().call({ method: 'GET', url: `${way!.url.pathname}${way!.url.search}` });
    await act(seller, made.id, 'confirm');
    await standIn().advance((await view(buyer, made.id)).consignment_id!, 'delivered');
    const complained = await act(buyer, made.id, 'complaint', { text: 'The rice is full of stones and smells bad.' });
    expect(complained.statusCode, complained.body).toBe(200);
    expect(complained.json().order.payout.status).toBe('held');
    // The window passing changes nothing while the case is open.
    api.clock.advance(25 * 3_600_000);
    await runJobNow(api, 'order-payouts');
    expect((await view(buyer, made.id)).state).toBe('delivered');

    const admin = await signUp(api);
    await makeStaff(api.db, admin.account.id, 'admin');
    const cases = await c().call({ method: 'GET', url: '/data/admin/orders/complaints', token: admin.token });
    expect(cases.json().cases.map((k: { id: number }) => k.id)).toContain(made.id);
    // Not for an ordinary user.
    expect(
      (await c().call({ method: 'GET', url: '/data/admin/orders/complaints', token: buyer.token })).statusCode,
    ).toBe(404);
    const decided = await c().call({
      method: 'POST',
      url: `/data/admin/orders/${made.id}/decision`,
      token: admin.token,
      payload: { decision: 'refund', reason: 'Photos show stones in the rice' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Refunded by Haat, not returned: no parcel came back (decision 237). Both sides see the same amounts: the buyer
    // gets back what was paid online, the seller gets nothing and bears the courier's bill, as on a refusal.
    const refunded = await view(buyer, made.id);
    expect(refunded).toMatchObject({
      state: 'refunded',
      complaint: { decision: 'refund' },
      payout: { status: 'none' },
    });
    expect(steps(refunded).at(-1)).toBe('refund');
    expect(refunded.money.buyer_refund_poisha).toBe(refunded.money.buyer_pays_poisha);
    expect(refunded.money.buyer_refund_poisha).toBe(127_000);
    expect(refunded.money.buyer_refunded_at).not.toBeNull();
    const sellerSide = await view(seller, made.id);
    expect(sellerSide.money).toEqual(refunded.money);
    expect(sellerSide.money).toMatchObject({ seller_payout_poisha: 0, seller_charge_poisha: 7_000 });
    // No payout is ever released for it, however late the job runs.
    api.clock.advance(30 * 24 * 3_600_000);
    await runJobNow(api, 'order-payouts');
    expect(await view(seller, made.id)).toMatchObject({ state: 'refunded', payout: { released_at: null } });
    // Not owed again: the refund went through with the decision.
    const owed = await c().call({ method: 'GET', url: '/data/admin/orders/refunds', token: admin.token });
    expect(owed.json().refunds.map((r: { id: number }) => r.id)).not.toContain(made.id);
    const [payment] = await api.db.query<{ state: string }>(
      'SELECT p.state FROM payments p JOIN orders o ON o.payment_id = p.id WHERE o.id = $1',
      [made.id],
    );
    expect(payment?.state).toBe('refunded');
  });
});

describe('refunds owed', () => {
  test('a paid order the buyer cancels is owed back; staff refund it through bKash once', async () => {
    const buyer = await person();
    const { order: made, redirect_url } = await placed(buyer, (await deliveryAd()).id, 'online');
    const way = await pressOnHostedPage('bkash', redirect_url!, 'pay');
    await c().call({ method: 'GET', url: `${way!.url.pathname}${way!.url.search}` });
    const cancelled = (await act(buyer, made.id, 'cancel')).json<{ order: OrderView }>().order;
    expect(cancelled).toMatchObject({
      state: 'cancelled',
      money: { buyer_refund_poisha: 127_000, buyer_refunded_at: null, seller_payout_poisha: 0 },
    });
    expect((await view(seller, made.id)).money).toEqual(cancelled.money);
    const admin = await signUp(api);
    await makeStaff(api.db, admin.account.id, 'admin');
    const owed = await c().call({ method: 'GET', url: '/data/admin/orders/refunds', token: admin.token });
    expect(owed.json().refunds.map((r: { id: number }) => r.id)).toContain(made.id);
    const refund = () =>
      c().call({
        method: 'POST',
        url: `/data/admin/orders/${made.id}/refund`,
        token: admin.token,
        payload: { reason: 'Cancelled by the buyer before the seller confirmed' },
      });
    const done = await refund();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().refunds.map((r: { id: number }) => r.id)).not.toContain(made.id);
    expect((await refund()).statusCode).toBe(409);
    const [payment] = await api.db.query<{ state: string }>(
      'SELECT p.state FROM payments p JOIN orders o ON o.payment_id = p.id WHERE o.id = $1',
      [made.id],
    );
    expect(payment?.state).toBe('refunded');
    const after = await view(buyer, made.id);
    expect(steps(after).at(-1)).toBe('refunded');
    // Still cancelled (it was never delivered); the refund is now made, and both sides say so.
    expect(after).toMatchObject({
      state: 'cancelled',
      money: { buyer_refund_poisha: 127_000, seller_payout_poisha: 0 },
    });
    expect(after.money.buyer_refunded_at).not.toBeNull();
    expect((await view(seller, made.id)).money).toEqual(after.money);
  });

  test('staff neither refund nor decide an order they bought (decision 235); another member of staff refunds it', async () => {
    const buyer = await person();
    const { order: made, redirect_url } = await placed(buyer, (await deliveryAd()).id, 'online');
    const way = await pressOnHostedPage('bkash', redirect_url!, 'pay');
    await c().call({ method: 'GET', url: `${way!.url.pathname}${way!.url.search}` });
    await act(buyer, made.id, 'cancel');
    await makeStaff(api.db, buyer.id, 'finance');
    const reason = { reason: 'Cancelled before the seller confirmed' };
    for (const step of ['refund', 'decision']) {
      const own = await c().call({
        method: 'POST',
        url: `/data/admin/orders/${made.id}/${step}`,
        token: buyer.token,
        payload: step === 'decision' ? { ...reason, decision: 'refund' } : reason,
      });
      expect(own.statusCode, own.body).toBe(403);
      expect(own.json().error.code).toBe('SELF_GRANT');
    }
    const [payment] = await api.db.query<{ state: string }>(
      'SELECT p.state FROM payments p JOIN orders o ON o.payment_id = p.id WHERE o.id = $1',
      [made.id],
    );
    expect(payment?.state).not.toBe('refunded');
    const colleague = await signUp(api);
    await makeStaff(api.db, colleague.account.id, 'finance');
    const done = await c().call({
      method: 'POST',
      url: `/data/admin/orders/${made.id}/refund`,
      token: colleague.token,
      payload: reason,
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('ownership', () => {
  test('another user gets 404 on the order and its steps; the lists show only the viewer’s own', async () => {
    const buyer = await person();
    const stranger = await person();
    const { order: made } = await placed(buyer, (await deliveryAd()).id);
    expect(
      (await c().call({ method: 'GET', url: `/data/my/orders/${made.id}`, token: stranger.token })).statusCode,
    ).toBe(404);
    for (const step of ['confirm', 'cancel', 'accept', 'book']) {
      expect((await act(stranger, made.id, step)).statusCode, step).toBe(404);
    }
    expect((await view(buyer, made.id)).state).toBe('placed');
    const mine = await c().call({ method: 'GET', url: '/data/my/orders?role=buyer', token: stranger.token });
    expect(mine.json().orders).toEqual([]);
    const sold = await c().call({ method: 'GET', url: '/data/my/orders?role=seller', token: seller.token });
    expect(sold.json().orders.map((o: OrderView) => o.id)).toContain(made.id);
    // The buyer may cancel before the seller confirms; the stock comes back.
    expect((await act(buyer, made.id, 'cancel')).json().order.state).toBe('cancelled');
  });
});
