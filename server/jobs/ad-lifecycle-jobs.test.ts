import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { openMessaging } from '../adapters/messaging.ts';
import { loadConfig } from '../config.ts';
import { createAd, createUser } from '../seed/factories.ts';
import { formatDate } from '../../core/i18n.ts';
import { expireAds, warnExpiringAds } from '../modules/ads/index.ts';
import { listNotifications, notificationText } from '../modules/notifications/index.ts';
import { jobsOf } from './index.ts';
import { createJobRunner } from './runner.ts';

const api = useTestApp();

const endOf = async (id: number) =>
  (await api.db.query<{ expires_at: Date }>('SELECT expires_at FROM ads WHERE id = $1', [id]))[0]!.expires_at;
const slugOf = async (id: number) =>
  (await api.db.query<{ slug: string }>('SELECT slug FROM ads WHERE id = $1', [id]))[0]!.slug;

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
    const ending = await createAd(api.db, seller, { title: 'Ending Minister blender' });
    await api.db.query("UPDATE ads SET expires_at = now() - interval '1 minute' WHERE id = $1", [old.id]);
    await api.db.query("UPDATE ads SET expires_at = now() + interval '2 days' WHERE id = $1", [ending.id]);
    await api.db.query("UPDATE ads SET submitted_at = now() - interval '11 minutes' WHERE id = $1", [waiting.id]);
    await api.db.query("UPDATE ads SET submitted_at = now() - interval '1 minute' WHERE id = $1", [fresh.id]);

    expect(await runner.runDue()).toEqual(expect.arrayContaining(['ad-auto-approval', 'ad-expiry']));
    const status = async (id: number) =>
      (await api.db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [id]))[0]?.status;
    expect(await status(old.id)).toBe('expired');
    expect(await status(waiting.id)).toBe('published');
    expect(await status(fresh.id)).toBe('pending_review');

    // The seller is told of each (decision 260), once: a second run tells nothing new.
    const told = async () => (await listNotifications(api.db, seller)).map((n) => notificationText('en', n)).sort();
    const expected = [
      'Your ad "Ending Minister blender" runs until ' +
        formatDate('en', await endOf(ending.id)) +
        '. After that you can republish it from My ads',
      'Your ad "Honest Vision fan" is live on Haat',
      'Your ad "Old Walton fridge" has expired. Republish it to show it again',
    ];
    expect(await told()).toEqual(expected);
    expect(await warnExpiringAds({ db: api.db }, api.clock.now())).toBe(0);
    expect(await expireAds({ db: api.db }, api.clock.now())).toBe(0);
    expect(await told()).toEqual(expected);
    const links = (await listNotifications(api.db, seller)).map((n) => n.link).sort();
    expect(links).toEqual(
      ['/bn/ad/' + (await slugOf(waiting.id)), '/bn/my/published-ads', '/bn/my/republish-ads'].sort(),
    );
  });
});
