// Promotions through the API: the offer of an ad, quotes, buying through the bKash stand-in, schedules by
// the injected clock, vouchers, tampered prices, foreign ads, pauses, refunds to the balance, bumps, admin prices.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { bangladeshDate } from '../../../core/promotions/schedule.ts';
import { createSearchState } from '../../../core/search/state.ts';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { client, promote, signUp } from '../accounts/testing.ts';
import { createAd } from '../../seed/factories.ts';
import { balanceOf } from '../payments/balance.ts';
import { searchAds } from '../search/service.ts';
import { applyPromotions } from './promotion-job.ts';

const api = useTestApp();
const c = () => client(api);
const DAY = 24 * 3_600_000;

async function seller(title = 'Toyota Axio 2016 fresh condition') {
  const { token, account, email } = await signUp(api);
  const ad = await createAd(api.db, account.id, { title, publishedAt: api.clock.now() });
  return { token, id: account.id, email, ad };
}

const tomorrow = () => bangladeshDate(new Date(api.clock.now().getTime() + DAY));

const upsell = (token: string, payload: Record<string, unknown>) =>
  c().call({ method: 'POST', url: '/data/products/upsell', token, payload });

const checkout = (token: string, items: unknown[], extra: Record<string, unknown> = {}) =>
  c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: { context: 'promotion', items, processor: 'bkash', idempotency_key: randomUUID(), ...extra },
  });

/** Checks out and pays on the bKash stand-in; answers the payment code. */
async function pay(token: string, items: unknown[]) {
  const started = await checkout(token, items);
  expect(started.statusCode, started.body).toBe(201);
  const { payment, redirect_url } = started.json<{ payment: { code: string }; redirect_url: string }>();
  const way = await pressOnHostedPage('bkash', redirect_url, 'pay');
  if (!way) throw new Error('no way back');
  await c().call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
  const view = await c().call({ method: 'GET', url: `/data/payments/${payment.code}`, token });
  expect(view.json().payment.state).toBe('success');
  return payment.code;
}

const topAdsOf = async (query: string) =>
  (await c().call({ method: 'GET', url: '/data/serp', query: { query } })).json<{ top_ads: { title: string }[] }>()
    .top_ads;

