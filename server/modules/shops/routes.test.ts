// Shops through the API: the settings (members in force only, one shop each, another user's
// shop is 404, a visitor 401), the shop page (old slugs, its ads paged and searched, 410 with its body once the
// membership ends, 404 missing), the directory's filters, the featured-member filter and the authorised-dealer
// verification by staff holding people.verify, audited.
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { callAs, promote, signUp } from '../accounts/testing.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { storePicture } from '../media/service.ts';
import { tinyPng } from '../media/pictures.test-support.ts';

const api = useTestApp();
type Person = Awaited<ReturnType<typeof signUp>>;

const call = (who: Person | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  callAs(api, who?.token, method, url, payload);

const CARS = catalogueIndex.categoryBySlug('cars')!.id;
const MOBILES = catalogueIndex.categoryBySlug('mobile-phones')!.id;
const DHAKA = catalogueIndex.locationBySlug('dhaka')!.id;
const CHATTOGRAM = catalogueIndex.locationBySlug('chattogram')!.id;

/** A membership in force now, as the memberships module keeps it (the row and the users flags). */
async function makeMember(who: Person, variant = 'vehicles-basic-1m', featured = false) {
  const [group = '', tier = ''] = variant.split('-');
  await api.db.query(
    `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, 1, $5::timestamptz - interval '1 day', $5::timestamptz + interval '29 days')`,
    [who.account.id, variant, group, tier, api.clock.now()],
  );
  await api.db.query('UPDATE users SET is_member = true, is_featured_member = $2 WHERE id = $1', [
    who.account.id,
    featured,
  ]);
}

const settings = (overrides: Record<string, unknown> = {}) => ({
  name: 'Rahman Motors',
  slug: 'rahman-motors',
  description: 'Reconditioned Toyota and Honda cars with papers.',
  category_id: CARS,
  location_id: DHAKA,
  opening_hours: [
    { open: '10:00', close: '20:00' },
    { open: '10:00', close: '20:00' },
    { open: '10:00', close: '20:00' },
    { open: '10:00', close: '20:00' },
    { open: '10:00', close: '20:00' },
    { open: '10:00', close: '20:00' },
    null,
  ],
  addresses: ['House 12, Road 5, Tejgaon, Dhaka'],
  phones: ['01712-345678', '০১৮১২৩৪৫৬৭৮'],
  ...overrides,
});

let owner: Person;
let shopId: number;

beforeAll(async () => {
  owner = await signUp(api, { name: 'Rafiq Rahman' });
  await makeMember(owner);
});

describe('shop settings', () => {
  test('a visitor is 401, a non-member may not create a shop, a member creates their one shop', async () => {
    expect((await call(null, 'GET', '/data/my/shop')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/data/my/shops', settings())).statusCode).toBe(401);
    const stranger = await signUp(api);
    expect((await call(stranger, 'GET', '/data/my/shop')).json()).toMatchObject({ shop: null, canEdit: false });
    expect((await call(stranger, 'POST', '/data/my/shops', settings({ slug: 'stranger' }))).statusCode).toBe(403);

    const logo = await storePicture(api.db, api.storage, await tinyPng(), owner.account.id);
    const created = await call(owner, 'POST', '/data/my/shops', settings({ logo_id: logo.id }));
    expect(created.statusCode).toBe(201);
    const shop = created.json().shop;
    shopId = shop.id;
    expect(shop).toMatchObject({
      slug: 'rahman-motors',
      phones: ['+8801712345678', '+8801812345678'],
      category: { slug: 'cars' },
      badges: { member: true, featuredMember: false, authorizedDealer: false },
    });
    expect(shop.logo.src).toMatch(/^\/media\//);
    expect((await call(owner, 'POST', '/data/my/shops', settings({ slug: 'second' }))).statusCode).toBe(409);
  });

  test('rejects a bad slug, phone or hours with field errors, and another shop’s slug', async () => {
    const bad = await call(owner, 'PUT', `/data/my/shops/${shopId}`, settings({ slug: 'No Spaces!', phones: ['123'] }));
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.violations.map((v: { path: string }) => v.path);
    expect(paths).toEqual(expect.arrayContaining(['body.slug', 'body.phones.0']));
    const hours = settings().opening_hours.map(() => ({ open: '20:00', close: '09:00' }));
    expect((await call(owner, 'PUT', `/data/my/shops/${shopId}`, settings({ opening_hours: hours }))).statusCode).toBe(
      400,
    );
    expect((await call(owner, 'PUT', `/data/my/shops/${shopId}`, settings({ slug: 'careers' }))).statusCode).toBe(400);
    const rival = await signUp(api);
    await makeMember(rival, 'electronics-basic-1m');
    const taken = await call(rival, 'POST', '/data/my/shops', settings({ slug: 'rahman-motors' }));
    expect(taken.json().error.violations).toEqual([{ path: 'slug', message: 'slug_taken' }]);
  });

  test("another member cannot edit the shop: it is not found; a stranger's picture is refused", async () => {
    const other = await signUp(api);
    await makeMember(other);
    expect((await call(other, 'PUT', `/data/my/shops/${shopId}`, settings({ name: 'Hijacked' }))).statusCode).toBe(404);
    const theirs = await storePicture(api.db, api.storage, await tinyPng(), other.account.id);
    const refused = await call(owner, 'PUT', `/data/my/shops/${shopId}`, settings({ cover_id: theirs.id }));
    expect(refused.statusCode).toBe(400);
    expect((await call(null, 'GET', '/data/shops/serp?slug=rahman-motors')).json().shop.name).toBe('Rahman Motors');
  });
});

describe('the shop page', () => {
  test("answers the shop's ads by page and query, and an old slug after a rename", async () => {
    for (let i = 0; i < 27; i++) {
      await createAd(api.db, owner.account.id, { title: `Toyota Axio 20${10 + (i % 10)} number ${i}` });
    }
    await createAd(api.db, owner.account.id, { title: 'Honda Vezel hybrid 2017' });
    const before = await call(null, 'GET', '/data/shops/serp?slug=rahman-motors');
    // The shop was created before these ads: they are its ads once posted from it.
    expect(before.json().total).toBe(0);
    await api.db.query('UPDATE ads SET shop_id = $1 WHERE user_id = $2', [shopId, owner.account.id]);
    const first = (await call(null, 'GET', '/data/shops/serp?slug=rahman-motors')).json();
    expect(first).toMatchObject({ total: 28, page: 1, pages: 2 });
    expect(first.ads).toHaveLength(25);
    const second = (await call(null, 'GET', '/data/shops/serp?slug=rahman-motors&page=2')).json();
    expect(second.ads).toHaveLength(3);
    const vezel = (await call(null, 'GET', '/data/shops/serp?slug=rahman-motors&query=vezel')).json();
    expect(vezel.ads.map((a: { title: string }) => a.title)).toEqual(['Honda Vezel hybrid 2017']);
    expect(vezel.ads[0]).toMatchObject({ isMember: true, shop: { slug: 'rahman-motors' } });
    // Words typed: the best match first (the title naming them), not the newest ad that only mentions them.
    const named = await createAd(api.db, owner.account.id, { title: 'Toyota Premio 2019 octane', shopId });
    const mention = await createAd(api.db, owner.account.id, {
      title: 'Seat covers, all cars',
      description: 'Fits a Toyota Premio 2019 and most saloons.',
      shopId,
    });
    const premio = (await call(null, 'GET', '/data/shops/serp?slug=rahman-motors&query=premio')).json();
    expect(premio.ads.map((a: { id: number }) => a.id)).toEqual([named.id, mention.id]);
    // The shop's 28 ads again, as the tests below count them.
    await api.db.query('DELETE FROM ads WHERE id = ANY($1::bigint[])', [[named.id, mention.id]]);

    const renamed = await call(owner, 'PUT', `/data/my/shops/${shopId}`, settings({ slug: 'rahman-cars' }));
    expect(renamed.json().shop.slug).toBe('rahman-cars');
    expect((await call(null, 'GET', '/data/shops/serp?slug=rahman-motors')).json().shop.slug).toBe('rahman-cars');
  });

  test('a missing shop is 404; an expired membership’s shop is 410 with its body', async () => {
    expect((await call(null, 'GET', '/data/shops/serp?slug=no-such-shop')).statusCode).toBe(404);
    const lapsed = await signUp(api, { name: 'Lapsed Lutfor' });
    await makeMember(lapsed, 'electronics-basic-1m');
    await call(lapsed, 'POST', '/data/my/shops', settings({ slug: 'lutfor-mobiles', category_id: MOBILES }));
    await api.db.query('UPDATE users SET is_member = false WHERE id = $1', [lapsed.account.id]);
    const gone = await call(null, 'GET', '/data/shops/serp?slug=lutfor-mobiles');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().shop).toMatchObject({ name: 'Rahman Motors', active: false, badges: { member: false } });
  });
});

describe('the directory', () => {
  test('finds shops by category, place and words, featured members first; not lapsed ones', async () => {
    const featured = await signUp(api);
    await makeMember(featured, 'vehicles-premium-1m', true);
    await call(featured, 'POST', '/data/my/shops', settings({ name: 'Zaman Auto', slug: 'zaman-auto' }));
    const ctg = await signUp(api);
    await makeMember(ctg, 'electronics-basic-1m');
    await call(
      ctg,
      'POST',
      '/data/my/shops',
      settings({ name: 'Port City Phones', slug: 'port-city-phones', category_id: MOBILES, location_id: CHATTOGRAM }),
    );
    const names = async (query: string) =>
      (await call(null, 'GET', `/data/shops?${query}`)).json().shops.map((s: { name: string }) => s.name);
    expect(await names('category=vehicles')).toEqual(['Zaman Auto', 'Rahman Motors']);
    expect(await names('location=chattogram')).toEqual(['Port City Phones']);
    expect(await names('query=port%20phones')).toEqual(['Port City Phones']);
    expect(await names('category=mobile-phones')).toEqual(['Port City Phones']);
    expect(await names('category=no-such')).toEqual([]);
    const all = (await call(null, 'GET', '/data/shops')).json();
    expect(all.featured.map((s: { name: string }) => s.name)).toEqual(['Zaman Auto']);
    expect(all.shops.some((s: { slug: string }) => s.slug === 'lutfor-mobiles')).toBe(false);
  });

  test('by_featured_member finds the ads of featured (premium) members', async () => {
    const premium = await signUp(api);
    await makeMember(premium, 'general-premium-1m', true);
    await createAd(api.db, premium.account.id, { title: 'Walton fridge premium seller' });
    const plain = await signUp(api);
    await createAd(api.db, plain.account.id, { title: 'Walton fridge plain seller' });
    const titles = async (query: string) =>
      (await call(null, 'GET', `/data/serp?query=walton&${query}`)).json().ads.map((a: { title: string }) => a.title);
    expect(await titles('by_featured_member=1')).toEqual(['Walton fridge premium seller']);
    expect(await titles('by_paying_member=1')).toEqual(['Walton fridge premium seller']);
    expect(await titles('by_paying_member=0')).toEqual(['Walton fridge plain seller']);
  });
});

describe('authorised dealers', () => {
  test('a vehicles member applies; support verifies (audited), a moderator may not; the badge follows', async () => {
    const moderator = await signUp(api);
    const support = await signUp(api);
    await promote(api.db, moderator.email, 'moderator');
    await promote(api.db, support.email, 'support');
    const application = { business_name: 'Rahman Motors Ltd', trade_licence: 'DNCC/123456/2024' };

    const general = await signUp(api);
    await makeMember(general, 'general-basic-1m');
    expect((await call(general, 'POST', '/data/my/shop/dealer-application', application)).statusCode).toBe(403);

    const applied = await call(owner, 'POST', '/data/my/shop/dealer-application', application);
    expect(applied.statusCode).toBe(201);
    expect(applied.json().application).toMatchObject({ status: 'pending', categoryGroup: 'vehicles' });
    expect((await call(owner, 'POST', '/data/my/shop/dealer-application', application)).statusCode).toBe(409);
    const id = applied.json().application.id;

    expect((await call(owner, 'GET', '/data/admin/dealers')).statusCode).toBe(404);
    expect(
      (await call(moderator, 'POST', `/data/admin/dealers/${id}`, { verified: true, reason: 'ok' })).statusCode,
    ).toBe(403);
    const queue = (await call(support, 'GET', '/data/admin/dealers')).json().applications;
    expect(queue.map((a: { id: number }) => a.id)).toContain(id);
    expect((await call(null, 'GET', '/data/shops/serp?slug=rahman-cars')).json().shop.badges.authorizedDealer).toBe(
      false,
    );
    const verified = await call(support, 'POST', `/data/admin/dealers/${id}`, {
      verified: true,
      reason: 'Trade licence checked with DNCC',
    });
    expect(verified.json().application.status).toBe('verified');
    expect((await call(null, 'GET', '/data/shops/serp?slug=rahman-cars')).json().shop.badges.authorizedDealer).toBe(
      true,
    );
    // The auth_dealer poster type: only the verified dealer's ads (28 of them), and each card says so.
    const dealers = (await call(null, 'GET', '/data/serp?by_authorized_dealer=1')).json();
    expect(dealers.total).toBe(28);
    expect(dealers.ads.every((a: { isAuthorizedDealer: boolean }) => a.isAuthorizedDealer)).toBe(true);
    const [entry] = await api.db.query<{ action: string; actor_id: number; reason: string }>(
      "SELECT action, actor_id, reason FROM audit_log WHERE action LIKE 'dealer.%' AND subject_id = $1",
      [String(owner.account.id)],
    );
    expect(entry).toMatchObject({ action: 'dealer.verify', actor_id: support.account.id });
    expect(
      (await call(support, 'POST', `/data/admin/dealers/${id}`, { verified: false, reason: 'again' })).statusCode,
    ).toBe(409);
  });
});
