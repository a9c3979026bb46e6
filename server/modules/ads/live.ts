// A seller's live ads (core/memberships/quota.ts LIVE_STATUSES) per category group, what the posting quota counts,
// and in one group, what a downgrade keeps or lets go.
// Apart from posting.ts and status-changes.ts so that the memberships module can read it without an import circle.
import { LIVE_STATUSES, type LiveAdStatus } from '../../../core/memberships/quota.ts';
import type { CategoryGroup } from '../../../core/memberships/packages.ts';
import type { Queryable } from '../../adapters/database.ts';
import { groupOfCategory } from '../catalog/index.ts';

/**
 * What the quota counts: a repeat of the seller's own ad posted anyway (decision 264) takes no slot while it waits
 * for review or for its fee; once approved it counts like any live ad.
 */
export async function liveAdsByGroup(db: Queryable, userId: number): Promise<Map<CategoryGroup, number>> {
  const rows = await db.query<{ category_id: number; count: number }>(
    `SELECT category_id, count(*)::int AS count FROM ads WHERE user_id = $1 AND status = ANY($2::text[])
       AND NOT (repeats_ad_id IS NOT NULL AND status IN ('pending_review', 'pending_payment'))
     GROUP BY category_id`,
    [userId, [...LIVE_STATUSES]],
  );
  const byGroup = new Map<CategoryGroup, number>();
  for (const row of rows) {
    const group = groupOfCategory(row.category_id);
    byGroup.set(group, (byGroup.get(group) ?? 0) + row.count);
  }
  return byGroup;
}

/** The seller's live ads in one group, oldest first: those a downgrade asks the member to choose among. */
export async function liveAdsOfGroup(
  db: Queryable,
  userId: number,
  group: CategoryGroup,
): Promise<{ id: number; status: LiveAdStatus }[]> {
  const rows = await db.query<{ id: number; status: LiveAdStatus; category_id: number }>(
    'SELECT id, status, category_id FROM ads WHERE user_id = $1 AND status = ANY($2::text[]) ORDER BY id',
    [userId, [...LIVE_STATUSES]],
  );
  return rows.filter((ad) => groupOfCategory(ad.category_id) === group).map(({ id, status }) => ({ id, status }));
}
