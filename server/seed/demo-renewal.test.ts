// Seeded ads expire like real ones while the demo stays full.
import { expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { loadConfig } from '../config.ts';
import { jobsOf } from '../jobs/index.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { createAd, createUser } from './factories.ts';
import { seedDemo } from './seed.ts';

const api = useTestApp();
const DAY = 86_400_000;

const runJobs = async () => {
  await api.db.query('UPDATE jobs SET next_run_at = now()');
  const config = loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1' });
  const services = {
    db: api.db,
    storage: api.storage,
    counters: api.counters,
    config,
    clock: api.clock,
    payments: api.payments,
    couriers: api.couriers,
  };
  const noMessages = { sms: { send: async () => {} }, email: { send: async () => {} }, outbox: null };
  return createJobRunner({ db: api.db, jobs: jobsOf({ ...services, ...noMessages }) }).runDue();
};

const demoAds = async (status: 'published' | 'expired') =>
  (
    await api.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM ads a JOIN users u ON u.id = a.user_id WHERE u.is_demo AND a.status = $1',
      [status],
    )
  )[0]?.count ?? 0;

test('seeded ads expire over the next 60 days like real ones, and come back as their sellers would republish them', async () => {
  await seedDemo(api.db, api.storage, { ads: 200, seed: 3 });
  const before = await demoAds('published');
  expect(before).toBeGreaterThan(150);
  // Every published demo ad ends within its current 60 days, and not all on one day.
  const [spread] = await api.db.query<{ outside: number; days: number }>(
    `SELECT count(*) FILTER (WHERE expires_at <= now() OR expires_at > now() + interval '60 days')::int AS outside,
       count(DISTINCT date_trunc('day', expires_at))::int AS days
     FROM ads WHERE status = 'published'`,
  );
  expect(spread).toEqual({ outside: 0, days: expect.any(Number) });
  expect(spread?.days).toBeGreaterThan(20);

  // A real seller's expired ad is theirs to republish: the job leaves it alone.
  const real = await createAd(api.db, await createUser(api.db), { title: 'Walton fridge' });
  await api.db.query("UPDATE ads SET status = 'expired', expires_at = now() - interval '1 day' WHERE id = $1", [
    real.id,
  ]);

  // Thirty days on: about half the demo ads ran out, and every one of them is back for another 60 days (with the
  // few the seed made expired; the jobs also approve the seed's pending ads, so there are a few more).
  api.clock.advance(30 * DAY);
  await runJobs();
  expect(await demoAds('published')).toBeGreaterThanOrEqual(before);
  expect(await demoAds('expired')).toBe(0);
  const [renewed] = await api.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ads WHERE status = 'published' AND published_at = $1::timestamptz`,
    [api.clock.now()],
  );
  expect(renewed?.count).toBeGreaterThan(0);
  expect(renewed?.count).toBeLessThan(before * 0.8);
  const [stillExpired] = await api.db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [real.id]);
  expect(stillExpired?.status).toBe('expired');
});
