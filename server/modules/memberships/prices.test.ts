// Membership prices without a deploy (decision 178): an admin sets a package's price; the offer and the
// quote answer it at once and the payment charges it (computed on the server); a term bought before keeps what was
// paid (an upgrade's credit counts the old price); a reset returns the code's price; audited; finance and
// moderators are refused, a person gets 404.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { client, promote, signUp } from '../accounts/testing.ts';
import type { PaymentView } from '../payments/views.ts';
import type { MembershipQuote } from './service.ts';

const api = useTestApp();
const DAY = 86_400_000;
type Person = Awaited<ReturnType<typeof signUp>>;
let admin: Person;
let finance: Person;

beforeAll(async () => {
  admin = await signUp(api, { name: 'Anis Admin' });
  finance = await signUp(api, { name: 'Farida Finance' });
  await promote(api.db, admin.email, 'admin');
  await promote(api.db, finance.email, 'finance');
});

const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  client(api).call({ method, url, ...(token ? { token } : {}), ...(payload === undefined ? {} : { payload }) });
const setPrice = (token: string, variant: string, amount_poisha: number | null) =>
  call(token, 'POST', `/data/admin/membership-prices/${variant}`, { amount_poisha });

async function buy(token: string, variant: string): Promise<PaymentView> {
  const started = await call(token, 'POST', '/data/payments/checkout', {
    context: 'omp',
    items: [{ type: 'membership_package', variant_id: variant }],
    processor: 'bkash',
    idempotency_key: randomUUID(),
    locale: 'en',
  });
  expect(started.statusCode, started.body).toBe(201);
  const { payment, redirect_url } = started.json<{ payment: PaymentView; redirect_url: string }>();
  const way = await pressOnHostedPage('bkash', redirect_url, 'pay');
  if (!way) throw new Error('the hosted page sent the browser nowhere');
  await call(undefined, 'GET', `${way.url.pathname}${way.url.search}`);
  return payment;
}
const offered = async (variant: string) =>
  (await call(undefined, 'GET', '/data/online_membership/?locale=en'))
    .json<{ data: { groups: { packages: { variant_identifier: string; amount_poisha: number }[] }[] } }>()
    .data.groups.flatMap((g) => g.packages)
    .find((p) => p.variant_identifier === variant)?.amount_poisha;

describe('membership prices', () => {
  test('are the admin’s (the catalogue permission): finance 403, a person 404, bad prices 400', async () => {
    const list = await call(admin.token, 'GET', '/data/admin/membership-prices');
    expect(list.statusCode).toBe(200);
    const packages = list.json<{
      packages: { variant_identifier: string; code_poisha: number; amount_poisha: number }[];
    }>().packages;
    expect(packages).toHaveLength(60);
    expect(packages.find((p) => p.variant_identifier === 'general-basic-1m')).toMatchObject({
      code_poisha: 150_000,
      amount_poisha: 150_000,
    });
    expect((await call(finance.token, 'GET', '/data/admin/membership-prices')).statusCode).toBe(403);
    const person = await signUp(api);
    expect((await setPrice(person.token, 'general-basic-1m', 100_000)).statusCode).toBe(404);
    expect((await setPrice(admin.token, 'general-basic-1m', 100_050)).statusCode).toBe(400);
    expect((await setPrice(admin.token, 'general-basic-1m', 0)).statusCode).toBe(400);
    expect((await setPrice(admin.token, 'no-such-package', 100_000)).statusCode).toBe(404);
  });

  test('a new price is offered, quoted and charged at once; a term bought before keeps what was paid', async () => {
    const me = await signUp(api);
    expect((await setPrice(admin.token, 'electronics-basic-1m', 100_000)).statusCode).toBe(204);
    const before = await buy(me.token, 'electronics-basic-1m');
    expect(before.amount_poisha).toBe(100_000);

    expect((await setPrice(admin.token, 'electronics-basic-1m', 300_000)).statusCode).toBe(204);
    expect((await setPrice(admin.token, 'electronics-premium-1m', 500_000)).statusCode).toBe(204);
    expect(await offered('electronics-basic-1m')).toBe(300_000);

    // Ten days into the term bought at 1,000 taka (its code price 2,000, now 3,000): the upgrade credits the unused
    // part of what was paid.
    api.clock.advance(10 * DAY);
    const [term] = await api.db.query<{ starts_at: Date; ends_at: Date; paid_poisha: string }>(
      'SELECT starts_at, ends_at, paid_poisha FROM memberships WHERE user_id = $1',
      [me.account.id],
    );
    if (!term) throw new Error('no term');
    expect(Number(term.paid_poisha)).toBe(100_000);
    const total = term.ends_at.getTime() - term.starts_at.getTime();
    const credit = Math.ceil((1_000 * (term.ends_at.getTime() - api.clock.now().getTime())) / total) * 100;
    const quoted = await call(me.token, 'GET', '/data/memberships/quote?variant_identifier=electronics-premium-1m');
    expect(quoted.json<MembershipQuote>()).toMatchObject({
      change: 'upgrade',
      credit_poisha: credit,
      amount_poisha: 500_000 - credit,
    });
    const upgrade = await buy(me.token, 'electronics-premium-1m');
    expect(upgrade.amount_poisha).toBe(500_000 - credit);

    expect((await setPrice(admin.token, 'electronics-premium-1m', null)).statusCode).toBe(204);
    expect(await offered('electronics-premium-1m')).toBe(800_000);
    const entries = await api.db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE action = 'membership_price.update' AND subject_id = $1 ORDER BY id`,
      ['electronics-premium-1m'],
    );
    expect(entries).toEqual([
      { before: { amount_poisha: 800_000 }, after: { amount_poisha: 500_000 } },
      { before: { amount_poisha: 500_000 }, after: { amount_poisha: 800_000 } },
    ]);
  });
});
