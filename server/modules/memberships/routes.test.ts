// Buying and keeping a membership through the API and the bKash stand-in: the packages offered,
// a purchase making a term and the member flags, an approval activated twice, an upgrade's credit, a renewal
// queued, a downgrade's ads, expiry and reminders by the job with a moved clock, the jobs membership's profile
// database, the included promotions, and other users and visitors kept out.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { runJobNow } from '../../jobs/testing.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { client, signUp } from '../accounts/testing.ts';
import { createAd } from '../../seed/factories.ts';
import type { PaymentView } from '../payments/views.ts';
import { activateMembership, type MembershipQuote } from './service.ts';
import { memberFlags, termsOf } from './testing.ts';

const api = useTestApp();
const c = () => client(api);
const DAY = 86_400_000;

const checkout = (token: string, variant: string, extra: { keep_ad_ids?: number[] } = {}, key = randomUUID()) =>
  c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: {
      context: 'omp',
      items: [{ type: 'membership_package', variant_id: variant, ...extra }],
      processor: 'bkash',
      idempotency_key: key,
      locale: 'en',
    },
  });

/** Buys a package through the bKash stand-in; answers the payment. */
async function buy(token: string, variant: string, extra: { keep_ad_ids?: number[] } = {}) {
  const started = await checkout(token, variant, extra);
  expect(started.statusCode, started.body).toBe(201);
  const { payment, redirect_url } = started.json<{ payment: PaymentView; redirect_url: string }>();
  const way = await pressOnHostedPage('bkash', redirect_url, 'pay');
  if (!way) throw new Error('the hosted page sent the browser nowhere');
  const back = await c().call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe(`/en/payment/transaction?payment%5Bcode%5D=${payment.code}`);
  return { payment, way };
}

