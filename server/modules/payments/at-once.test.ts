// Money taken exactly once whatever arrives at once (decision 228): every money call sent ten or more times at once,
// through the API and the bKash stand-in, on PGlite and on PostgreSQL (CI runs this file on both). Exactly one takes
// effect; the others answer the same result or a clear 409, never a 500. Also what a refund undoes, a promotion
// queued after the one running, whole taka and the buyer's discarding of an abandoned checkout.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { client, makeStaff, signUp } from '../accounts/testing.ts';
import { memberFlags, termsOf } from '../memberships/testing.ts';
import { createAd } from '../../seed/factories.ts';
import type { PaymentView } from './views.ts';
import { feeAd } from './testing.ts';

const api = useTestApp();
const c = () => client(api);
const AT_ONCE = 12;
const DAY = 86_400_000;

type Answer = Awaited<ReturnType<ReturnType<typeof c>['call']>>;

const checkout = (token: string, items: unknown[], extra: Record<string, unknown> = {}) =>
  c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: { context: 'promotion', items, processor: 'bkash', idempotency_key: randomUUID(), ...extra },
  });

const atOnce = (send: () => Promise<Answer>) => Promise.all(Array.from({ length: AT_ONCE }, send));

/** No answer is a server failure, and each is one of the statuses expected. */
function onlyStatuses(answers: Answer[], allowed: number[]) {
  for (const answer of answers) expect(allowed, answer.body).toContain(answer.statusCode);
}

const codesOf = (answers: Answer[]) =>
  new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ payment: PaymentView }>().payment.code));

