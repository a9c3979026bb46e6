// The demo stays full while its ads live like real ones (issue 20, decision 95): the seed marks its sellers as demo
// accounts and gives their published ads expiry dates spread over the next 60 days; the ad-expiry job takes them
// down like any ad, and this job republishes expired demo ads as their sellers would (from /my/republish-ads).
import { AD_LIFETIME_DAYS, transition } from '../../core/ad-lifecycle.ts';
import type { Queryable } from '../adapters/database.ts';

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
 * Marks `userIds` as demo sellers and gives their ads the expiry dates real ads would have: published ones expire
 * at the end of their current 60-day lifetime (as if republished each time it ran out), so expiries are spread over
 * the next 60 days rather than all due at once; the others 60 days after they were published.
 */
export async function markDemoSellers(db: Queryable, userIds: readonly number[], now: Date): Promise<void> {
  await db.query('UPDATE users SET is_demo = true WHERE id = ANY($1::bigint[])', [userIds]);
  await db.query(
    `UPDATE ads SET expires_at = published_at + make_interval(days => $3) * CASE WHEN status = 'published'
         THEN floor(extract(epoch FROM $2::timestamptz - published_at) / ($3 * 86400)) + 1 ELSE 1 END
     WHERE user_id = ANY($1::bigint[]) AND published_at IS NOT NULL AND expires_at IS NULL`,
    [userIds, now, AD_LIFETIME_DAYS],
  );
}
