// The posting quota and the member dashboard through the API, on a real database; every
// answer is also checked against the contract (tests/app.ts).
import { describe, expect, test } from 'vitest';
import { bangladeshDay } from '../../../core/ad-stats.ts';
import { endOfTerm, MEMBER_QUOTA } from '../../../core/memberships/packages.ts';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { client, signUpWithPhone } from '../accounts/testing.ts';

const api = useTestApp();

const seller = () => signUpWithPhone(api);

/** A mobile phone ad (category 102: the electronics group) as the post-ad form sends it. */
const phoneAd = (phone: string, title = 'Samsung Galaxy A54 8/128 boxed') => ({
  category_id: 102,
  location_id: 100,
  title,
  description: 'Bought in March, boxed with the charger and the receipt. No scratches.',
  price: 32000,
  price_negotiable: true,
  properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
  contact_name: 'Rahim',
  phone_numbers: [phone.replace('+880', '0')],
});

const post = (token: string, body: object) =>
  client(api).call({ method: 'POST', url: '/data/ads', token, payload: body });

/** Published electronics ads made directly (as if posted earlier). */
async function liveElectronics(userId: number, count: number) {
  const ads = [];
  for (let i = 0; i < count; i++) ads.push(await createAd(api.db, userId, { categoryId: 102, title: `Phone ${i}` }));
  return ads;
}

/** A membership term in force, written as the memberships module would after a payment. */
async function makeMember(userId: number, group = 'electronics', tier = 'basic') {
  const starts = new Date(api.clock.now().getTime() - 24 * 3600 * 1000);
  await api.db.query(
    `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, 1, $5, $6)`,
    [userId, `${group}-${tier}-1m`, group, tier, starts, endOfTerm(starts, 1)],
  );
}

