// Payments end to end through the API and each processor's stand-in over real HTTP: a double
// click, a replayed callback, a duplicate IPN, a callback before the IPN, forged and tampered notices, a lost
// callback settled by the job, a crash between the provider's approval and activation, another user's ad, refunds.
// The app also listens on loopback, so SSLCommerz's server-to-server notifications (IPN) reach it for real.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { runJobNow } from '../../jobs/testing.ts';
import type { ProcessorName } from '../../adapters/payment-gateways/gateway.ts';
import { pressOnHostedPage, type WayBack } from '../../adapters/payment-gateways/testing.ts';
import { client, makeStaff, signUp } from '../accounts/testing.ts';
import type { PaymentView } from './views.ts';
import { feeAd } from './testing.ts';

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const api = useTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` });
beforeAll(async () => {
  await api.app.listen({ port, host: '127.0.0.1' });
});
const c = () => client(api);

async function buyer() {
  const { token, account, email } = await signUp(api);
  return { token, id: account.id, email, ad: await feeAd(api.db, account.id) };
}

const checkout = (token: string, adId: number, processor: ProcessorName = 'bkash', key = randomUUID()) =>
  c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: { context: 'post_ad', items: [{ type: 'listing_fee', ad_id: adId }], processor, idempotency_key: key },
  });

async function started(token: string, adId: number, processor: ProcessorName = 'bkash') {
  const response = await checkout(token, adId, processor);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ payment: PaymentView; redirect_url: string }>();
}

/** The buyer's browser arrives back at our return URL (GET for bKash, a form POST for SSLCommerz). */
const back = (way: WayBack | null) => {
  if (!way) throw new Error('the hosted page sent the browser nowhere');
  return c().call({
    method: way.method,
    url: `${way.url.pathname}${way.url.search}`,
    ...(way.method === 'POST'
      ? {
          payload: new URLSearchParams(way.fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }
      : {}),
  });
};

/** The fields a way back carries (bKash: its query; SSLCommerz: its form). */
const fieldsOf = (way: WayBack) => (way.method === 'GET' ? Object.fromEntries(way.url.searchParams) : way.fields);

const paymentOf = async (token: string, code: string) =>
  (await c().call({ method: 'GET', url: `/data/payments/${code}`, token })).json<{ payment: PaymentView }>().payment;

const adStatus = async (id: number) =>
  (
    await api.db.query<{ status: string; paid: Date | null }>(
      'SELECT status, listing_fee_paid_at AS paid FROM ads WHERE id = $1',
      [id],
    )
  )[0];

const events = (code: string, kind: string) =>
  api.db
    .query<{ count: number }>(
      `SELECT count(*)::int AS count FROM payment_events e JOIN payments p ON p.id = e.payment_id
       WHERE p.invoice_number = $1 AND e.kind = $2`,
      [code, kind],
    )
    .then((rows) => rows[0]?.count ?? 0);

const standIn = (processor: ProcessorName) => {
  const found = api.payments.standIns[processor];
  if (!found) throw new Error(`no ${processor} stand-in`);
  return found;
};

const PROCESSORS: ProcessorName[] = ['bkash', 'sslcommerz'];

describe.each(PROCESSORS)('paying a listing fee with %s', (processor) => {
  const press = (redirectUrl: string, action: 'pay' | 'fail' | 'cancel') =>
    pressOnHostedPage(processor, redirectUrl, action);

  test('pay → return → verified with the provider, the ad goes on to review, a receipt is e-mailed', async () => {
    standIn(processor).misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, processor);
    expect(payment).toMatchObject({ state: 'redirected', amount_poisha: 50000, currency: 'BDT', result: null });
    const landed = await back(await press(redirect_url, 'pay'));
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(
      `/bn/post-ad/lst-fee/transaction?id=${me.ad.id}&payment%5Bcode%5D=${payment.code}`,
    );
    expect(await paymentOf(me.token, payment.code)).toMatchObject({
      state: 'success',
      result: 'success',
      processor,
      products: { listing_fee: { amount_poisha: 50000 } },
      ad: { id: me.ad.id, status: 'pending_review' },
    });
    expect((await adStatus(me.ad.id))?.paid).not.toBeNull();
    expect(await events(payment.code, 'activate')).toBe(1);
    const receipt = api.outbox.latest(me.email);
    expect(receipt?.subject).toContain(payment.code);
    expect(receipt?.text).toContain('৳ ৫০০');
  });

  test('a failed or cancelled payment leaves the ad waiting, and a new checkout can pay it', async () => {
    standIn(processor).misbehave();
    const me = await buyer();
    const failed = await started(me.token, me.ad.id, processor);
    await back(await press(failed.redirect_url, 'fail'));
    expect(await paymentOf(me.token, failed.payment.code)).toMatchObject({ state: 'failed', result: 'failed' });
    const cancelled = await started(me.token, me.ad.id, processor);
    await back(await press(cancelled.redirect_url, 'cancel'));
    expect(await paymentOf(me.token, cancelled.payment.code)).toMatchObject({
      state: 'cancelled',
      result: 'cancelled',
    });
    expect((await adStatus(me.ad.id))?.status).toBe('pending_payment');
    const retry = await started(me.token, me.ad.id, processor);
    await back(await press(retry.redirect_url, 'pay'));
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a double click (two requests with one idempotency key) makes one payment', async () => {
    standIn(processor).misbehave();
    const me = await buyer();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      checkout(me.token, me.ad.id, processor, key),
      checkout(me.token, me.ad.id, processor, key),
    ]);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().payment.code).toBe(first.json().payment.code);
    expect(second.json().redirect_url).toBe(first.json().redirect_url);
    const [count] = await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM payments WHERE ad_id = $1',
      [me.ad.id],
    );
    expect(count?.count).toBe(1);
  });

  test('a replayed return is stored once and activates nothing twice; a paid fee cannot be bought again', async () => {
    standIn(processor).misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, processor);
    const way = await press(redirect_url, 'pay');
    await back(way);
    const replays = await Promise.all([back(way), back(way), back(way)]);
    for (const replay of replays) expect(replay.statusCode).toBe(303);
    expect(await events(payment.code, 'return')).toBe(1);
    expect(await events(payment.code, 'activate')).toBe(1);
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect((await checkout(me.token, me.ad.id, processor)).statusCode).toBe(409);
  });

  test('a tampered amount (the provider verifies another amount) is not approved and activates nothing', async () => {
    standIn(processor).misbehave('changed-amount', 'no-ipn');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, processor);
    await back(await press(redirect_url, 'pay'));
    expect(await paymentOf(me.token, payment.code)).toMatchObject({
      state: 'failed',
      failure_reason: 'amount_mismatch',
    });
    expect(await events(payment.code, 'amount_mismatch')).toBe(1);
    expect((await adStatus(me.ad.id))?.status).toBe('pending_payment');
  });

  test('a lost callback is settled by the reconciliation job', async () => {
    standIn(processor).misbehave('lost-callback');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, processor);
    expect(await press(redirect_url, 'pay')).toBeNull();
    standIn(processor).misbehave();
    await runJobNow(api, 'payment-reconciliation');
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected'); // not due yet
    api.clock.advance(6 * 60_000);
    await runJobNow(api, 'payment-reconciliation');
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a server killed between the approval at the provider and activation settles on restart, activated once', async () => {
    standIn(processor).misbehave('no-ipn');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, processor);
    const way = await press(redirect_url, 'pay');
    if (!way) throw new Error('no way back');
    // The crash point: the server heard the provider approve (bKash: executed, money taken; SSLCommerz: validated)
    // and died before its transaction committed.
    const [row] = await api.db.query<{ ref: string }>(
      'SELECT provider_reference AS ref FROM payments WHERE invoice_number = $1',
      [payment.code],
    );
    const gateway = api.payments.get(processor);
    if (!gateway) throw new Error('no gateway');
    const ref = { invoiceNumber: payment.code, providerReference: row?.ref ?? '', amountPoisha: 50000 };
    const notice = gateway.parseNotice({ kind: 'return', fields: fieldsOf(way) });
    expect((await gateway.confirm(ref, notice)).status).toBe('approved');
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    // After the restart: the job asks the provider, which says paid; then the late return changes nothing.
    api.clock.advance(6 * 60_000);
    await runJobNow(api, 'payment-reconciliation');
    await back(way);
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect(await events(payment.code, 'activate')).toBe(1);
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a checkout never paid is closed as expired, and the page reads failed', async () => {
    standIn(processor).misbehave();
    const me = await buyer();
    const { payment } = await started(me.token, me.ad.id, processor);
    api.clock.advance(61 * 60_000);
    await runJobNow(api, 'payment-reconciliation');
    expect(await paymentOf(me.token, payment.code)).toMatchObject({ state: 'expired', result: 'failed' });
  });

  test('the provider down when opening a checkout answers 503, and the open payment is closed later by the job', async () => {
    standIn(processor).misbehave('server-error');
    const me = await buyer();
    const response = await checkout(me.token, me.ad.id, processor);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    standIn(processor).misbehave();
    api.clock.advance(61 * 60_000);
    await runJobNow(api, 'payment-reconciliation');
    const [row] = await api.db.query<{ state: string }>('SELECT state FROM payments WHERE ad_id = $1', [me.ad.id]);
    expect(row?.state).toBe('expired');
  });
});

describe('SSLCommerz notifications (IPN)', () => {
  const notices = (code: string) => events(code, 'notify');

  test('a duplicate IPN settles nothing twice, and a replayed one is stored once', async () => {
    standIn('sslcommerz').misbehave('duplicate-ipn');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, 'sslcommerz');
    const way = await pressOnHostedPage('sslcommerz', redirect_url, 'pay');
    if (!way) throw new Error('no way back');
    // Both IPNs came before the page answered (the second says VALIDATED: SSLCommerz had been asked by then).
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect(await notices(payment.code)).toBe(2);
    // The same IPN again, raw, from anywhere: one more row would be a second event; there is none.
    const replay = await c().call({
      method: 'POST',
      url: '/data/payments/sslcommerz/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sandbox.sslcommerz.com' },
      payload: new URLSearchParams(way.fields).toString(),
    });
    expect(replay.json()).toEqual({ state: 'success' });
    expect(await notices(payment.code)).toBe(2);
    await back(way);
    expect(await events(payment.code, 'approve')).toBe(1);
    expect(await events(payment.code, 'activate')).toBe(1);
  });

  test('a return before the IPN settles the payment; the IPN that follows changes nothing', async () => {
    standIn('sslcommerz').misbehave('callback-before-ipn');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, 'sslcommerz');
    const way = await pressOnHostedPage('sslcommerz', redirect_url, 'pay');
    expect(await notices(payment.code)).toBe(0);
    await back(way);
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    await expect.poll(() => notices(payment.code), { timeout: 10_000 }).toBe(1);
    expect(await events(payment.code, 'activate')).toBe(1);
  });

  test('a buyer still on the page after 5 minutes is not closed early: SSLCommerz calls an unpaid session expired', async () => {
    standIn('sslcommerz').misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, 'sslcommerz');
    api.clock.advance(6 * 60_000);
    await runJobNow(api, 'payment-reconciliation');
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    await back(await pressOnHostedPage('sslcommerz', redirect_url, 'pay'));
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
  });

  test('a buyer who pays after the checkout expired gets what they paid for', async () => {
    standIn('sslcommerz').misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id, 'sslcommerz');
    api.clock.advance(61 * 60_000);
    await runJobNow(api, 'payment-reconciliation');
    expect((await paymentOf(me.token, payment.code)).state).toBe('expired');
    await back(await pressOnHostedPage('sslcommerz', redirect_url, 'pay'));
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a forged IPN (a bad signature or no such transaction) is refused and settles nothing', async () => {
    standIn('sslcommerz').misbehave();
    const me = await buyer();
    const { payment } = await started(me.token, me.ad.id, 'sslcommerz');
    const forged = await c().call({
      method: 'POST',
      url: '/data/payments/sslcommerz/notify',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({
        tran_id: payment.code,
        val_id: 'FORGED',
        status: 'VALID',
        amount: '500.00',
        currency: 'BDT',
        verify_key: 'tran_id,val_id,status',
        verify_sign: '0'.repeat(32),
      }).toString(),
    });
    expect([400, 404]).toContain(forged.statusCode);
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
  });
});

describe('bKash callbacks, raw', () => {
  test('unknown payment 404, malformed 400; a claimed success or cancel bKash did not record changes nothing', async () => {
    standIn('bkash').misbehave();
    const me = await buyer();
    const get = (url: string) => c().call({ method: 'GET', url });
    expect((await get('/data/payments/bkash/return?paymentID=TR0011FORGED&status=success')).statusCode).toBe(404);
    expect((await get('/data/payments/bkash/return?status=success')).statusCode).toBe(400);
    expect((await get('/data/payments/nopay/return?paymentID=X&status=success')).statusCode).toBe(404);
    // This checkout's browser will not come back (the stand-in fixes faults when a checkout is created).
    standIn('bkash').misbehave('lost-callback');
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    const [row] = await api.db.query<{ ref: string }>(
      'SELECT provider_reference AS ref FROM payments WHERE invoice_number = $1',
      [payment.code],
    );
    const forged = await get(`/data/payments/bkash/return?paymentID=${row?.ref}&status=success`);
    expect(forged.statusCode).toBe(303);
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    // Paid at bKash, callback lost, and a forged cancel arrives: bKash is asked, the payment is not cancelled.
    expect(await pressOnHostedPage('bkash', redirect_url, 'pay')).toBeNull();
    await get(`/data/payments/bkash/return?paymentID=${row?.ref}&status=cancel`);
    // (Still open: bKash says Initiated until executed; the reconciliation job executes it, tested above.)
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    standIn('bkash').misbehave();
  });
});

describe('nobody else’s payments', () => {
  test('another user’s ad, payment and invoice answer 404; an anonymous visitor 401', async () => {
    standIn('bkash').misbehave();
    const owner = await buyer();
    const other = await signUp(api);
    const { payment } = await started(owner.token, owner.ad.id);
    expect((await checkout(other.token, owner.ad.id)).statusCode).toBe(404);
    expect(
      (await c().call({ method: 'GET', url: `/data/payments/${payment.code}`, token: other.token })).statusCode,
    ).toBe(404);
    const invoice = `/data/promotions/invoice-details?paymentCode=${payment.code}`;
    expect((await c().call({ method: 'GET', url: invoice, token: other.token })).statusCode).toBe(404);
    expect((await c().call({ method: 'GET', url: invoice, token: owner.token })).json().invoice.code).toBe(
      payment.code,
    );
    const products = `/data/promotions/available-products?slug=${owner.ad.slug}`;
    expect((await c().call({ method: 'GET', url: products, token: other.token })).statusCode).toBe(404);
    expect((await c().call({ method: 'GET', url: invoice })).statusCode).toBe(401);
    expect((await c().call({ method: 'GET', url: '/data/my/payments' })).statusCode).toBe(401);
    const anonymous = await c().call({
      method: 'POST',
      url: '/data/payments/checkout',
      payload: {
        context: 'post_ad',
        items: [{ type: 'listing_fee', ad_id: owner.ad.id }],
        processor: 'bkash',
        idempotency_key: randomUUID(),
      },
    });
    expect(anonymous.statusCode).toBe(401);
    const history = await c().call({ method: 'GET', url: '/data/my/payments', token: other.token });
    expect(history.json().payments).toEqual([]);
  });

  test('available products name the listing fee and the processors (checkout_params_v2.processors)', async () => {
    const me = await buyer();
    const response = await c().call({
      method: 'GET',
      url: `/data/promotions/available-products?slug=${me.ad.slug}`,
      token: me.token,
    });
    expect(response.json()).toMatchObject({
      products: { listing_fee: { kind: 'listing_fee', currency: 'BDT', amount_poisha: 50000 } },
      checkout_params_v2: {
        slug: me.ad.slug,
        processors: [
          { key: 'bkash', type: 'mobile_wallet' },
          { key: 'sslcommerz', type: 'card_and_bank' },
        ],
      },
    });
  });

  test('only an admin refunds, through bKash, recorded as an event', async () => {
    standIn('bkash').misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    await back(await pressOnHostedPage('bkash', redirect_url, 'pay'));
    const refund = (token: string) =>
      c().call({
        method: 'POST',
        url: `/data/payments/${payment.code}/refund`,
        token,
        payload: { reason: 'duplicate fee' },
      });
    expect((await refund(me.token)).statusCode).toBe(404);
    const admin = await signUp(api);
    await makeStaff(api.db, admin.account.id, 'admin');
    const refunded = await refund(admin.token);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().payment).toMatchObject({ state: 'refunded', refunded_poisha: 50000 });
    expect(await events(payment.code, 'refund')).toBe(2); // the provider's refund and our state change
    // Refunded already: the same answer, no second payout.
    const again = await refund(admin.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toMatchObject({ state: 'refunded', refunded_poisha: 50000 });
    expect(await events(payment.code, 'refund')).toBe(2);
    expect((await c().call({ method: 'GET', url: '/data/my/payments', token: me.token })).json().payments[0].code).toBe(
      payment.code,
    );
  });

  test.each(['bkash', 'sslcommerz'] as const)(
    'a %s refund whose answer was lost is retried with its recorded key and pays out once',
    async (processor) => {
      const me = await buyer();
      const { payment, redirect_url } = await started(me.token, me.ad.id, processor);
      await back(await pressOnHostedPage(processor, redirect_url, 'pay'));
      const admin = await signUp(api);
      await makeStaff(api.db, admin.account.id, 'admin');
      const refund = () =>
        c().call({
          method: 'POST',
          url: `/data/payments/${payment.code}/refund`,
          token: admin.token,
          payload: { reason: 'duplicate fee' },
        });
      // The provider refunds, but its answer never reaches us: we cannot tell, so nothing is recorded as refunded.
      standIn(processor).misbehave('lost-refund-answer');
      expect((await refund()).statusCode).toBe(503);
      standIn(processor).misbehave();
      // The whole fee was refunded already at the provider: a second refund would be refused there, so this answer
      // is the first refund's.
      const retried = await refund();
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().payment).toMatchObject({ state: 'refunded', refunded_poisha: 50000 });
      expect(await events(payment.code, 'refund_requested')).toBe(1);
      expect(await events(payment.code, 'refund')).toBe(2); // one provider refund, one state change
    },
  );
});
