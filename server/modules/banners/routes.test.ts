import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { client, promote, signUp } from '../accounts/testing.ts';
import type { BannerAdminView, BannerView } from './service.ts';
import { flushBannerStats } from './stats.ts';

const api = useTestApp();

const BANNER = {
  slot: 'results',
  category: 'vehicles',
  location: 'dhaka-division',
  image_url: '/media/banners/eid-sale.webp',
  link_url: 'https://example.com/eid',
  alt_bn: 'ঈদের অফার',
  alt_en: 'Eid offer',
};

async function adminToken() {
  const person = await signUp(api);
  await promote(api.db, person.email);
  return person.token;
}

const bannersAt = async (query: string) =>
  (await client(api).call({ method: 'GET', url: `/data/banners?applicationName=pwa&${query}` })).json<{
    banners: BannerView[];
  }>().banners;

describe('/data/banners', () => {
  test('serves a results banner on its category and place and on those below them, not elsewhere', async () => {
    const token = await adminToken();
    const created = await client(api).call({ method: 'POST', url: '/data/admin/banners', token, payload: BANNER });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ banner: { id: number } }>().banner;

    expect((await bannersAt('slot=results&category=cars&location=dhaka&locale=en')).map((b) => b.id)).toEqual([id]);
    expect(await bannersAt('slot=results&category=cars&location=dhaka&locale=bn')).toMatchObject([
      { alt: 'ঈদের অফার', image_url: BANNER.image_url, click_url: `/data/banners/${id}/click` },
    ]);
    expect(await bannersAt('slot=results&category=mobiles&location=dhaka')).toEqual([]);
    expect(await bannersAt('slot=results&category=cars&location=sylhet')).toEqual([]);
    expect(await bannersAt('slot=home')).toEqual([]);
  });

  test('shows a roadblock only between its start and end, by the app clock', async () => {
    const token = await adminToken();
    api.clock.set(new Date('2027-01-20T00:00:00Z'));
    const { banner } = (
      await client(api).call({
        method: 'POST',
        url: '/data/admin/banners',
        token,
        payload: {
          ...BANNER,
          slot: 'roadblock',
          category: '',
          location: '',
          starts_at: '2027-01-23T00:00:00+06:00',
          ends_at: '2027-02-01T00:00:00+06:00',
        },
      })
    ).json<{ banner: { id: number } }>();
    expect(await bannersAt('slot=roadblock')).toEqual([]);
    api.clock.set(new Date('2027-01-25T12:00:00Z'));
    expect((await bannersAt('slot=roadblock')).map((b) => b.id)).toEqual([banner.id]);
    api.clock.set(new Date('2027-02-01T00:00:00+06:00'));
    expect(await bannersAt('slot=roadblock')).toEqual([]);
  });

  /** An ad-page banner made by an admin, with the counts gathered so far written (so its own start at zero). */
  async function adBannerCounted() {
    const token = await adminToken();
    const c = client(api);
    const { banner } = (
      await c.call({ method: 'POST', url: '/data/admin/banners', token, payload: { ...BANNER, slot: 'ad' } })
    ).json<{ banner: { id: number } }>();
    await flushBannerStats(api.db);
    return { token, c, banner };
  }

  test('counts impressions and clicks in memory and writes them in one batch', async () => {
    const { token, c, banner } = await adBannerCounted();
    for (let i = 0; i < 3; i++) await bannersAt('slot=ad&category=cars&location=dhaka');
    const click = await c.call({ method: 'GET', url: `/data/banners/${banner.id}/click` });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe(BANNER.link_url);

    const statsOf = async () =>
      (await c.call({ method: 'GET', url: '/data/admin/banners', token }))
        .json<{ banners: BannerAdminView[] }>()
        .banners.find((b) => b.id === banner.id);
    // Nothing is written per view…
    expect(await statsOf()).toMatchObject({ impressions: 0, clicks: 0 });
    // …until the flush.
    await flushBannerStats(api.db);
    expect(await statsOf()).toMatchObject({ impressions: 3, clicks: 1 });
  });

  test('an admin edits a banner; a switched-off banner is no longer served or clickable', async () => {
    const token = await adminToken();
    const c = client(api);
    const { banner } = (
      await c.call({ method: 'POST', url: '/data/admin/banners', token, payload: { ...BANNER, slot: 'home' } })
    ).json<{ banner: { id: number } }>();
    const edited = await c.call({
      method: 'PUT',
      url: `/data/admin/banners/${banner.id}`,
      token,
      payload: { ...BANNER, slot: 'home', alt_en: 'Eid offer: 20% off', category: '', location: '' },
    });
    expect(edited.statusCode).toBe(204);
    expect((await bannersAt('slot=home&locale=en')).find((b) => b.id === banner.id)?.alt).toBe('Eid offer: 20% off');
    await c.call({
      method: 'PUT',
      url: `/data/admin/banners/${banner.id}`,
      token,
      payload: { ...BANNER, slot: 'home', active: false },
    });
    expect((await bannersAt('slot=home')).find((b) => b.id === banner.id)).toBeUndefined();
    expect((await c.call({ method: 'GET', url: `/data/banners/${banner.id}/click` })).statusCode).toBe(404);
  });

  test('refuses images from elsewhere, javascript: links and dates that end before they start', async () => {
    const token = await adminToken();
    const response = await client(api).call({
      method: 'POST',
      url: '/data/admin/banners',
      token,
      payload: {
        ...BANNER,
        image_url: 'https://evil.example/x.png',
        link_url: 'javascript:alert(1)',
        starts_at: '2027-01-31',
        ends_at: '2027-01-23',
      },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json<{ error: { violations: { path: string }[] } }>().error.violations.map((v) => v.path);
    expect(paths).toEqual(expect.arrayContaining(['body.image_url', 'body.link_url']));
  });

  // Decision 233: what a browser would read as another host, however it is spelt, is not a path on this site.
  test.each([
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '/%2F%2Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    'https://evil.example\\@haat.example/',
    'https:\\\\evil.example',
    'http://evil.example/',
    'data:text/html,hi',
  ])('refuses the link %j', async (link) => {
    const token = await adminToken();
    const response = await client(api).call({
      method: 'POST',
      url: '/data/admin/banners',
      token,
      payload: { ...BANNER, link_url: link },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.violations).toEqual([{ path: 'body.link_url', message: 'link_invalid' }]);
  });

  test('keeps a path on this site and an https link, as the browser will read them', async () => {
    const token = await adminToken();
    const c = client(api);
    for (const [link, target] of [
      ['/bn/ads/dhaka/cars?page=2', '/bn/ads/dhaka/cars?page=2'],
      ['/bn/ads?query=ফোন', '/bn/ads?query=%E0%A6%AB%E0%A7%8B%E0%A6%A8'],
      ['https://shop.example/eid?from=haat', 'https://shop.example/eid?from=haat'],
    ] as const) {
      const created = await c.call({
        method: 'POST',
        url: '/data/admin/banners',
        token,
        payload: { ...BANNER, link_url: link },
      });
      expect(created.statusCode, link).toBe(201);
      const { id } = created.json<{ banner: { id: number } }>().banner;
      const click = await c.call({ method: 'GET', url: `/data/banners/${id}/click` });
      expect(click.statusCode).toBe(302);
      expect(click.headers.location).toBe(target);
    }
  });

  test('a link saved before the same-site rule refused it goes nowhere', async () => {
    const token = await adminToken();
    const c = client(api);
    const created = await c.call({ method: 'POST', url: '/data/admin/banners', token, payload: BANNER });
    const { id } = created.json<{ banner: { id: number } }>().banner;
    await api.db.query('UPDATE banners SET link_url = $2 WHERE id = $1', [id, '/\\evil.example']);
    expect((await c.call({ method: 'GET', url: `/data/banners/${id}/click` })).statusCode).toBe(404);
  });

  test('only admins manage banners: a member gets 404 (no back office), a moderator 403', async () => {
    const member = await signUp(api);
    const moderator = await signUp(api);
    await promote(api.db, moderator.email, 'moderator');
    for (const [{ token }, status] of [
      [member, 404],
      [moderator, 403],
    ] as const) {
      const c = client(api);
      expect((await c.call({ method: 'POST', url: '/data/admin/banners', token, payload: BANNER })).statusCode).toBe(
        status,
      );
      expect((await c.call({ method: 'GET', url: '/data/admin/banners', token })).statusCode).toBe(status);
      expect((await c.call({ method: 'PUT', url: '/data/admin/banners/1', token, payload: BANNER })).statusCode).toBe(
        status,
      );
    }
  });
});