const terms = (userId: number) => termsOf(api.db, userId);
const flags = (userId: number) => memberFlags(api.db, userId);
const quote = async (token: string, variant: string) => {
  const response = await c().call({
    method: 'GET',
    url: `/data/memberships/quote?variant_identifier=${variant}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MembershipQuote>();
};

describe('the packages', () => {
  test('GET /data/online_membership/ answers every group with names in the locale', async () => {
    const bn = await c().call({ method: 'GET', url: '/data/online_membership/?locale=bn' });
    expect(bn.statusCode).toBe(200);
    type Groups = { success: boolean; data: { groups: { category_group: string; packages: { name: string }[] }[] } };
    const vehicles = (body: Groups) => body.data.groups.find((g) => g.category_group === 'vehicles');
    const body = bn.json<Groups>();
    expect(body.success).toBe(true);
    expect(body.data.groups).toHaveLength(5);
    expect(vehicles(body)?.packages).toHaveLength(12);
    expect(vehicles(body)?.packages[1]?.name).toBe('যানবাহন বেসিক, ৩ মাস');
    const en = await c().call({ method: 'GET', url: '/data/online_membership/?locale=en' });
    expect(vehicles(en.json<Groups>())?.packages[0]).toMatchObject({
      variant_identifier: 'vehicles-basic-1m',
      name: 'Vehicles Basic, 1 month',
      amount_poisha: 300_000,
      ad_quota: 15,
    });
  });
});

describe('buying a membership', () => {
  test('a paid premium package makes a term from now and the member and featured flags; the receipt names it', async () => {
    const me = await signUp(api);
    expect(await quote(me.token, 'electronics-premium-1m')).toMatchObject({ change: 'new', amount_poisha: 800_000 });
    const { payment } = await buy(me.token, 'electronics-premium-1m');
    const [term] = await terms(me.account.id);
    expect(term).toMatchObject({ variant_identifier: 'electronics-premium-1m', status: 'active' });
    expect(term?.starts_at).toEqual(api.clock.now());
    expect(await flags(me.account.id)).toEqual({ is_member: true, is_featured_member: true });
    const paid = await c().call({ method: 'GET', url: `/data/payments/${payment.code}`, token: me.token });
    expect(paid.json().payment).toMatchObject({
      state: 'success',
      context: 'omp',
      ad: null,
      products: { membership: { variant: 'electronics-premium-1m', credit_poisha: 0 }, promotions: [] },
    });
    expect(api.outbox.latest(me.email)?.text).toContain('- Membership Mobiles and electronics Premium, 1 month: ');
  });

  test('an approval activated twice (a replayed return, a second activation) makes one term', async () => {
    const me = await signUp(api);
    const { payment, way } = await buy(me.token, 'general-basic-1m');
    await c().call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
    const [row] = await api.db.query<{ id: number; items: { variant_id: string }[] }>(
      'SELECT id, items FROM payments WHERE invoice_number = $1',
      [payment.code],
    );
    if (!row?.items[0]) throw new Error('payment not stored');
    await api.db.transaction((tx) =>
      activateMembership(tx, row.items[0] as never, api.clock.now(), { id: row.id, userId: me.account.id }),
    );
    expect(await terms(me.account.id)).toHaveLength(1);
  });

  test('a checkout mixing a membership with an ad item, or an ad item without an ad, is refused', async () => {
    const me = await signUp(api);
    const ad = await createAd(api.db, me.account.id);
    const mixed = await c().call({
      method: 'POST',
      url: '/data/payments/checkout',
      token: me.token,
      payload: {
        context: 'omp',
        items: [
          { type: 'membership_package', variant_id: 'general-basic-1m' },
          { type: 'top_ad', ad_id: ad.id, variant_id: 'top_ad-3d-general' },
        ],
        processor: 'bkash',
        idempotency_key: randomUUID(),
      },
    });
    expect(mixed.statusCode).toBe(400);
    const unknown = await checkout(me.token, 'general-gold-1m');
    expect(unknown.statusCode).toBe(404);
  });

  test('the same package again is a renewal queued after the current term', async () => {
    const me = await signUp(api);
    await buy(me.token, 'general-basic-1m');
    const [first] = await terms(me.account.id);
    expect(await quote(me.token, 'general-basic-1m')).toMatchObject({
      change: 'renewal',
      starts_at: first?.ends_at.toISOString(),
      credit_poisha: 0,
    });
    await buy(me.token, 'general-basic-1m');
    const [, renewal] = await terms(me.account.id);
    expect(renewal?.starts_at).toEqual(first?.ends_at);
    expect(renewal?.status).toBe('active');
  });

  test('an upgrade replaces the term now and credits its unused part against the new price', async () => {
    const me = await signUp(api);
    await buy(me.token, 'general-basic-1m');
    const [basic] = await terms(me.account.id);
    if (!basic) throw new Error('no term');
    api.clock.advance(10 * DAY);
    const total = basic.ends_at.getTime() - basic.starts_at.getTime();
    const left = basic.ends_at.getTime() - api.clock.now().getTime();
    // Whole taka, rounded up in the member's favour (decision 228).
    const credit = Math.ceil((1_500 * left) / total) * 100;
    expect(credit % 100).toBe(0);
    const upgrade = await quote(me.token, 'general-premium-1m');
    expect(upgrade).toMatchObject({ change: 'upgrade', credit_poisha: credit, amount_poisha: 600_000 - credit });
    const { payment } = await buy(me.token, 'general-premium-1m');
    expect(payment.amount_poisha).toBe(600_000 - credit);
    const [old, premium] = await terms(me.account.id);
    expect(old).toMatchObject({ status: 'replaced', ends_at: api.clock.now() });
    expect(premium).toMatchObject({
      variant_identifier: 'general-premium-1m',
      status: 'active',
      starts_at: api.clock.now(),
    });
    expect(await flags(me.account.id)).toEqual({ is_member: true, is_featured_member: true });
  });

  test('a downgrade asks which ads stay live and lets the others go (republishable) when it starts', async () => {
    const me = await signUp(api);
    await buy(me.token, 'vehicles-plus-1m');
    const ads = [];
    for (let i = 0; i < 17; i += 1) ads.push(await createAd(api.db, me.account.id, { categoryId: 193 }));
    const downgrade = await quote(me.token, 'vehicles-basic-1m');
    expect(downgrade.change).toBe('downgrade');
    expect(downgrade.ads_to_choose).toHaveLength(17);
    expect((await checkout(me.token, 'vehicles-basic-1m')).statusCode).toBe(400);
    const keep = ads.slice(0, 14).map((a) => a.id);
    await buy(me.token, 'vehicles-basic-1m', { keep_ad_ids: keep });
    const [plus, basic] = await terms(me.account.id);
    expect(basic?.starts_at).toEqual(plus?.ends_at);
    api.clock.set(new Date((plus?.ends_at.getTime() ?? 0) + 60_000));
    await runJobNow(api, 'memberships');
    const statuses = await api.db.query<{ id: number; status: string }>(
      'SELECT id, status FROM ads WHERE user_id = $1 ORDER BY id',
      [me.account.id],
    );
    expect(statuses.filter((a) => a.status === 'expired').map((a) => a.id)).toEqual(ads.slice(14).map((a) => a.id));
    expect(await flags(me.account.id)).toEqual({ is_member: true, is_featured_member: false });
    api.clock.set(new Date());
  });
});

describe('expiry and reminders', () => {
  test('reminders go once 7 days and once 1 day before the end; the job clears the flags when the term is over', async () => {
    const me = await signUp(api);
    await buy(me.token, 'property-premium-1m');
    const [term] = await terms(me.account.id);
    if (!term) throw new Error('no term');
    const sent = () => api.outbox.list().filter((m) => m.to === me.email && m.subject?.includes('membership ends'));
    api.clock.set(new Date(term.ends_at.getTime() - 6 * DAY));
    await runJobNow(api, 'memberships');
    await runJobNow(api, 'memberships');
    expect(sent()).toHaveLength(1);
    api.clock.set(new Date(term.ends_at.getTime() - 12 * 3_600_000));
    await runJobNow(api, 'memberships');
    await runJobNow(api, 'memberships');
    expect(sent()).toHaveLength(2);
    expect(await flags(me.account.id)).toEqual({ is_member: true, is_featured_member: true });
    api.clock.set(new Date(term.ends_at.getTime() + 1000));
    await runJobNow(api, 'memberships');
    expect(await flags(me.account.id)).toEqual({ is_member: false, is_featured_member: false });
    api.clock.set(new Date());
  });

  test('a verified dealer keeps the badge while the term is in force and loses it when the term is over', async () => {
    const me = await signUp(api);
    await buy(me.token, 'vehicles-basic-1m');
    const [term] = await terms(me.account.id);
    if (!term) throw new Error('no term');
    await api.db.query(
      `INSERT INTO dealer_applications (user_id, business_name, trade_licence, category_group, status, created_at)
       VALUES ($1, 'Dhaka Motors', 'TRAD/DNCC/012345/2026', 'vehicles', 'verified', $2)`,
      [me.account.id, api.clock.now()],
    );
    await api.db.query('UPDATE users SET is_authorized_dealer = true WHERE id = $1', [me.account.id]);
    const dealer = async () =>
      (
        await api.db.query<{ d: boolean }>('SELECT is_authorized_dealer AS d FROM users WHERE id = $1', [me.account.id])
      )[0]?.d;
    await runJobNow(api, 'memberships');
    expect(await dealer()).toBe(true);
    api.clock.set(new Date(term.ends_at.getTime() + 1000));
    await runJobNow(api, 'memberships');
    expect(await dealer()).toBe(false);
    api.clock.set(new Date());
  });
});

describe('a jobs membership', () => {
  test('opens the profile database for the term with its reveals', async () => {
    const me = await signUp(api);
    await buy(me.token, 'jobs-basic-3m');
    const [term] = await terms(me.account.id);
    const [employer] = await api.db.query<{ until: Date; reveals_left: number }>(
      'SELECT profile_database_until AS until, reveals_left FROM employers WHERE user_id = $1',
      [me.account.id],
    );
    expect(employer).toEqual({ until: term?.ends_at, reveals_left: 60 });
  });
});

describe('included promotions', () => {
  test('a member applies the month’s included top ads to an ad of the group, never more, even all at once', async () => {
    const me = await signUp(api);
    await buy(me.token, 'vehicles-plus-1m');
    const ad = await createAd(api.db, me.account.id, { categoryId: 193 });
    const apply = () =>
      c().call({
        method: 'POST',
        url: '/data/memberships/included-promotions',
        token: me.token,
        payload: { ad_id: ad.id, kind: 'top_ad' },
      });
    const answers = await Promise.all([apply(), apply(), apply(), apply()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const [uses] = await api.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM membership_promotion_uses WHERE ad_id = $1 AND kind = 'top_ad'",
      [ad.id],
    );
    expect(uses?.count).toBe(2);
    const [promotion] = await api.db.query<{ amount_poisha: number; payment_id: number | null }>(
      'SELECT amount_poisha, payment_id FROM promotions WHERE ad_id = $1 LIMIT 1',
      [ad.id],
    );
    expect(promotion).toEqual({ amount_poisha: 0, payment_id: null });
  });
});

describe('privacy', () => {
  test("another user's membership payment is not found; a visitor gets 401", async () => {
    const me = await signUp(api);
    const other = await signUp(api);
    const { payment } = await buy(me.token, 'general-basic-1m');
    const seen = await c().call({ method: 'GET', url: `/data/payments/${payment.code}`, token: other.token });
    expect(seen.statusCode).toBe(404);
    const visitor = await c().call({
      method: 'GET',
      url: '/data/memberships/quote?variant_identifier=general-basic-1m',
    });
    expect(visitor.statusCode).toBe(401);
    const notMine = await c().call({
      method: 'POST',
      url: '/data/memberships/included-promotions',
      token: other.token,
      payload: { ad_id: (await createAd(api.db, me.account.id)).id, kind: 'bump_up' },
    });
    expect(notMine.statusCode).toBe(404);
  });
});
