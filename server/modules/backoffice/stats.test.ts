// The dashboard per Dhaka day (new ads, live ads, sign-ups, revenue by product, median
// time from submission to live), the review queue's age and each moderator's throughput.
import { expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { addPhone, client, promote, signUp } from '../accounts/testing.ts';
import type { Dashboard } from './stats.ts';

const api = useTestApp();
const dhakaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);

test('counts each day’s ads, sign-ups and revenue, the queue’s age and what each moderator decided', async () => {
  const moderator = await signUp(api, { name: 'Mina Moderator' });
  await promote(api.db, moderator.email, 'moderator');
  const read = async () =>
    (await client(api).call({ url: '/data/admin/dashboard', token: moderator.token })).json<Dashboard>();
  const day = (dashboard: Dashboard, at: Date) => dashboard.days.find((d) => d.day === dhakaDate(at));
  const now = api.clock.now();
  const yesterday = new Date(now.getTime() - 86_400_000);
  const before = await read();
  expect(before.days).toHaveLength(14);
  expect(before.days[0]?.day).toBe(dhakaDate(now));

  const seller = await signUp(api);
  // Yesterday two ads went live, 30 and 90 minutes after they were submitted: a median of an hour.
  for (const minutes of [30, 90]) {
    const ad = await createAd(api.db, seller.account.id, { createdAt: yesterday, publishedAt: yesterday });
    await api.db.query('UPDATE ads SET submitted_at = $2 WHERE id = $1', [
      ad.id,
      new Date(yesterday.getTime() - minutes * 60_000),
    ]);
  }
  await api.db.query(
    `INSERT INTO payments (invoice_number, user_id, idempotency_key, context, processor, state, amount_poisha, items,
       locale, return_path, created_at, updated_at, settled_at)
     VALUES ('HTSTATS1', $1, 'stats-1', 'post_ad', 'bkash', 'success', 50000,
       '[{"type": "listing_fee", "amount_poisha": 50000}]', 'bn', '/bn', $2, $2, $2)`,
    [seller.account.id, yesterday],
  );
  // Today one ad waits in the queue; the moderator approves another.
  const waiting = await createAd(api.db, seller.account.id, { status: 'pending_review', publishedAt: null });
  await api.db.query("UPDATE ads SET submitted_at = now() - interval '3 hours' WHERE id = $1", [waiting.id]);
  const approved = await createAd(api.db, seller.account.id, { status: 'pending_review', publishedAt: null });
  await api.db.query("UPDATE ads SET submitted_at = now() - interval '10 minutes' WHERE id = $1", [approved.id]);
  await client(api).call({ method: 'POST', url: `/data/review/${approved.id}/approve`, token: moderator.token });

  const after = await read();
  expect(day(after, yesterday)).toMatchObject({
    newAds: (day(before, yesterday)?.newAds ?? 0) + 2,
    medianMinutesToLive: 60,
    revenue: { listing_fee: 50000 },
  });
  expect(day(after, yesterday)?.liveAds).toBe((day(before, yesterday)?.liveAds ?? 0) + 2);
  expect(day(after, now)?.signUps).toBe((day(before, now)?.signUps ?? 0) + 1);
  expect(day(after, now)?.newAds).toBe((day(before, now)?.newAds ?? 0) + 2);
  expect(day(after, now)?.medianMinutesToLive).toBe(10);
  expect(after.queue.size).toBe(1);
  expect(after.queue.oldestMinutes).toBeGreaterThanOrEqual(179);
  expect(after.moderators).toEqual([
    { id: moderator.account.id, name: 'Mina Moderator', approved: 1, rejected: 0, reportsClosed: 0 },
  ]);
});

test('how long decided ads waited in the review queue, per day: median and 90th percentile from the audit log', async () => {
  const admin = await signUp(api, { name: 'Anis Admin' });
  await promote(api.db, admin.email, 'admin');
  const seller = await signUp(api);
  const decidedAt = new Date(api.clock.now().getTime() - 3 * 86_400_000);
  // Three days ago a moderator decided ten ads that had waited 10, 20, … 90 minutes and one of 10 hours.
  for (const minutes of [10, 20, 30, 40, 50, 60, 70, 80, 90, 600]) {
    const ad = await createAd(api.db, seller.account.id, { status: 'pending_review', publishedAt: null });
    await api.db.query('UPDATE ads SET submitted_at = $2 WHERE id = $1', [
      ad.id,
      new Date(decidedAt.getTime() - minutes * 60_000),
    ]);
    await api.db.query(
      `INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, created_at)
       VALUES ($1, 'moderator', $2, 'ad', $3, $4)`,
      [admin.account.id, minutes === 600 ? 'ad.reject' : 'ad.approve', String(ad.id), decidedAt],
    );
  }
  const dashboard = (await client(api).call({ url: '/data/admin/dashboard', token: admin.token })).json<Dashboard>();
  expect(dashboard.days.find((d) => d.day === dhakaDate(decidedAt))?.queueWait).toEqual({
    decided: 10,
    median: 50,
    p90: 90,
  });
  expect(
    dashboard.days.find((d) => d.day === dhakaDate(new Date(decidedAt.getTime() - 86_400_000)))?.queueWait,
  ).toEqual({ decided: 0, median: null, p90: null });
});

test('an ad posted on the app’s clock waits in the queue by that clock: oldest first, and the dashboard agrees', async () => {
  const moderator = await signUp(api);
  await promote(api.db, moderator.email, 'moderator');
  const seller = await signUp(api);
  await addPhone(api, seller.token, '+8801712345681');
  const now = api.clock.now();
  // Posted two hours ago by the app's clock (the database's own clock says now).
  api.clock.set(new Date(now.getTime() - 2 * 3_600_000));
  const posted = await client(api).call({
    method: 'POST',
    url: '/data/ads',
    token: seller.token,
    payload: {
      category_id: 102,
      location_id: 100,
      title: 'Samsung Galaxy S25 Ultra 256 GB, boxed',
      description: 'Used for a year, works well, with the charger and the box.',
      price: '9500',
      price_negotiable: false,
      properties: { condition: 'used', brand: 'samsung', model: 'samsung-galaxy-s25-ultra' },
      contact_name: 'Rahim',
      phone_numbers: ['01712345681'],
    },
  });
  expect(posted.statusCode, posted.body).toBe(201);
  api.clock.set(now);
  // Submitted a minute ago.
  await createAd(api.db, seller.account.id, { status: 'pending_review', publishedAt: null });

  const queue = (await client(api).call({ url: '/data/review', token: moderator.token })).json<{
    items: { id: number; submittedAt: string }[];
  }>();
  const mine = queue.items.find((item) => item.id === posted.json<{ ad: { id: number } }>().ad.id);
  expect(Date.parse(mine?.submittedAt ?? '')).toBe(now.getTime() - 2 * 3_600_000);
  expect(queue.items.indexOf(mine!)).toBeLessThan(queue.items.length - 1);
  const submitted = queue.items.map((item) => Date.parse(item.submittedAt));
  expect(submitted).toEqual([...submitted].sort((a, b) => a - b));
  const dashboard = (
    await client(api).call({ url: '/data/admin/dashboard', token: moderator.token })
  ).json<Dashboard>();
  expect(dashboard.queue.oldestMinutes).toBe(Math.floor((now.getTime() - (submitted[0] ?? 0)) / 60_000));
});
