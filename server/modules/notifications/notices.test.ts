// Told of every decision, the rest (decision 262): a payment received and a promotion started and ended are told
// once each however often the callback, the reconciliation or the promotions job runs at once, in bn and en; the
// channel choice per topic is the account's own, and the e-mail digest and the SMS job follow it.
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { formatDate } from '../../../core/i18n.ts';
import { bangladeshDate } from '../../../core/promotions/schedule.ts';
import { useTestApp } from '../../../tests/app.ts';
import { outboxEmail } from '../../adapters/email.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { outboxSms } from '../../adapters/sms.ts';
import { createAd } from '../../seed/factories.ts';
import { client, signUp } from '../accounts/testing.ts';
import { applyPromotions } from '../promotions/index.ts';
import { listNotifications, notificationText, sendEmailDigests, sendNotificationSms } from './index.ts';

const api = useTestApp();
const c = () => client(api);
const DAY = 86_400_000;
const AT_ONCE = 12;
const URL = 'https://haat.test';

async function seller(title: string) {
  const { token, account, email } = await signUp(api);
  const ad = await createAd(api.db, account.id, { title, publishedAt: api.clock.now() });
  return { token, id: account.id, email, ad };
}

/** Opens a checkout and presses pay on the bKash stand-in; answers the way back, not yet followed. */
async function payingFor(token: string, items: unknown[]) {
  const started = await c().call({
    method: 'POST',
    url: '/data/payments/checkout',
    token,
    payload: { context: 'promotion', items, processor: 'bkash', idempotency_key: randomUUID() },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { payment, redirect_url } = started.json<{ payment: { code: string }; redirect_url: string }>();
  const way = await pressOnHostedPage('bkash', redirect_url, 'pay');
  if (!way) throw new Error('no way back');
  return { code: payment.code, back: `${way.url.pathname}${way.url.search}` };
}

const ofKind = async (userId: number, kind: string) =>
  (await listNotifications(api.db, userId)).filter((n) => n.kind === kind);

const textsOf = async (userId: number, kind: string, locale: 'bn' | 'en') =>
  (await ofKind(userId, kind)).map((n) => notificationText(locale, n)).reverse();

describe('a payment received and a promotion started and ended', () => {
  test('a Top Ad bought for later is told when paid, when it starts and when it ends: once each, in bn and en', async () => {
    const me = await seller('Corolla 2014 octane');
    const startsAt = new Date(api.clock.now().getTime() + DAY);
    startsAt.setUTCMinutes(0, 0, 0);
    const quote = await c().call({
      method: 'POST',
      url: '/data/products/upsell',
      token: me.token,
      payload: {
        slug: me.ad.slug,
        promotions: [
          {
            kind: 'top_ad',
            selected: true,
            value: 'top_ad-3d-vehicles',
            schedule: { type: 'schedule_promotion', date: bangladeshDate(startsAt), time: '9:15 PM' },
          },
        ],
      },
    });
    const [line] = quote.json().items;
    const { code, back } = await payingFor(me.token, [
      { type: 'top_ad', ad_id: me.ad.id, variant_id: line.variant_id, schedule_at: line.schedule_at },
    ]);
    // The browser's return, sent again and again at once: one approval, one notice.
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => c().call({ method: 'GET', url: back })));
    for (const answer of answers) expect(answer.statusCode).toBe(303);
    const [payment] = await api.db.query<{ amount_poisha: number; return_path: string }>(
      'SELECT amount_poisha, return_path FROM payments WHERE invoice_number = $1',
      [code],
    );
    const paid = await ofKind(me.id, 'payment');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.link).toBe(payment!.return_path);
    expect(paid[0]!.link).toContain(`payment%5Bcode%5D=${code}`);
    const taka = payment!.amount_poisha / 100;
    expect(await textsOf(me.id, 'payment', 'en')).toEqual([
      `Haat received your payment of Tk ${taka.toLocaleString('en-IN')} (invoice ${code}). The receipt is on the payment page`,
    ]);
    const bn = (await textsOf(me.id, 'payment', 'bn'))[0]!;
    expect(bn).toContain(`৳ ${taka.toLocaleString('bn-BD')}`);
    expect(bn).not.toMatch(/[0-9] /);
    // Not started yet: nothing told of the promotion.
    await applyPromotions(api.db, api.clock.now());
    expect(await ofKind(me.id, 'promotion')).toEqual([]);

    // Its start passes: twelve jobs at once tell it once.
    const start = new Date(line.schedule_at);
    api.clock.set(new Date(start.getTime() + 60_000));
    await Promise.all(Array.from({ length: AT_ONCE }, () => applyPromotions(api.db, api.clock.now())));
    const [promotion] = await api.db.query<{ ends_at: Date }>('SELECT ends_at FROM promotions WHERE ad_id = $1', [
      me.ad.id,
    ]);
    expect(await textsOf(me.id, 'promotion', 'en')).toEqual([
      `Your Top Ad for "Corolla 2014 octane" has started and runs until ${formatDate('en', promotion!.ends_at)}`,
    ]);
    expect((await ofKind(me.id, 'promotion'))[0]!.link).toBe(`/bn/ad/${me.ad.slug}`);

    // Its end passes: told once, with its results page.
    api.clock.set(new Date(promotion!.ends_at.getTime() + 60_000));
    await Promise.all(Array.from({ length: AT_ONCE }, () => applyPromotions(api.db, api.clock.now())));
    await applyPromotions(api.db, new Date(promotion!.ends_at.getTime() + DAY));
    const told = await ofKind(me.id, 'promotion');
    expect(told).toHaveLength(2);
    expect(told[0]!.link).toBe(`/bn/my/ads/${me.ad.id}/stats`);
    expect(await textsOf(me.id, 'promotion', 'bn')).toEqual([
      `"Corolla 2014 octane"-এর টপ অ্যাড শুরু হয়েছে, চলবে ${formatDate('bn', promotion!.ends_at)} পর্যন্ত`,
      '"Corolla 2014 octane"-এর টপ অ্যাড শেষ হয়েছে: কেমন ফল হলো দেখুন',
    ]);
    expect(formatDate('bn', promotion!.ends_at)).not.toMatch(/[0-9]/);
    api.clock.set(new Date());
  });

  test('a promotion bought to start now is told as started with its payment, in the same step', async () => {
    const me = await seller('Walton fridge 2 door');
    const { back } = await payingFor(me.token, [
      { type: 'urgent_ad', ad_id: me.ad.id, variant_id: 'urgent_ad-7d-vehicles' },
    ]);
    await c().call({ method: 'GET', url: back });
    expect(await ofKind(me.id, 'payment')).toHaveLength(1);
    expect((await ofKind(me.id, 'promotion')).map((n) => n.payload)).toMatchObject([
      { kind: 'urgent_ad', step: 'started' },
    ]);
  });
});

