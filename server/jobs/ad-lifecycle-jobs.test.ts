import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { openMessaging } from '../adapters/messaging.ts';
import { loadConfig } from '../config.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { jobsOf } from './index.ts';
import { createJobRunner } from './runner.ts';

const api = useTestApp();

describe('the ad lifecycle jobs', () => {
  test('approve clean ads that waited 10 minutes and take down ads past their 60 days', async () => {
    const config = loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1' });
    const services = {
      db: api.db,
      storage: api.storage,
      counters: api.counters,
      config,
      ...openMessaging(config),
      clock: api.clock,
      payments: api.payments,
      couriers: api.couriers,
    };
    const runner = createJobRunner({ db: api.db, jobs: jobsOf(services) });
    const seller = await createUser(api.db);
    const old = await createAd(api.db, seller, { title: 'Old Walton fridge' });
    const waiting = await createAd(api.db, seller, { title: 'Honest Vision fan', status: 'pending_review' });
    const fresh = await createAd(api.db, seller, { title: 'Fresh Singer iron', status: 'pending_review' });
    await api.db.query("UPDATE ads SET expires_at = now() - interval '1 minute' WHERE id = $1", [old.id]);
    await api.db.query("UPDATE ads SET submitted_at = now() - interval '11 minutes' WHERE id = $1", [waiting.id]);
    await api.db.query("UPDATE ads SET submitted_at = now() - interval '1 minute' WHERE id = $1", [fresh.id]);

    expect(await runner.runDue()).toEqual(expect.arrayContaining(['ad-auto-approval', 'ad-expiry']));
    const status = async (id: number) =>
      (await api.db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [id]))[0]?.status;
    expect(await status(old.id)).toBe('expired');
    expect(await status(waiting.id)).toBe('published');
    expect(await status(fresh.id)).toBe('pending_review');
  });
});
