// Upkeep jobs: uploads nothing used are removed after a day; the e-mail digest goes at most once,
// through the real e-mail adapter against a loopback e-mail API that refuses, cuts the connection mid-send or takes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { httpEmailApi } from '../adapters/email.ts';
import { loadConfig } from '../config.ts';
import { pictureFile, storePicture } from '../modules/media/service.ts';
import { sendEmailDigests } from '../modules/notifications/service.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { jobsOf } from './index.ts';
import { createJobRunner } from './runner.ts';

const api = useTestApp();
const HOUR = 3_600_000;

describe('unattached pictures', () => {
  const services = () => {
    const config = loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1' });
    return {
      db: api.db,
      storage: api.storage,
      counters: api.counters,
      config,
      clock: api.clock,
      outbox: null,
      payments: api.payments,
      couriers: api.couriers,
    };
  };
  const runJobs = () =>
    createJobRunner({
      db: api.db,
      jobs: jobsOf({ ...services(), sms: { send: async () => {} }, email: { send: async () => {} } }),
    }).runDue();
  const makeDue = () => api.db.query('UPDATE jobs SET next_run_at = now()');
  const exists = async (id: number) => (await api.db.query('SELECT 1 FROM images WHERE id = $1', [id])).length === 1;

  test('an upload no ad used is removed with its files a day later; used and younger ones stay', async () => {
    const owner = await createUser(api.db);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const unused = await storePicture(api.db, api.storage, png, owner);
    const used = await storePicture(api.db, api.storage, png, owner);
    const ad = await createAd(api.db, owner, { title: 'Walton fridge' });
    await api.db.query('INSERT INTO ad_images (ad_id, position, image_id) VALUES ($1, 0, $2)', [ad.id, used.id]);

    api.clock.advance(23 * HOUR);
    await makeDue();
    await runJobs();
    expect(await exists(unused.id)).toBe(true);

    api.clock.advance(2 * HOUR);
    await makeDue();
    expect(await runJobs()).toContain('unattached-pictures');
    expect(await exists(unused.id)).toBe(false);
    expect(await api.storage.get(pictureFile(unused.key, 'card'))).toBeNull();
    expect(await exists(used.id)).toBe(true);
    expect(await api.storage.get(pictureFile(used.key, 'card'))).not.toBeNull();
  });
});

describe('the e-mail digest', () => {
  let mode: 'refuse' | 'cut' | 'take' = 'take';
  const received: string[] = [];
  let server: Server;
  let url = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(body);
        if (mode === 'refuse') response.writeHead(503).end();
        // The request arrived whole, but the answer never does: did it go? The sender cannot know.
        else if (mode === 'cut') request.socket.destroy();
        else response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const notify = async (userId: number) =>
    api.db.query(
      `INSERT INTO notifications (user_id, kind, payload, link) VALUES ($1, 'saved_search', $2, '/en/ads/dhaka/cars')`,
      [userId, { name: 'Cars in Dhaka', count: 2, titles: ['Toyota Allion'] }],
    );
  const digests = () => sendEmailDigests(api.db, httpEmailApi(url, 'token', 'Haat <a@haat.test>'), 'https://haat.test');

  test('a send the e-mail API refused is sent again on the next run', async () => {
    const user = await createUser(api.db, { email: 'refused@haat.test' });
    await notify(user);
    received.length = 0;
    mode = 'refuse';
    await expect(digests()).rejects.toThrow(/gateway answered 503/);
    mode = 'take';
    expect(await digests()).toBe(1);
    expect(received).toHaveLength(2);
    expect(await digests()).toBe(0);
  });

  test('names saved-search alerts as new ads, and other news as notifications', async () => {
    const alerted = await createUser(api.db, { email: 'alerted@haat.test' });
    await notify(alerted);
    await notify(alerted);
    const mixed = await createUser(api.db, { email: 'mixed@haat.test' });
    await notify(mixed);
    await api.db.query(
      `INSERT INTO notifications (user_id, kind, payload, link) VALUES ($1, 'membership_granted', $2, '/bn/my/membership')`,
      [mixed, { action: 'grant', variant_identifier: 'electronics-premium-3m', ends_at: '2026-12-25T00:00:00Z' }],
    );
    received.length = 0;
    mode = 'take';
    expect(await digests()).toBe(2);
    const mails = received.map((body) => JSON.parse(body) as { to: string; subject: string; text: string });
    const alerts = mails.find((mail) => mail.to === 'alerted@haat.test');
    expect(alerts?.subject).toBe('4 new ads for your saved searches on Haat');
    expect(alerts?.text).not.toContain('My account → Notifications');
    // The first notification's link names the e-mail's language: en here, whatever the second says.
    const news = mails.find((mail) => mail.to === 'mixed@haat.test');
    expect(news?.subject).toBe('2 new notifications for you on Haat');
    expect(news?.text).toMatch(/^What is new for you on Haat:/);
    expect(news?.text).toContain('Haat gave you a Mobiles and electronics Premium, 3 months membership, until');
    expect(news?.text).toContain(
      'All your notifications are in My account → Notifications: https://haat.test/en/my/notifications',
    );
    expect(news?.text).toContain('turn these alerts off in My account → Saved searches');
  });

  test('a send cut off after the request went out is never sent again (at most once)', async () => {
    const user = await createUser(api.db, { email: 'cut@haat.test' });
    await notify(user);
    received.length = 0;
    mode = 'cut';
    await expect(digests()).rejects.toThrow();
    mode = 'take';
    expect(await digests()).toBe(0);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0] ?? '{}')).toMatchObject({ to: 'cut@haat.test' });
  });
});

test("the embedded database's planner statistics are refreshed by a job; PostgreSQL's own daemon does it there", async () => {
  const config = loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1' });
  const noMessages = { sms: { send: async () => {} }, email: { send: async () => {} }, outbox: null };
  const services = { ...api, config, ...noMessages };
  const job = jobsOf(services).find((j) => j.name === 'planner-statistics');
  expect(job !== undefined).toBe(api.db.driver === 'pglite');
  if (!job) return;
  await createAd(api.db, await createUser(api.db), { title: 'Walton fridge' });
  const analyzed = async () =>
    (
      await api.db.query<{ at: Date | null }>(
        "SELECT last_analyze AS at FROM pg_stat_user_tables WHERE relname = 'ads'",
      )
    )[0]?.at ?? null;
  const before = await analyzed();
  await api.db.query('UPDATE jobs SET next_run_at = now()');
  expect(await createJobRunner({ db: api.db, jobs: [job] }).runDue()).toEqual(['planner-statistics']);
  const after = await analyzed();
  expect(after).not.toBeNull();
  expect(after?.getTime()).not.toBe(before?.getTime());
});
