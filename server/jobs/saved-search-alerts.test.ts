import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadConfig } from '../config.ts';
import { client, signUp } from '../modules/accounts/testing.ts';
import { listNotifications } from '../modules/notifications/service.ts';
import { saveSearch } from '../modules/saved-searches/service.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { jobsOf } from './index.ts';
import { createJobRunner } from './runner.ts';
import { catalogueIndex } from '../modules/catalog/service.ts';

const api = useTestApp();
let buyer = { id: 0, email: '', token: '' };
let seller = 0;

const runner = () => {
  const services = {
    db: api.db,
    config: loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1', PUBLIC_URL: 'https://haat.example' }),
    storage: api.storage,
    counters: api.counters,
    sms: { send: async () => {} },
    email: {
      send: async (message: { to: string; subject: string; text: string }) => {
        sent.push(message);
      },
    },
    outbox: null,
    clock: api.clock,
    payments: api.payments,
    couriers: api.couriers,
  };
  return createJobRunner({ db: api.db, jobs: jobsOf(services) });
};
const sent: { to: string; subject: string; text: string }[] = [];
/** Makes every job due now (their interval is 1 s). */
const makeDue = () => api.db.query('UPDATE jobs SET next_run_at = now()');

beforeAll(async () => {
  const account = await signUp(api);
  buyer = { id: account.account.id, email: account.email, token: account.token };
  seller = await createUser(api.db, { name: 'Another Seller' });
});

describe('saved-search alerts', () => {
  test('announce each new matching ad once, in-app and by one e-mail digest, linking to the results', async () => {
    const search = await saveSearch(api.db, buyer.id, { url: '/en/ads/dhaka/cars' });
    // Matching ads published before the search was saved are not news.
    await api.db.query(
      "UPDATE saved_searches SET alerts_from = now() + interval '1 second', alerts_checked_at = now() + interval '1 second' WHERE id = $1",
      [search.id],
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const matching = await createAd(api.db, seller, { title: 'Toyota Allion 2017' });
    await createAd(api.db, seller, { title: 'iPhone 13', categoryId: 101 });
    await createAd(api.db, seller, {
      title: 'Toyota in Chattogram',
      locationId: catalogueIndex.locationBySlug('chattogram')?.id ?? 0,
    });

    await runner().runDue();
    const notifications = await listNotifications(api.db, buyer.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      kind: 'saved_search',
      link: '/en/ads/dhaka/cars',
      payload: { count: 1, titles: ['Toyota Allion 2017'] },
      read: false,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: buyer.email });
    expect(sent[0]?.text).toContain('https://haat.example/en/ads/dhaka/cars');

    // Running again (another process, a restart) announces nothing twice.
    await makeDue();
    await runner().runDue();
    expect(await listNotifications(api.db, buyer.id)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    const alerts = await api.db.query('SELECT ad_id FROM saved_search_alerts WHERE saved_search_id = $1', [search.id]);
    expect(alerts).toEqual([{ ad_id: matching.id }]);

    // The owner reads them through the API, and marks them read; nobody else sees them.
    const c = client(api);
    const listed = await c.call({ method: 'GET', url: '/data/notifications', token: buyer.token });
    expect(listed.json()).toMatchObject({ unread: 1, notifications: [{ link: '/en/ads/dhaka/cars' }] });
    const stranger = await signUp(api);
    expect((await c.call({ method: 'GET', url: '/data/notifications', token: stranger.token })).json()).toEqual({
      notifications: [],
      unread: 0,
    });
    expect((await c.call({ method: 'POST', url: '/data/notifications/read', token: buyer.token })).statusCode).toBe(
      204,
    );
    expect((await c.call({ method: 'GET', url: '/data/notifications', token: buyer.token })).json()).toMatchObject({
      unread: 0,
    });
  });

  test('an ad published by a transaction that committed after a check is still announced (look-back)', async () => {
    const search = await saveSearch(api.db, buyer.id, { url: '/en/ads/dhaka/motorbikes-scooters' });
    await api.db.query("UPDATE saved_searches SET alerts_from = now() - interval '1 minute' WHERE id = $1", [
      search.id,
    ]);
    const late = await createAd(api.db, seller, { title: 'Yamaha R15', categoryId: 203 });
    // The check ran "after" the ad's publication time, but did not see it (it was not committed yet).
    await api.db.query("UPDATE saved_searches SET alerts_checked_at = now() + interval '1 minute' WHERE id = $1", [
      search.id,
    ]);
    await makeDue();
    await runner().runDue();
    const alerts = await api.db.query('SELECT ad_id FROM saved_search_alerts WHERE saved_search_id = $1', [search.id]);
    expect(alerts).toEqual([{ ad_id: late.id }]);
  });

  test('ads published before the search was saved are not news, even within the look-back', async () => {
    const before = await createAd(api.db, seller, { title: 'Bajaj Pulsar', categoryId: 203 });
    const other = await signUp(api);
    const search = await saveSearch(api.db, other.account.id, { url: '/en/ads/dhaka/motorbikes-scooters' });
    await makeDue();
    await runner().runDue();
    const alerts = await api.db.query<{ ad_id: number }>(
      'SELECT ad_id FROM saved_search_alerts WHERE saved_search_id = $1',
      [search.id],
    );
    expect(alerts.map((a) => a.ad_id)).not.toContain(before.id);
    expect(await listNotifications(api.db, other.account.id)).toEqual([]);
  });

  test('a run when no ad was published since the last sweep checks no saved search', async () => {
    const other = await signUp(api);
    const search = await saveSearch(api.db, other.account.id, { url: '/en/ads/dhaka' });
    await api.db.query("UPDATE saved_searches SET alerts_checked_at = '2020-01-01' WHERE id = $1", [search.id]);
    await makeDue();
    await runner().runDue();
    const [row] = await api.db.query<{ checked: Date }>(
      'SELECT alerts_checked_at AS checked FROM saved_searches WHERE id = $1',
      [search.id],
    );
    expect(row?.checked.getUTCFullYear()).toBe(2020);
  });

  test('saved searches with alerts off get nothing', async () => {
    const other = await signUp(api);
    const search = await saveSearch(api.db, other.account.id, { url: '/en/ads/dhaka/cars' });
    await api.db.query(
      "UPDATE saved_searches SET alerts = false, alerts_checked_at = now() - interval '1 hour' WHERE id = $1",
      [search.id],
    );
    await makeDue();
    await runner().runDue();
    expect(await listNotifications(api.db, other.account.id)).toEqual([]);
  });
});
