// Payments end to end through the API and the bKash stand-in over real HTTP (issue 13 item 7): a double click, a
// replayed callback, forged and tampered callbacks, a lost callback settled by the job, a crash between the
// provider's approval and activation, another user's ad, refunds.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { openMessaging } from '../../adapters/messaging.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { loadConfig } from '../../config.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { jobsOf } from '../../jobs/index.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { client, signUp } from '../accounts/testing.ts';
import { createAd } from '../../seed/factories.ts';
import type { PaymentView } from './service.ts';

const api = useTestApp();
const c = () => client(api);

/** A property ad (listing fee Tk 500) waiting for its fee. */
async function feeAd(userId: number) {
  const property = catalogueIndex.categoryById(210);
  const leaf = property ? (catalogueIndex.categoryChildren(property)[0]?.id ?? 210) : 210;
  const ad = await createAd(api.db, userId, { categoryId: leaf, status: 'pending_payment', publishedAt: null });
  await api.db.query('UPDATE ads SET listing_fee = 500 WHERE id = $1', [ad.id]);
  return ad;
}

async function buyer() {
  const { token, account, email } = await signUp(api);
  return { token, id: account.id, email, ad: await feeAd(account.id) };
}

const checkout = (token: string, adId: number, key = randomUUID(), locale = 'bn') =>
  c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: {
      context: 'post_ad',
      items: [{ type: 'listing_fee', ad_id: adId }],
      processor: 'bkash',
      idempotency_key: key,
      locale,
    },
  });

async function started(token: string, adId: number) {
  const response = await checkout(token, adId);
  expect(response.statusCode).toBe(201);
  return response.json<{ payment: PaymentView; redirect_url: string }>();
}

/** The buyer presses a button on the stand-in's hosted page: answers the callback path the browser is sent to. */
async function press(redirectUrl: string, action: 'pay' | 'fail' | 'cancel'): Promise<string | null> {
  const url = await pressOnHostedPage(redirectUrl, action);
  return url ? `${url.pathname}${url.search}` : null;
}

/** The browser arrives back at our callback. */
const back = (path: string) => c().call({ method: 'GET', url: path });

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

/** The reconciliation job, run by the durable runner as a server process would. */
async function runReconciliation() {
  const config = loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1' });
  const services = {
    db: api.db,
    config,
    storage: api.storage,
    counters: api.counters,
    ...openMessaging(config),
    clock: api.clock,
    payments: api.payments,
  };
  const runner = createJobRunner({
    db: api.db,
    jobs: jobsOf(services).filter((j) => j.name === 'payment-reconciliation'),
  });
  await api.db.query("UPDATE jobs SET next_run_at = now() WHERE name = 'payment-reconciliation'");
  await runner.runDue();
}

const standIn = () => {
  const bkash = api.payments.standIns.bkash;
  if (!bkash) throw new Error('no bKash stand-in');
  return bkash;
};

