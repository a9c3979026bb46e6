// Demo statistics: a history of views, phone reveals, chats and favourites per day for the demo's
// ads, so that a newcomer's seller pages have figures and the forecast before paying has promoted ads to draw from
// on the first start. Deterministic for a seed: every "random" figure is a hash of the ad, the day and the seed.
import { STATS_DAYS } from '../../core/ad-stats.ts';
import type { Database } from '../adapters/database.ts';

/** Ads given a history at most (promoted ones first, then the newest): a million-ad seed stays quick. */
const MOST_ADS = 20_000;

/**
 * Writes the last STATS_DAYS days (from each ad's publication) of the sellers' ads. Views per day: a base of 2 to 33
 * by ad, more in an ad's first days, ±30 % from day to day, times what a promotion in force that day brings
 * (top ad 2.2–3.8×, spotlight 1.8–3×, bump up 1.5–2.5×, featured 1.4–2.2×, urgent 1.2–1.8×: an assumption of the
 * demo, not a measurement); today only as far as it has gone. The other counts are small shares of the views.
 */
export async function seedAdStats(db: Database, userIds: readonly number[], seed: number, now: Date): Promise<number> {
  const [written] = await db.query<{ count: number }>(
    `WITH chosen AS (
       SELECT a.id, a.published_at, 2 + (hashtext(a.id::text || ':' || $1::text) & 31) AS base
       FROM ads a
       WHERE a.user_id = ANY($2::bigint[]) AND a.status IN ('published', 'expired', 'deactivated')
         AND a.published_at IS NOT NULL
       ORDER BY EXISTS (SELECT 1 FROM promotion_periods p WHERE p.ad_id = a.id) DESC, a.published_at DESC, a.id
       LIMIT $5
     ), today AS (
       SELECT (($3::timestamptz AT TIME ZONE 'UTC') + interval '6 hours')::date AS day,
              extract(epoch FROM (($3::timestamptz AT TIME ZONE 'UTC') + interval '6 hours')::time) / 86400 AS gone
     ), days AS (
       SELECT c.id, c.base, d::date AS day, d::date - ((c.published_at AT TIME ZONE 'UTC') + interval '6 hours')::date
         AS age,
         hashtext(c.id::text || ':' || d::date::text || ':' || $1::text) AS h
       FROM chosen c, today t,
         generate_series(greatest(((c.published_at AT TIME ZONE 'UTC') + interval '6 hours')::date, t.day - ($4::int - 1)),
                         t.day, interval '1 day') AS d
     ), viewed AS (
       SELECT d.id, d.day, d.h,
         floor(d.base * (1 + 1.0 / (1 + d.age)) * (0.7 + (d.h & 63) / 105.0)
           * coalesce((
               SELECT max(CASE p.kind WHEN 'top_ad' THEN 2.2 + 1.6 * j.x WHEN 'spotlight' THEN 1.8 + 1.2 * j.x
                                      WHEN 'bump_up' THEN 1.5 + 1.0 * j.x WHEN 'featured_ad' THEN 1.4 + 0.8 * j.x
                                      ELSE 1.2 + 0.6 * j.x END)
               FROM promotion_periods p, LATERAL (SELECT (hashtext(p.promotion_id::text || ':' || $1::text) & 1023) / 1023.0 AS x) j
               WHERE p.ad_id = d.id
                 AND ((p.starts_at AT TIME ZONE 'UTC') + interval '6 hours')::date <= d.day
                 AND ((p.ends_at AT TIME ZONE 'UTC') + interval '6 hours')::date >= d.day), 1)
           * CASE WHEN d.day = t.day THEN t.gone ELSE 1 END)::int AS views
       FROM days d, today t
     ), inserted AS (
       INSERT INTO ad_daily_stats (ad_id, day, views, phone_reveals, chats, favorites)
       SELECT id, day, views, floor(views * (0.05 + ((h >> 6) & 15) / 150.0))::int,
              floor(views * (0.02 + ((h >> 10) & 15) / 375.0))::int, floor(views * (0.02 + ((h >> 14) & 15) / 500.0))::int
       FROM viewed
       ON CONFLICT (ad_id, day) DO NOTHING
       RETURNING 1
     ) SELECT count(*)::int AS count FROM inserted`,
    [seed, userIds, now, STATS_DAYS, MOST_ADS],
  );
  return written?.count ?? 0;
}