describe('the offer of an ad', () => {
  test('lists the products of its price group with a recommended Top Ad; another user’s ad is 404', async () => {
    const me = await seller();
    const response = await c().call({
      method: 'GET',
      url: `/data/promotions/available-products?slug=${me.ad.slug}`,
      token: me.token,
    });
    expect(response.statusCode).toBe(200);
    const { products, checkout_params_v2 } = response.json();
    expect(products.recommended_promotion).toEqual({ kind: 'top_ad', preselection: 'top_ad-3d-vehicles' });
    expect(products.schedulable_products).toContainEqual({
      variant_identifier: 'top_ad-7d-vehicles',
      kind: 'top_ad',
      currency: 'BDT',
      amount_poisha: 180_000,
      duration: 168,
      count: 1,
      duration_days: 7,
    });
    expect(
      products.schedulable_products.every((p: { variant_identifier: string }) =>
        p.variant_identifier.endsWith('-vehicles'),
      ),
    ).toBe(true);
    expect(checkout_params_v2.slug).toBe(me.ad.slug);
    const other = await seller();
    const foreign = await c().call({
      method: 'GET',
      url: `/data/promotions/available-products?slug=${me.ad.slug}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('quotes and refusals', () => {
  test('prices a selection on the server, and refuses bad schedules, foreign ads, other groups’ variants and tampered totals', async () => {
    const me = await seller();
    const pick = (schedule: unknown, value = 'top_ad-7d-vehicles') => ({
      slug: me.ad.slug,
      promotions: [{ kind: 'top_ad', selected: true, value, schedule }],
    });
    const quote = await upsell(me.token, pick({ type: 'promote_now' }));
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().total_poisha).toBe(180_000);

    const past = await upsell(me.token, pick({ type: 'schedule_promotion', date: '2020-01-01', time: '9:15 PM' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.code).toBe('SCHEDULE_IN_PAST');
    const unreadable = await c().call({
      method: 'POST',
      url: '/data/products/upsell',
      token: me.token,
      headers: { 'accept-language': 'bn' },
      payload: pick({ type: 'schedule_promotion', date: tomorrow(), time: '21:15' }),
    });
    expect(unreadable.json().error).toMatchObject({ code: 'SCHEDULE_INVALID' });
    expect(unreadable.json().error.message).toMatch(/প্রচারের/);

    const otherGroup = await upsell(me.token, pick({ type: 'promote_now' }, 'top_ad-7d-general'));
    expect(otherGroup.statusCode).toBe(400);
    expect(otherGroup.json().error.violations).toEqual([{ path: 'items.variant_id', message: 'variant_not_offered' }]);

    const stranger = await seller();
    expect((await upsell(stranger.token, pick({ type: 'promote_now' }))).statusCode).toBe(404);

    const tampered = await checkout(me.token, [{ type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-7d-vehicles' }], {
      expected_amount_poisha: 100,
    });
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().error.code).toBe('PRICE_CHANGED');
    const offSlot = await checkout(me.token, [
      { type: 'top_ad', ad_id: me.ad.id, variant_id: 'top_ad-7d-vehicles', schedule_at: '2099-01-01T10:10:00Z' },
    ]);
    expect(offSlot.json().error.code).toBe('SCHEDULE_INVALID');
  });
});

describe('a scheduled Top Ad', () => {
  test('bought for tomorrow 9:15 PM starts at 9:30 PM Bangladesh time by the clock and fills a top slot', async () => {
    const me = await seller('Allion 2019 rare colour promoted');
    const quote = await upsell(me.token, {
      slug: me.ad.slug,
      promotions: [
        {
          kind: 'top_ad',
          selected: true,
          value: 'top_ad-3d-vehicles',
          schedule: { type: 'schedule_promotion', date: tomorrow(), time: '9:15 PM' },
        },
      ],
    });
    const [line] = quote.json().items;
    const startsAt = new Date(line.schedule_at);
    expect(startsAt.getUTCHours()).toBe(15);
    expect(startsAt.getUTCMinutes()).toBe(30);
    await pay(me.token, [
      { type: 'top_ad', ad_id: me.ad.id, variant_id: line.variant_id, schedule_at: line.schedule_at },
    ]);

    await applyPromotions(api.db, api.clock.now());
    expect(await topAdsOf('allion')).toEqual([]);
    api.clock.set(new Date(startsAt.getTime() + 60_000));
    expect(await applyPromotions(api.db, api.clock.now())).toMatchObject({ started: 1 });
    expect((await topAdsOf('allion')).map((a) => a.title)).toEqual(['Allion 2019 rare colour promoted']);
    const mine = await c().call({ method: 'GET', url: '/data/my/promotions', token: me.token });
    expect(mine.json().promotions).toMatchObject([{ kind: 'top_ad', state: 'active' }]);

    api.clock.set(new Date(startsAt.getTime() + 3 * DAY));
    expect(await applyPromotions(api.db, api.clock.now())).toMatchObject({ ended: 1 });
    expect(await topAdsOf('allion')).toEqual([]);
    api.clock.set(new Date());
  });
});

describe('rotation', () => {
  test('many Top Ads of one search share the two top slots evenly, turn by turn', async () => {
    const { account } = await signUp(api);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const ad = await createAd(api.db, account.id, { title: `Corolla rotation ${i}` });
      ids.push(ad.id);
      await api.db.query(
        "INSERT INTO ad_promotions (ad_id, kind, starts_at, ends_at) VALUES ($1, 'top_ad', now(), 'infinity')",
        [ad.id],
      );
    }
    const shown = new Map<number, number>();
    const state = createSearchState({ query: 'corolla rotation' });
    for (let turn = 1000; turn < 1000 + 7; turn++) {
      const result = await searchAds(api.db, state, { rotationTurn: turn });
      expect(result.topAds).toHaveLength(2);
      for (const ad of result.topAds) shown.set(ad.id, (shown.get(ad.id) ?? 0) + 1);
    }
    expect([...shown.keys()].sort()).toEqual([...ids].sort());
    expect(new Set(shown.values())).toEqual(new Set([2]));
  });
});

describe('vouchers', () => {
  test('a percent voucher is applied on the server once per buyer; an expired one is refused', async () => {
    const now = api.clock.now();
    await api.db.query(
      `INSERT INTO promotion_vouchers (code, discount_kind, discount_value, expires_at, per_user_limit, total_limit)
       VALUES ('EID20', 'percent', 20, $1, 1, 10), ('OLD50', 'fixed', 5000, $2, 1, NULL)`,
      [new Date(now.getTime() + DAY), new Date(now.getTime() - DAY)],
    );
    const me = await seller();
    const selection = (voucher: string) => ({
      slug: me.ad.slug,
      promotions: [{ kind: 'urgent_ad', selected: true, value: 'urgent_ad-7d-vehicles' }],
      voucher,
    });
    const quote = await upsell(me.token, selection('eid20'));
    expect(quote.json().total_poisha).toBe(48_000);
    const expired = await upsell(me.token, selection('OLD50'));
    expect(expired.json().error.code).toBe('VOUCHER_EXPIRED');
    await pay(me.token, [
      { type: 'urgent_ad', ad_id: me.ad.id, variant_id: 'urgent_ad-7d-vehicles' },
      { type: 'voucher_v2', ad_id: me.ad.id, code: 'EID20' },
    ]);
    expect((await upsell(me.token, selection('EID20'))).json().error.code).toBe('VOUCHER_USED_UP');
    const card = await c().call({ method: 'GET', url: '/data/serp', query: { urgent: '1', query: 'axio' } });
    expect(card.json().ads.map((a: { id: number }) => a.id)).toContain(me.ad.id);
  });
});

describe('promotions and the ad’s life', () => {
  test('pause while the ad is back in review, resume with the paused time added, refund the unused part on rejection', async () => {
    const me = await seller();
    await pay(me.token, [{ type: 'spotlight', ad_id: me.ad.id, variant_id: 'spotlight-7d-vehicles' }]);
    const [before] = await api.db.query<{ ends_at: Date }>('SELECT ends_at FROM promotions WHERE ad_id = $1', [
      me.ad.id,
    ]);
    await api.db.query("UPDATE ads SET status = 'pending_review' WHERE id = $1", [me.ad.id]);
    expect(await applyPromotions(api.db, api.clock.now(), [me.ad.id])).toMatchObject({ paused: 1, ended: 1 });
    api.clock.advance(DAY);
    await api.db.query("UPDATE ads SET status = 'published' WHERE id = $1", [me.ad.id]);
    expect(await applyPromotions(api.db, api.clock.now(), [me.ad.id])).toMatchObject({ resumed: 1, started: 1 });
    const [after] = await api.db.query<{ ends_at: Date }>('SELECT ends_at FROM promotions WHERE ad_id = $1', [
      me.ad.id,
    ]);
    expect(after?.ends_at.getTime()).toBe((before?.ends_at.getTime() ?? 0) + DAY);

    api.clock.advance(DAY);
    await api.db.query("UPDATE ads SET status = 'rejected' WHERE id = $1", [me.ad.id]);
    expect(await applyPromotions(api.db, api.clock.now(), [me.ad.id])).toMatchObject({ cancelled: 1 });
    await applyPromotions(api.db, api.clock.now(), [me.ad.id]);
    // Seven days paid, one used: six sevenths of Tk 1,400 back, once.
    expect((await balanceOf(api.db, me.id)).balance_poisha).toBe(120_000);
    const balance = await c().call({ method: 'GET', url: '/data/my/balance', token: me.token });
    expect(balance.json().balance_poisha).toBe(120_000);
    api.clock.set(new Date());
  });

  test('a bump moves the ad to the top of date order and keeps the date it was posted', async () => {
    const me = await seller();
    const posted = new Date(api.clock.now().getTime() - 5 * DAY);
    await api.db.query('UPDATE ads SET published_at = $2 WHERE id = $1', [me.ad.id, posted]);
    await pay(me.token, [{ type: 'bump_up', ad_id: me.ad.id, variant_id: 'bump_up-3x-vehicles' }]);
    const [ad] = await api.db.query<{ published_at: Date; posted_at: Date }>(
      'SELECT published_at, posted_at FROM ads WHERE id = $1',
      [me.ad.id],
    );
    expect(ad?.posted_at).toEqual(posted);
    expect(ad?.published_at.getTime()).toBeGreaterThan(posted.getTime());
    api.clock.advance(DAY);
    expect(await applyPromotions(api.db, api.clock.now(), [me.ad.id])).toMatchObject({ bumped: 1 });
    api.clock.set(new Date());
  });
});

describe('admin prices', () => {
  test('only an admin changes a product, and the offer shows the new price at once', async () => {
    const me = await seller();
    const body = { amount_poisha: 99_900, duration: 72, count: 1, active: true };
    const refused = await c().call({
      method: 'PUT',
      url: '/data/admin/promotion-products/top_ad-3d-vehicles',
      token: me.token,
      payload: body,
    });
    expect(refused.statusCode).toBe(404);
    const boss = await signUp(api);
    await promote(api.db, boss.email);
    const changed = await c().call({
      method: 'PUT',
      url: '/data/admin/promotion-products/top_ad-3d-vehicles',
      token: boss.token,
      payload: body,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const quote = await upsell(me.token, {
      slug: me.ad.slug,
      promotions: [{ kind: 'top_ad', selected: true, value: 'top_ad-3d-vehicles' }],
    });
    expect(quote.json().total_poisha).toBe(99_900);
    const list = await c().call({ method: 'GET', url: '/data/admin/promotion-products', token: boss.token });
    expect(list.json().products.length).toBeGreaterThan(40);
  });
});