describe('the channel choice per topic', () => {
  const channels = (token?: string) =>
    c().call({ method: 'GET', url: '/data/notifications/channels', ...(token ? { token } : {}) });
  const choose = (token: string | undefined, payload: Record<string, unknown>) =>
    c().call({ method: 'PUT', url: '/data/notifications/channels', payload, ...(token ? { token } : {}) });

  test('defaults to e-mail for all and SMS for ad decisions; a choice is the account’s own', async () => {
    const one = await signUp(api);
    const other = await signUp(api);
    const before = await channels(one.token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      channels: [
        { topic: 'ads', email: true, sms: true },
        { topic: 'payments', email: true, sms: false },
        { topic: 'promotions', email: true, sms: false },
        { topic: 'orders', email: true, sms: false },
        { topic: 'other', email: true, sms: false },
      ],
      has_phone: false,
    });
    const saved = await choose(one.token, { channels: [{ topic: 'payments', email: false, sms: true }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().channels[1]).toEqual({ topic: 'payments', email: false, sms: true });
    expect(saved.json().channels[0]).toEqual({ topic: 'ads', email: true, sms: true });
    // The other account's choice is untouched, and no one's can be read or written without a session.
    expect((await channels(other.token)).json().channels[1]).toEqual({ topic: 'payments', email: true, sms: false });
    expect((await channels()).statusCode).toBe(401);
    expect((await choose(undefined, { channels: [] })).statusCode).toBe(401);
    // Only the session names the account: a user id in the body is not read.
    await choose(other.token, { channels: [{ topic: 'ads', email: false, sms: false }], user_id: one.account.id });
    expect((await channels(one.token)).json().channels[0]).toEqual({ topic: 'ads', email: true, sms: true });
    const bad = await choose(one.token, { channels: [{ topic: 'gossip', email: true, sms: true }] });
    expect(bad.statusCode).toBe(400);
    const twice = await choose(one.token, {
      channels: [
        { topic: 'ads', email: true, sms: true },
        { topic: 'ads', email: false, sms: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });

  test('the digest and the SMS job follow the choice: a topic off by e-mail is not e-mailed, SMS only where on', async () => {
    const me = await seller('Yamaha FZ 2020');
    const phone = `+88017${String(Date.now()).slice(-8)}`;
    await api.db.query('INSERT INTO phone_numbers (user_id, number, verified_at) VALUES ($1, $2, now())', [
      me.id,
      phone,
    ]);
    // Payments: in the app only; ads: e-mail and SMS (the default).
    await choose(me.token, { channels: [{ topic: 'payments', email: false, sms: false }] });
    const { back } = await payingFor(me.token, [
      { type: 'bump_up', ad_id: me.ad.id, variant_id: 'bump_up-3x-vehicles' },
    ]);
    await c().call({ method: 'GET', url: back });
    await api.db.query(
      `INSERT INTO notifications (user_id, kind, payload, link) VALUES ($1, 'ad_status', $2::jsonb, '/bn/my/rejected-ads')`,
      [me.id, JSON.stringify({ title: 'Yamaha FZ 2020', step: 'rejected', reason: 'other', note: 'private note' })],
    );

    await sendEmailDigests(api.db, outboxEmail(api.outbox), URL);
    const mail = api.outbox.latest(me.email);
    expect(mail?.text).toContain('Yamaha FZ 2020');
    expect(mail?.text).not.toContain('invoice');
    expect(mail?.text).not.toContain('ইনভয়েস');

    const texts = api.outbox.list().length;
    await Promise.all(
      Array.from({ length: 4 }, () => sendNotificationSms(api.db, outboxSms(api.outbox), URL, api.clock.now())),
    );
    const sms = api.outbox.list().filter((m) => m.to === phone);
    expect(sms).toHaveLength(1);
    expect(api.outbox.list().length).toBe(texts + 1);
    // Short, in the link's language, with no title, note or amount.
    expect(sms[0]!.text).toBe(`হাট: আপনার বিজ্ঞাপন অনুমোদিত হয়নি; কারণ দেখে আবার পাঠান। ${URL}/bn/my/rejected-ads`);
    expect(sms[0]!.text.length).toBeLessThan(160);

    // Payments by SMS chosen: the next payment's notice is texted.
    await choose(me.token, { channels: [{ topic: 'payments', email: false, sms: true }] });
    const again = await payingFor(me.token, [{ type: 'bump_up', ad_id: me.ad.id, variant_id: 'bump_up-3x-vehicles' }]);
    await c().call({ method: 'GET', url: again.back });
    await sendNotificationSms(api.db, outboxSms(api.outbox), URL, api.clock.now());
    expect(api.outbox.latest(phone)?.text).toMatch(/^হাট: আপনার পেমেন্ট পেয়েছি। https:\/\/haat\.test\/bn\//);
  });
});