describe('paying a listing fee with bKash', () => {
  test('pay → callback → the server executes at bKash, the ad goes on to review, a receipt is e-mailed', async () => {
    standIn().misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    expect(payment).toMatchObject({ state: 'redirected', amount_poisha: 50000, currency: 'BDT', result: null });
    const callback = await press(redirect_url, 'pay');
    expect(callback).toMatch(/^\/data\/payments\/bkash\/return\?paymentID=.+&status=success$/);
    const landed = await back(callback ?? '');
    expect(landed.statusCode).toBe(303);
    expect(landed.headers.location).toBe(
      `/bn/post-ad/lst-fee/transaction?id=${me.ad.id}&payment%5Bcode%5D=${payment.code}`,
    );
    expect(await paymentOf(me.token, payment.code)).toMatchObject({
      state: 'success',
      result: 'success',
      products: { listing_fee: { amount_poisha: 50000 } },
      ad: { id: me.ad.id, status: 'pending_review' },
    });
    expect((await adStatus(me.ad.id))?.paid).not.toBeNull();
    const receipt = api.outbox.latest(me.email);
    expect(receipt?.subject).toContain(payment.code);
    expect(receipt?.text).toContain('৳ ৫০০');
  });

  test('a failed or cancelled payment leaves the ad waiting, and a new checkout can pay it', async () => {
    standIn().misbehave();
    const me = await buyer();
    const failed = await started(me.token, me.ad.id);
    await back((await press(failed.redirect_url, 'fail')) ?? '');
    expect(await paymentOf(me.token, failed.payment.code)).toMatchObject({ state: 'failed', result: 'failed' });
    const cancelled = await started(me.token, me.ad.id);
    await back((await press(cancelled.redirect_url, 'cancel')) ?? '');
    expect(await paymentOf(me.token, cancelled.payment.code)).toMatchObject({
      state: 'cancelled',
      result: 'cancelled',
    });
    expect((await adStatus(me.ad.id))?.status).toBe('pending_payment');
    const retry = await started(me.token, me.ad.id);
    await back((await press(retry.redirect_url, 'pay')) ?? '');
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a double click (two requests with one idempotency key) makes one payment', async () => {
    standIn().misbehave();
    const me = await buyer();
    const key = randomUUID();
    const [first, second] = await Promise.all([checkout(me.token, me.ad.id, key), checkout(me.token, me.ad.id, key)]);
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

  test('a replayed callback is stored once and activates nothing twice; a paid fee cannot be bought again', async () => {
    standIn().misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    const callback = (await press(redirect_url, 'pay')) ?? '';
    await back(callback);
    const replays = await Promise.all([back(callback), back(callback), c().call({ method: 'POST', url: callback })]);
    for (const replay of replays) expect(replay.statusCode).toBe(303);
    expect(await events(payment.code, 'return')).toBe(1);
    expect(await events(payment.code, 'activate')).toBe(1);
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect((await checkout(me.token, me.ad.id)).statusCode).toBe(409);
  });

  test('forged callbacks: unknown payment 404, malformed 400, a claimed success that bKash did not complete approves nothing', async () => {
    standIn().misbehave();
    const me = await buyer();
    expect((await back('/data/payments/bkash/return?paymentID=TR0011FORGED&status=success')).statusCode).toBe(404);
    expect((await back('/data/payments/bkash/return?status=success')).statusCode).toBe(400);
    expect((await back('/data/payments/nopay/return?paymentID=X&status=success')).statusCode).toBe(404);
    const { payment } = await started(me.token, me.ad.id);
    const [row] = await api.db.query<{ ref: string }>(
      'SELECT provider_reference AS ref FROM payments WHERE invoice_number = $1',
      [payment.code],
    );
    const forged = await back(`/data/payments/bkash/return?paymentID=${row?.ref}&status=success`);
    expect(forged.statusCode).toBe(303);
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    expect((await adStatus(me.ad.id))?.status).toBe('pending_payment');
  });

  test('a tampered amount (bKash reports another amount) is not approved and activates nothing', async () => {
    standIn().misbehave('changed-amount');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    await back((await press(redirect_url, 'pay')) ?? '');
    expect(await paymentOf(me.token, payment.code)).toMatchObject({
      state: 'failed',
      failure_reason: 'amount_mismatch',
    });
    expect(await events(payment.code, 'amount_mismatch')).toBe(1);
    expect((await adStatus(me.ad.id))?.status).toBe('pending_payment');
    standIn().misbehave();
  });

  test('a lost callback (and a forged cancel meanwhile) is settled by the reconciliation job', async () => {
    standIn().misbehave('lost-callback');
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    expect(await press(redirect_url, 'pay')).toBeNull();
    standIn().misbehave();
    const [row] = await api.db.query<{ ref: string }>(
      'SELECT provider_reference AS ref FROM payments WHERE invoice_number = $1',
      [payment.code],
    );
    await back(`/data/payments/bkash/return?paymentID=${row?.ref}&status=cancel`);
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    await runReconciliation();
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected'); // not due yet
    api.clock.advance(6 * 60_000);
    await runReconciliation();
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a server killed between the approval at bKash and activation settles on restart, activated once', async () => {
    standIn().misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    const callback = (await press(redirect_url, 'pay')) ?? '';
    // The crash point: the server executed the payment at bKash (money taken) and died before its transaction.
    const [row] = await api.db.query<{ ref: string }>(
      'SELECT provider_reference AS ref FROM payments WHERE invoice_number = $1',
      [payment.code],
    );
    const gateway = api.payments.get('bkash');
    const ref = { invoiceNumber: payment.code, providerReference: row?.ref ?? '', amountPoisha: 50000 };
    const notice = gateway?.parseNotice({
      kind: 'return',
      fields: { paymentID: ref.providerReference, status: 'success' },
    });
    if (!gateway || !notice) throw new Error('no gateway');
    expect((await gateway.confirm(ref, notice)).status).toBe('approved');
    expect((await paymentOf(me.token, payment.code)).state).toBe('redirected');
    // After the restart: the job asks bKash, which says completed; then the late callback changes nothing.
    api.clock.advance(6 * 60_000);
    await runReconciliation();
    await back(callback);
    expect((await paymentOf(me.token, payment.code)).state).toBe('success');
    expect(await events(payment.code, 'activate')).toBe(1);
    expect((await adStatus(me.ad.id))?.status).toBe('pending_review');
  });

  test('a checkout never paid is closed as expired after an hour, and the page reads failed', async () => {
    standIn().misbehave();
    const me = await buyer();
    const { payment } = await started(me.token, me.ad.id);
    api.clock.advance(61 * 60_000);
    await runReconciliation();
    expect(await paymentOf(me.token, payment.code)).toMatchObject({ state: 'expired', result: 'failed' });
  });

  test('bKash down when opening a checkout answers 503 and the open payment is closed later by the job', async () => {
    standIn().misbehave('server-error');
    const me = await buyer();
    const response = await checkout(me.token, me.ad.id);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SERVICE_UNAVAILABLE');
    standIn().misbehave();
    api.clock.advance(61 * 60_000);
    await runReconciliation();
    const [row] = await api.db.query<{ state: string }>('SELECT state FROM payments WHERE ad_id = $1', [me.ad.id]);
    expect(row?.state).toBe('expired');
  });
});

describe('nobody else’s payments', () => {
  test('another user’s ad, payment and invoice answer 404; an anonymous visitor 401', async () => {
    standIn().misbehave();
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
      checkout_params_v2: { slug: me.ad.slug, processors: [{ key: 'bkash', type: 'mobile_wallet' }] },
    });
  });

  test('only an admin refunds, through bKash, recorded as an event', async () => {
    standIn().misbehave();
    const me = await buyer();
    const { payment, redirect_url } = await started(me.token, me.ad.id);
    await back((await press(redirect_url, 'pay')) ?? '');
    const refund = (token: string) =>
      c().call({
        method: 'POST',
        url: `/data/payments/${payment.code}/refund`,
        token,
        payload: { reason: 'duplicate fee' },
      });
    expect((await refund(me.token)).statusCode).toBe(403);
    const admin = await signUp(api);
    await api.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.account.id]);
    const refunded = await refund(admin.token);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().payment).toMatchObject({ state: 'refunded', refunded_poisha: 50000 });
    expect(await events(payment.code, 'refund')).toBe(2); // the provider's refund and our state change
    expect((await refund(admin.token)).statusCode).toBe(409);
    expect((await c().call({ method: 'GET', url: '/data/my/payments', token: me.token })).json().payments[0].code).toBe(
      payment.code,
    );
  });
});
