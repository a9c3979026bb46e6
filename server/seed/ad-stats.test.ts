import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, bangladeshDay } from '../../core/ad-stats.ts';
import { freshDatabase } from '../../tests/database.ts';
import type { Database } from '../adapters/database.ts';
import { seedAdStats } from './ad-stats.ts';
import { buildAd, createUser, insertAds } from './factories.ts';

// The demo's statistics on a controlled set: 200 ads published 28 days before the clock, each a top ad from 14 to 7
// days before it. Enough ads that the day-to-day spread (±30 %) averages out, whatever the clock.
const DAY = 24 * 3600 * 1000;
const ADS = 200;
const now = new Date('2026-06-15T09:30:00Z');
let db: Database;
let userId = 0;

beforeAll(async () => {
  db = await freshDatabase();
  userId = await createUser(db);
  const publishedAt = new Date(now.getTime() - 28 * DAY);
  const ids = await insertAds(
    db,
    Array.from({ length: ADS }, () => buildAd(userId, { publishedAt, createdAt: publishedAt })),
  );
  await db.query(
    `INSERT INTO promotions (ad_id, user_id, variant_identifier, kind, amount_poisha, starts_at, ends_at, created_at)
     SELECT id, $2, 'top_ad', 'top_ad', 50000, $3, $4, $3 FROM unnest($1::bigint[]) AS id`,
    [ids, userId, new Date(now.getTime() - 14 * DAY), new Date(now.getTime() - 7 * DAY)],
  );
  expect(await seedAdStats(db, [userId], 7, now)).toBe(ADS * 29);
});

afterAll(async () => {
  await db?.close();
});

describe('seedAdStats', () => {
  test('gives a top ad’s whole days 2.2 to 3.8 times the views of its own plain days past its first two', async () => {
    const today = bangladeshDay(now);
    const [views] = await db.query<{ promoted: number; plain: number }>(
      `SELECT avg(views) FILTER (WHERE day > $1::date AND day < $2::date)::float AS promoted,
              avg(views) FILTER (WHERE (day >= $3::date AND day < $1::date) OR (day > $2::date AND day < $4::date))::float
                AS plain
       FROM ad_daily_stats`,
      [addDays(today, -14), addDays(today, -7), addDays(today, -26), today],
    );
    // An ad's first days draw more (up to 1.33 times from its third day), the later ones barely (1.05 to 1.1).
    const ratio = (views?.promoted ?? 0) / (views?.plain ?? 1);
    expect(ratio).toBeGreaterThan(2.2 * 0.85);
    expect(ratio).toBeLessThan(3.8);
  });

  test('counts today only as far as it has gone, and the other counts as small shares of the views', async () => {
    const [shares] = await db.query<{ today: number; yesterday: number; reveals: number; chats: number }>(
      `SELECT avg(views) FILTER (WHERE day = $1::date)::float AS today,
              avg(views) FILTER (WHERE day = $2::date)::float AS yesterday,
              (sum(phone_reveals)::float / sum(views)) AS reveals, (sum(chats)::float / sum(views)) AS chats
       FROM ad_daily_stats`,
      [bangladeshDay(now), addDays(bangladeshDay(now), -1)],
    );
    // 09:30 UTC is 15:30 in Dhaka: about 65 % of the day has gone.
    expect((shares?.today ?? 0) / (shares?.yesterday ?? 1)).toBeGreaterThan(0.5);
    expect((shares?.today ?? 0) / (shares?.yesterday ?? 1)).toBeLessThan(0.8);
    expect(shares?.reveals).toBeGreaterThan(0.05);
    expect(shares?.reveals).toBeLessThan(0.16);
    expect(shares?.chats).toBeGreaterThan(0.02);
    expect(shares?.chats).toBeLessThan(0.07);
  });
});