async function payOnStandIn(redirectUrl: string) {
  const way = await pressOnHostedPage('bkash', redirectUrl, 'pay');
  if (!way) throw new Error('the hosted page sent the browser nowhere');
  expect((await c().call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` })).statusCode).toBe(303);
}

const paymentsOf = (userId: number) =>
  api.db.query<{ invoice_number: string; state: string; amount_poisha: number }>(
    'SELECT invoice_number, state, amount_poisha FROM payments WHERE user_id = $1 ORDER BY id',
    [userId],
  );

async function seller() {
  const { token, account } = await signUp(api);
  const ad = await createAd(api.db, account.id, { title: 'Toyota Axio 2016 fresh', publishedAt: api.clock.now() });
  return { token, id: account.id, ad };
}

async function admin() {
  const staff = await signUp(api);
  await makeStaff(api.db, staff.account.id, 'admin');
  return staff.token;
}

const refund = (token: string, code: string) =>
  c().call({ method: 'POST', url: `/data/payments/${code}/refund`, token, payload: { reason: 'paid twice' } });

describe('the same checkout at once', () => {
  test('a listing fee asked for at once under different keys is one payment, and one charge', async () => {
    const me = await seller();
    const ad = await feeAd(api.db, me.id);
    const items = [{ type: 'listing_fee', ad_id: ad.id }];
    const answers = await atOnce(() => checkout(me.token, items, { context: 'post_ad' }));
    onlyStatuses(answers, [201]);
    expect(codesOf(answers).size).toBe(1);
    expect(await paymentsOf(me.id)).toHaveLength(1);
    // The same fee through another processor while it is open: refused, naming the checkout to resume or discard.
    const other = await checkout(me.token, items, { context: 'post_ad', processor: 'sslcommerz' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatchObject({
      code: 'CHECKOUT_OPEN',
      violations: [{ path: 'payment.code', message: [...codesOf(answers)][0] }],
    });
  });

  test('the same key sent at once is one payment', async () => {
    const me = await seller();
    const ad = await feeAd(api.db, me.id);
    const key = randomUUID();
    const answers = await atOnce(() =>
      checkout(me.token, [{ type: 'listing_fee', ad_id: ad.id }], { context: 'post_ad', idempotency_key: key }),
    );
    onlyStatuses(answers, [201]);
    expect(codesOf(answers).size).toBe(1);
    expect(await paymentsOf(me.id)).toHaveLength(1);
  });

  test('a Top Ad for one ad bought at once is one payment; bought again once paid, it queues after the first', async () => {
    const me = await seller();
    const items = [{ type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-3d-vehicles' }];
    const answers = await atOnce(() => checkout(me.token, items));
    onlyStatuses(answers, [201]);
    expect(codesOf(answers).size).toBe(1);
    await payOnStandIn(answers[0]!.json<{ redirect_url: string }>().redirect_url);
    const [first] = await api.db.query<{ starts_at: Date; ends_at: Date }>(
      'SELECT starts_at, ends_at FROM promotions WHERE ad_id = $1',
      [me.ad.id],
    );
    expect(first!.ends_at.getTime() - first!.starts_at.getTime()).toBe(3 * DAY);

    // What the promote page shows before paying: the second period starts when the first ends.
    const quote = await c().call({
      method: 'POST',
      url: '/data/products/upsell',
      token: me.token,
      payload: { slug: me.ad.slug, promotions: [{ kind: 'top_ad', selected: true, value: 'top_ad-3d-vehicles' }] },
    });
    expect(quote.json().items[0].queued_after).toBe(first!.ends_at.toISOString());
    const again = await atOnce(() => checkout(me.token, items));
    onlyStatuses(again, [201]);
    expect(codesOf(again).size).toBe(1);
    await payOnStandIn(again[0]!.json<{ redirect_url: string }>().redirect_url);
    const periods = await api.db.query<{ starts_at: Date; ends_at: Date }>(
      'SELECT starts_at, ends_at FROM promotions WHERE ad_id = $1 ORDER BY starts_at',
      [me.ad.id],
    );
    expect(periods).toHaveLength(2);
    expect(periods[1]!.starts_at).toEqual(first!.ends_at);
    expect(await paymentsOf(me.id)).toHaveLength(2);
  });

  test('a schedule more than 90 days ahead is refused', async () => {
    const me = await seller();
    const far = new Date(Math.ceil((api.clock.now().getTime() + 91 * DAY) / 1_800_000) * 1_800_000);
    const answer = await checkout(me.token, [
      { type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-3d-vehicles', schedule_at: far.toISOString() },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('SCHEDULE_TOO_FAR');
  });
});

describe('vouchers at once', () => {
  const voucher = async (code: string, kind: 'fixed' | 'percent', value: number, perUser: number, total: number) =>
    api.db.query(
      `INSERT INTO promotion_vouchers (code, discount_kind, discount_value, expires_at, per_user_limit, total_limit)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [code, kind, value, new Date(api.clock.now().getTime() + DAY), perUser, total],
    );

  test('a single-use voucher taken by checkouts of different ads at once is used once; discarded, it is free again', async () => {
    await voucher('ONCE400', 'fixed', 40_000, 1, 1);
    const me = await seller();
    const ads = [me.ad, ...(await Promise.all(Array.from({ length: AT_ONCE - 1 }, () => createAd(api.db, me.id))))];
    const answers = await Promise.all(
      ads.map((ad) =>
        checkout(me.token, [
          { type: 'urgent_ad', ad_id: ad.id, variant_id: 'urgent_ad-7d-vehicles' },
          { type: 'voucher_v2', ad_id: ad.id, code: 'ONCE400' },
        ]),
      ),
    );
    onlyStatuses(answers, [201, 400]);
    const opened = answers.filter((a) => a.statusCode === 201);
    expect(opened).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().error.code).toBe('VOUCHER_USED_UP');
    }
    const held = opened[0]!.json<{ payment: PaymentView }>().payment;
    // Discarded (ten times at once): it closes once, leaves the buyer's list, and the voucher is free again.
    const discards = await atOnce(() =>
      c().call({ method: 'POST', url: `/data/payments/${held.code}/discard`, token: me.token }),
    );
    onlyStatuses(discards, [200]);
    expect(discards.map((d) => d.json().payment.state)).toEqual(Array(AT_ONCE).fill('expired'));
    const mine = await c().call({ method: 'GET', url: '/data/my/payments', token: me.token });
    expect(mine.json().payments).toEqual([]);
    const stranger = await seller();
    const foreign = await c().call({
      method: 'POST',
      url: `/data/payments/${held.code}/discard`,
      token: stranger.token,
    });
    expect(foreign.statusCode).toBe(404);
    const reused = await checkout(me.token, [
      { type: 'urgent_ad', ad_id: me.ad.id, variant_id: 'urgent_ad-7d-vehicles' },
      { type: 'voucher_v2', ad_id: me.ad.id, code: 'ONCE400' },
    ]);
    expect(reused.statusCode, reused.body).toBe(201);
  });

  test("a voucher's overall limit holds against many buyers at once", async () => {
    await voucher('EID3', 'percent', 99, 1, 3);
    const sellers = await Promise.all(Array.from({ length: AT_ONCE }, seller));
    const answers = await Promise.all(
      sellers.map((s) =>
        checkout(s.token, [
          { type: 'top_ad', ad_id: s.ad.id, variant_id: 'top_ad-3d-vehicles' },
          { type: 'voucher_v2', ad_id: s.ad.id, code: 'EID3' },
        ]),
      ),
    );
    onlyStatuses(answers, [201, 400]);
    const opened = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ payment: PaymentView }>().payment);
    expect(opened).toHaveLength(3);
    // 99 % off ৳900 is ৳891: each pays ৳9.
    expect(opened.map((p) => p.amount_poisha)).toEqual([900, 900, 900]);
  });
});

