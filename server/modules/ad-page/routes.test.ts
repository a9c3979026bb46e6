import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { client, makeStaff, signUp } from '../accounts/testing.ts';
import { PHONE_REVEAL_LIMITS } from '../ads/service.ts';

const api = useTestApp();
let seller = 0;
let ad = { id: 0, slug: '' };
let gone = { id: 0, slug: '' };

beforeAll(async () => {
  seller = await createUser(api.db, { name: 'Karim Motors', isMember: true });
  ad = await createAd(api.db, seller, { title: 'Toyota Axio 2016', contactPhones: ['+8801711223344'] });
  for (let i = 0; i < 20; i++) await createAd(api.db, seller, { title: `Toyota Premio ${i}` });
  await createAd(api.db, seller, { title: 'Samsung phone', categoryId: 101 });
  gone = await createAd(api.db, seller, { title: 'Honda Civic sold', status: 'deactivated' });
});

describe('GET /data/details', () => {
  test('answers the ad in the spec shape with similar ads of the same category, and no phone number', async () => {
    const response = await client(api).call({ method: 'GET', url: `/data/details?slug=${ad.slug}&similar_ads=16` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      ad: Record<string, unknown>;
      similar_ads: { id: number; category: { id: number } }[];
    }>();
    expect(body.ad).toMatchObject({
      id: ad.id,
      slug: ad.slug,
      title: 'Toyota Axio 2016',
      status: 'published',
      category: { id: 193 },
      money: { value: 1_850_000, currency: 'BDT', negotiable: true },
      contactCard: { name: 'Test User' },
      isMember: true,
      account: { id: seller },
    });
    expect(response.body).not.toContain('+880');
    expect(body.similar_ads).toHaveLength(16);
    expect(body.similar_ads.every((s) => s.category.id === 193 && s.id !== ad.id)).toBe(true);
  });

  test('finds by ad_id and sends 4 similar ads to phones', async () => {
    const response = await client(api).call({
      method: 'GET',
      url: `/data/details?ad_id=${ad.id}`,
      headers: { 'x-mobile-request': 'true' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ similar_ads: unknown[] }>().similar_ads).toHaveLength(4);
  });

  test('answers 410 with the ad kept for a deactivated ad, and 404 for an unknown one', async () => {
    const response = await client(api).call({ method: 'GET', url: `/data/details?slug=${gone.slug}` });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({ error: { code: 'GONE' }, ad: { id: gone.id, status: 'deactivated' } });
    const missing = await client(api).call({ method: 'GET', url: '/data/details?slug=no-such-ad-9' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const bad = await client(api).call({ method: 'GET', url: '/data/details' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /data/ads/{id}/phone-numbers', () => {
  test('reveals the numbers and refuses with 429 past the per-visitor limit', async () => {
    const { token } = await signUp(api);
    const caller = client(api);
    const first = await caller.call({ method: 'POST', url: `/data/ads/${ad.id}/phone-numbers`, token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ phone_numbers: ['+8801711223344'] });
    for (let i = 1; i < PHONE_REVEAL_LIMITS.visitor[0].max; i++)
      await caller.call({ method: 'POST', url: `/data/ads/${ad.id}/phone-numbers`, token });
    const limited = await caller.call({ method: 'POST', url: `/data/ads/${ad.id}/phone-numbers`, token });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('gives a signed-out browser a visitor cookie, and 404 for an ad that is gone', async () => {
    const response = await client(api).call({ method: 'POST', url: `/data/ads/${ad.id}/phone-numbers` });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/haat_visitor=[\w-]+; .*HttpOnly/);
    const goneResponse = await client(api).call({ method: 'POST', url: `/data/ads/${gone.id}/phone-numbers` });
    expect(goneResponse.statusCode).toBe(404);
  });
});

describe('POST /data/ads/{id}/reports', () => {
  test('limits anonymous reports per address, even from a visitor who drops the visitor cookie each time', async () => {
    const target = await createAd(api.db, seller, { title: 'Suzuki Swift 2018' });
    const caller = client(api);
    const report = () =>
      caller.call({
        method: 'POST',
        url: `/data/ads/${target.id}/reports`,
        headers: { 'accept-language': 'en' },
        payload: { reason: 'fraud' },
      });
    for (let i = 0; i < 20; i += 1) expect((await report()).statusCode).toBe(201);
    const refused = await report();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Someone else, elsewhere, still reports.
    expect(
      (await client(api).call({ method: 'POST', url: `/data/ads/${target.id}/reports`, payload: { reason: 'sold' } }))
        .statusCode,
    ).toBe(201);
  });

  test('limits one visitor to 10 reports an hour, from any address', async () => {
    const target = await createAd(api.db, seller, { title: 'Nissan Sunny 2015' });
    const { token } = await signUp(api);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await client(api).call({
        method: 'POST',
        url: `/data/ads/${target.id}/reports`,
        token,
        payload: { reason: 'fraud' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  test('records one report per visitor and ad; "other" needs a message', async () => {
    const { token } = await signUp(api);
    const caller = client(api);
    const report = (payload: object) =>
      caller.call({ method: 'POST', url: `/data/ads/${ad.id}/reports`, token, payload });
    expect((await report({ reason: 'other' })).statusCode).toBe(400);
    expect((await report({ reason: 'nonsense' })).statusCode).toBe(400);
    const first = await report({ reason: 'fraud', message: 'Asks for bKash in advance' });
    expect(first.statusCode).toBe(201);
    const again = await report({ reason: 'sold' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ report: { created: false } });
    const rows = await api.db.query<{ reason: string }>('SELECT reason FROM ad_reports WHERE ad_id = $1', [ad.id]);
    expect(rows).toEqual([{ reason: 'fraud' }]);
  });

  test('shows open reports to moderators only; taking an ad down makes its details answer 410', async () => {
    const target = await createAd(api.db, seller, { title: 'Suspicious iPhone' });
    const reporter = await signUp(api);
    await client(api).call({
      method: 'POST',
      url: `/data/ads/${target.id}/reports`,
      token: reporter.token,
      payload: { reason: 'fraud' },
    });
    const user = await signUp(api);
    // Not staff: the back office does not exist for them (decision 131).
    expect((await client(api).call({ method: 'GET', url: '/data/admin/reports', token: user.token })).statusCode).toBe(
      404,
    );
    const moderator = await signUp(api);
    await makeStaff(api.db, moderator.account.id, 'moderator');
    const list = await client(api).call({ method: 'GET', url: '/data/admin/reports', token: moderator.token });
    const reports = list.json<{ reports: { id: number; ad: { id: number } }[] }>().reports;
    const open = reports.find((r) => r.ad.id === target.id);
    expect(open).toBeDefined();
    const close = await client(api).call({
      method: 'POST',
      url: `/data/admin/reports/${open?.id}`,
      token: moderator.token,
      payload: { outcome: 'taken_down' },
    });
    expect(close.statusCode).toBe(204);
    const details = await client(api).call({ method: 'GET', url: `/data/details?ad_id=${target.id}` });
    expect(details.statusCode).toBe(410);
  });
});
