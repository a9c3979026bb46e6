// The demo stays full while its ads live like real ones (decision 95): the seed marks its sellers as demo
// accounts and gives their published ads expiry dates spread over the next 60 days; the ad-expiry job takes them
// down like any ad, and this job republishes expired demo ads as their sellers would (from /my/republish-ads).
import { AD_LIFETIME_DAYS, type AdStatus, transition } from '../../core/ad-lifecycle.ts';
import type { Queryable } from '../adapters/database.ts';

const DAY_MS = 86_400_000;

/** Republishes the expired ads of demo sellers for another lifetime from `now`; answers how many. */
export async function renewDemoAds(db: Queryable, now: Date): Promise<number> {
  const rule = transition('expired', 'republish', 'owner');
  if (!rule.ok) throw new Error('the state machine no longer lets an owner republish an expired ad');
  const rows = await db.query<{ id: number }>(
    `UPDATE ads a SET status = $1, published_at = $2::timestamptz, updated_at = $2::timestamptz,
       expires_at = $2::timestamptz + make_interval(days => $3)
     FROM users u WHERE u.id = a.user_id AND u.is_demo AND a.status = 'expired' RETURNING a.id`,
    [rule.to, now, AD_LIFETIME_DAYS],
  );
  return rows.length;
}

/**
 * When a seeded ad expires, as real ads would: a published one at the end of its current 60-day lifetime (as if
 * republished each time it ran out), so that expiries are spread over the next 60 days rather than all due at once;
 * the others 60 days after they were published; an ad never published, never. The seed writes it with the ad.
 */
export function demoExpiry(status: AdStatus, publishedAt: Date | null, now: Date): Date | null {
  if (!publishedAt) return null;
  const lifetime = AD_LIFETIME_DAYS * DAY_MS;
  const lifetimes = status === 'published' ? Math.floor((now.getTime() - publishedAt.getTime()) / lifetime) + 1 : 1;
  return new Date(publishedAt.getTime() + lifetimes * lifetime);
}

/** Marks `userIds` as demo sellers, whose expired ads renewDemoAds republishes. */
export async function markDemoSellers(db: Queryable, userIds: readonly number[]): Promise<void> {
  await db.query('UPDATE users SET is_demo = true WHERE id = ANY($1::bigint[])', [userIds]);
}