describe('the posting quota of a non-member', () => {
  test('two electronics ads are free; the third pays the Tk 150 listing fee, payable as before', async () => {
    const me = await seller();
    const quota = () => client(api).call({ url: '/data/my/ad-quota?category_id=102', token: me.token });
    expect((await quota()).json()).toEqual({
      quota: { group: 'electronics', member: false, quota: 2, live: 0, state: 'available', next_fee_taka: 0 },
    });
    for (const title of ['Walton Primo H10 boxed', 'Xiaomi Redmi Note 13 boxed']) {
      const free = await post(me.token, phoneAd(me.phone, title));
      expect(free.statusCode, free.body).toBe(201);
      expect(free.json().ad.status).toBe('pending_review');
    }
    expect((await quota()).json().quota).toMatchObject({ live: 2, state: 'full', next_fee_taka: 150 });

    const beyond = await post(me.token, phoneAd(me.phone, 'Realme C55 8/256 boxed'));
    expect(beyond.statusCode).toBe(201);
    const { ad } = beyond.json<{ ad: { id: number; slug: string; status: string } }>();
    expect(ad.status).toBe('pending_payment');
    expect((await client(api).call({ url: `/data/ads/${ad.id}`, token: me.token })).json().ad.listingFee).toBe(150);
    // The payments module's listing_fee product charges it (in poisha).
    const products = await client(api).call({
      url: `/data/promotions/available-products?slug=${ad.slug}`,
      token: me.token,
    });
    expect(products.statusCode, products.body).toBe(200);
    expect(products.json().products.listing_fee).toMatchObject({ kind: 'listing_fee', amount_poisha: 15_000 });

    // Other groups keep their own free quota.
    const cars = await client(api).call({ url: '/data/my/ad-quota?category_id=193', token: me.token });
    expect(cars.json().quota).toMatchObject({ group: 'vehicles', live: 0, state: 'available' });
    // Taking an ad down frees its slot.
    await client(api).call({ method: 'DELETE', url: `/data/ads/${ad.id}`, token: me.token });
    const [first] = (await api.db.query<{ id: number }>('SELECT id FROM ads WHERE user_id = $1 ORDER BY id LIMIT 1', [
      me.account.id,
    ])) as [{ id: number }];
    await client(api).call({ method: 'DELETE', url: `/data/ads/${first.id}`, token: me.token });
    expect((await quota()).json().quota).toMatchObject({ live: 1, state: 'available' });
  });

  test('republishing an expired ad beyond the free quota asks the fee first', async () => {
    const me = await seller();
    await liveElectronics(me.account.id, 2);
    const expired = await createAd(api.db, me.account.id, { categoryId: 102, status: 'expired' });
    const republished = await client(api).call({
      method: 'POST',
      url: `/data/ads/${expired.id}/republish`,
      token: me.token,
    });
    expect(republished.statusCode).toBe(200);
    expect(republished.json().ad.status).toBe('pending_payment');
    const [row] = await api.db.query<{ listing_fee: number; expires_at: Date | null }>(
      'SELECT listing_fee, expires_at FROM ads WHERE id = $1',
      [expired.id],
    );
    expect(row).toEqual({ listing_fee: 150, expires_at: null });
  });

  test('two submissions at once cannot both take the last free slot', async () => {
    const me = await seller();
    await liveElectronics(me.account.id, 1);
    const answers = await Promise.all([
      post(me.token, phoneAd(me.phone, 'Nokia G42 5G first of two')),
      post(me.token, phoneAd(me.phone, 'Nokia G42 5G second of two')),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers.map((a) => a.json().ad.status).sort()).toEqual(['pending_payment', 'pending_review']);
  });
});

describe('the posting quota of a member', () => {
  test('the tier quota in the membership’s group, then the account is over its limit: refused, nothing lost', async () => {
    const me = await seller();
    await makeMember(me.account.id);
    const quota = MEMBER_QUOTA.electronics.basic;
    await liveElectronics(me.account.id, quota - 1);
    const last = await post(me.token, phoneAd(me.phone, 'Oppo A78 last free slot'));
    expect(last.statusCode).toBe(201);
    expect(last.json().ad.status).toBe('pending_review');

    const refused = await post(me.token, phoneAd(me.phone, 'Oppo A79 one too many'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'AD_QUOTA_EXCEEDED', violations: [{ path: 'category_id', message: 'ad_quota_exceeded' }] },
    });
    const [count] = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ads WHERE title LIKE 'Oppo A79%'",
    );
    expect(count?.n).toBe(0);
    const state = await client(api).call({ url: '/data/my/ad-quota?category_id=102', token: me.token });
    expect(state.json().quota).toMatchObject({ member: true, quota, live: quota, state: 'over_limit' });

    // Outside the membership's group the free quota applies, with its fee.
    const cars = await client(api).call({ url: '/data/my/ad-quota?category_id=193', token: me.token });
    expect(cars.json().quota).toMatchObject({ member: false, quota: 2 });

    // Removing an ad frees a slot.
    await client(api).call({ method: 'DELETE', url: `/data/ads/${last.json().ad.id}`, token: me.token });
    expect((await post(me.token, phoneAd(me.phone, 'Oppo A79 after removing one'))).statusCode).toBe(201);
  });

  test('two submissions at once for the last slot: one posted, one refused', async () => {
    const me = await seller();
    await makeMember(me.account.id);
    await liveElectronics(me.account.id, MEMBER_QUOTA.electronics.basic - 1);
    const answers = await Promise.all([
      post(me.token, phoneAd(me.phone, 'Vivo Y36 first of two')),
      post(me.token, phoneAd(me.phone, 'Vivo Y36 second of two')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  test('republishing over the limit is refused and the ad stays expired', async () => {
    const me = await seller();
    await makeMember(me.account.id);
    await liveElectronics(me.account.id, MEMBER_QUOTA.electronics.basic);
    const expired = await createAd(api.db, me.account.id, { categoryId: 102, status: 'expired' });
    const refused = await client(api).call({
      method: 'POST',
      url: `/data/ads/${expired.id}/republish`,
      token: me.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('AD_QUOTA_EXCEEDED');
    const [row] = await api.db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [expired.id]);
    expect(row?.status).toBe('expired');
  });
});

describe('the member dashboard', () => {
  test('subscription, quotas, included promotions and statistics; only the viewer’s own', async () => {
    const me = await seller();
    await makeMember(me.account.id, 'electronics', 'plus');
    const ad = await createAd(api.db, me.account.id, { categoryId: 102 });
    await api.db.query('INSERT INTO ad_daily_stats (ad_id, day, views, chats) VALUES ($1, $2::date, 7, 2)', [
      ad.id,
      bangladeshDay(api.clock.now()),
    ]);
    const url = '/data/my/membership';
    const mine = await client(api).call({ url, token: me.token });
    expect(mine.statusCode, mine.body).toBe(200);
    const { membership } = mine.json();
    expect(membership.subscription).toMatchObject({ category_group: 'electronics', tier: 'plus', ad_quota: 60 });
    expect(membership.included_promotions).toEqual({ bump_up: 15, top_ad: 2 });
    expect(membership.quotas).toHaveLength(5);
    expect(membership.quotas).toContainEqual(
      expect.objectContaining({ group: 'electronics', member: true, quota: 60, live: 1, state: 'available' }),
    );
    expect(membership.stats.days).toHaveLength(30);
    expect(membership.stats.totals).toEqual({ views: 7, phone_reveals: 0, chats: 2, favorites: 0 });
    expect(membership.stats.ads[0]).toMatchObject({ id: ad.id, views: 7, chats: 2 });
    expect(membership.ad_stats).toBeNull();

    const oneAd = await client(api).call({ url: `${url}?ad=${ad.id}`, token: me.token });
    expect(oneAd.json().membership.ad_stats.totals.views).toBe(7);

    // A non-member sees their free quotas; nobody else sees the statistics; a visitor must log in.
    const other = await seller();
    const theirs = await client(api).call({ url, token: other.token });
    expect(theirs.json().membership).toMatchObject({ subscription: null, included_promotions: null });
    expect(theirs.json().membership.stats.totals.views).toBe(0);
    expect(theirs.json().membership.quotas).toContainEqual(
      expect.objectContaining({ group: 'electronics', member: false, quota: 2, live: 0 }),
    );
    const peek = await client(api).call({ url: `${url}?ad=${ad.id}`, token: other.token });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.code).toBe('NOT_FOUND');
    expect((await client(api).call({ url })).statusCode).toBe(401);
    expect((await client(api).call({ url: '/data/my/ad-quota?category_id=102' })).statusCode).toBe(401);
    for (const id of ['-193', '0', 'cars']) {
      const bad = await client(api).call({ url: `/data/my/ad-quota?category_id=${id}`, token: other.token });
      expect(bad.statusCode, id).toBe(400);
      const { code, violations } = bad.json<{ error: { code: string; violations: { path: string }[] } }>().error;
      expect(code).toBe('VALIDATION_FAILED');
      expect(new Set(violations.map((v) => v.path))).toEqual(new Set(['query.category_id']));
    }
  });
});