describe('memberships and orders at once', () => {
  const buyMembership = (token: string, variant: string) =>
    c().call({
      method: 'POST',
      url: '/data/payments/checkout',
      token,
      payload: {
        context: 'omp',
        items: [{ type: 'membership_package', variant_id: variant }],
        processor: 'bkash',
        idempotency_key: randomUUID(),
      },
    });

  test('two upgrades opened at once cannot both take the term’s credit: one checkout, in whole taka', async () => {
    const me = await signUp(api);
    const first = await buyMembership(me.token, 'general-basic-1m');
    await payOnStandIn(first.json<{ redirect_url: string }>().redirect_url);
    api.clock.advance(7 * DAY + 3_600_000);
    const answers = await Promise.all([
      ...Array.from({ length: AT_ONCE / 2 }, () => buyMembership(me.token, 'general-premium-1m')),
      ...Array.from({ length: AT_ONCE / 2 }, () => buyMembership(me.token, 'general-plus-1m')),
    ]);
    onlyStatuses(answers, [201, 409]);
    expect(codesOf(answers).size).toBe(1);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().error.code).toBe('CHECKOUT_OPEN');
    }
    const [, upgrade] = await paymentsOf(me.account.id);
    expect(upgrade!.amount_poisha % 100).toBe(0);
    expect(await paymentsOf(me.account.id)).toHaveLength(2);
  });

  test('a refunded membership ends at once, and the refund of an upgrade gives the old term back', async () => {
    const me = await signUp(api);
    const staff = await admin();
    const basic = await buyMembership(me.token, 'general-basic-1m');
    await payOnStandIn(basic.json<{ redirect_url: string }>().redirect_url);
    api.clock.advance(DAY);
    const premium = await buyMembership(me.token, 'general-premium-1m');
    await payOnStandIn(premium.json<{ redirect_url: string }>().redirect_url);
    const code = premium.json<{ payment: PaymentView }>().payment.code;
    const answers = await atOnce(() => refund(staff, code));
    onlyStatuses(answers, [200]);
    expect(new Set(answers.map((a) => a.json().payment.state))).toEqual(new Set(['refunded']));
    const terms = await termsOf(api.db, me.account.id);
    expect(terms.map((t) => [t.variant_identifier, t.status])).toEqual([
      ['general-basic-1m', 'active'],
      ['general-premium-1m', 'cancelled'],
    ]);
    expect(await memberFlags(api.db, me.account.id)).toEqual({ is_member: true, is_featured_member: false });
    const refunds = await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM payment_events WHERE kind = 'refund' AND data->>'reason' = 'paid twice'",
    );
    expect(refunds[0]!.count).toBe(1);
  });
});

describe('what a refund undoes', () => {
  test('refunds sent at once move the money once, answer alike, and end the Top Ad they paid for', async () => {
    const me = await seller();
    const staff = await admin();
    const started = await checkout(me.token, [{ type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-3d-vehicles' }]);
    await payOnStandIn(started.json<{ redirect_url: string }>().redirect_url);
    const code = started.json<{ payment: PaymentView }>().payment.code;
    const effects = () =>
      api.db
        .query<{ count: number }>('SELECT count(*)::int AS count FROM ad_promotions WHERE ad_id = $1', [me.ad.id])
        .then((rows) => rows[0]!.count);
    expect(await effects()).toBeGreaterThan(0);
    const answers = await atOnce(() => refund(staff, code));
    onlyStatuses(answers, [200]);
    expect(new Set(answers.map((a) => a.json().payment.state))).toEqual(new Set(['refunded']));
    const events = await api.db.query<{ kind: string }>(
      `SELECT e.kind FROM payment_events e JOIN payments p ON p.id = e.payment_id
       WHERE p.invoice_number = $1 AND e.kind IN ('refund', 'refund_requested')`,
      [code],
    );
    expect(events.map((e) => e.kind).sort()).toEqual(['refund', 'refund', 'refund_requested']);
    expect(await effects()).toBe(0);
    const [promotion] = await api.db.query<{ cancelled: boolean; refunded_poisha: number; amount_poisha: number }>(
      'SELECT cancelled_at IS NOT NULL AS cancelled, refunded_poisha, amount_poisha FROM promotions WHERE ad_id = $1',
      [me.ad.id],
    );
    expect(promotion).toMatchObject({ cancelled: true, refunded_poisha: promotion!.amount_poisha });
  });

  test('a refunded listing fee sends its ad back to wait for the fee', async () => {
    const me = await seller();
    const ad = await feeAd(api.db, me.id);
    const started = await checkout(me.token, [{ type: 'listing_fee', ad_id: ad.id }], { context: 'post_ad' });
    await payOnStandIn(started.json<{ redirect_url: string }>().redirect_url);
    const status = async () =>
      (
        await api.db.query<{ status: string; paid: boolean }>(
          'SELECT status, listing_fee_paid_at IS NOT NULL AS paid FROM ads WHERE id = $1',
          [ad.id],
        )
      )[0];
    expect(await status()).toEqual({ status: 'pending_review', paid: true });
    const answer = await refund(await admin(), started.json<{ payment: PaymentView }>().payment.code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await status()).toEqual({ status: 'pending_payment', paid: false });
  });
});
