// The posting quota on the server (decision 150): the seller's live ads per category group counted
// against their membership (core/memberships/quota.ts decides). `claimQuotaSlot` runs in the transaction that makes
// an ad live, under a per-seller lock, so that two submissions at once cannot both take the last free slot.
import { AppError } from '../../../core/errors.ts';
import { CATEGORY_GROUPS, type CategoryGroup } from '../../../core/memberships/packages.ts';
import { type QuotaUse, quotaUse, submissionDecision } from '../../../core/memberships/quota.ts';
import type { Queryable } from '../../adapters/database.ts';
import { liveAdsByGroup } from '../ads/index.ts';
import { groupOfCategory } from '../catalog/index.ts';
import { membershipInForce } from './store.ts';

/** Quota use in every group (the member dashboard). */
export async function quotaUses(db: Queryable, userId: number, now: Date): Promise<QuotaUse[]> {
  const membership = await membershipInForce(db, userId, now);
  const live = await liveAdsByGroup(db, userId);
  return CATEGORY_GROUPS.map((group) => quotaUse(group, live.get(group) ?? 0, membership));
}

/** Quota use in one group (the posting page, once the category is known). */
export async function quotaOfGroup(db: Queryable, userId: number, group: CategoryGroup, now: Date): Promise<QuotaUse> {
  const membership = await membershipInForce(db, userId, now);
  const live = await liveAdsByGroup(db, userId);
  return quotaUse(group, live.get(group) ?? 0, membership);
}

export const quotaOfCategory = (db: Queryable, userId: number, categoryId: number, now: Date) =>
  quotaOfGroup(db, userId, groupOfCategory(categoryId), now);

/**
 * For an ad of `categoryId` about to go live, inside the transaction that writes it: waits for any other submission
 * of the same seller to commit, then answers the listing fee due in whole taka (0: free), or throws
 * AD_QUOTA_EXCEEDED when the seller's membership is over its limit there. `alreadyPaid`: the ad's fee was paid
 * before (a rejected ad resubmitted).
 */
export async function claimQuotaSlot(
  tx: Queryable,
  userId: number,
  categoryId: number,
  now: Date,
  alreadyPaid = false,
): Promise<number> {
  // A transaction-scoped lock per seller (released at commit): READ COMMITTED then counts what the other committed.
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('ad-quota:' || $1::text, 0))", [userId]);
  const decision = submissionDecision(await quotaOfCategory(tx, userId, categoryId, now), alreadyPaid);
  if (decision.kind === 'over_limit') {
    throw new AppError('AD_QUOTA_EXCEEDED', [{ path: 'category_id', message: 'ad_quota_exceeded' }]);
  }
  return decision.kind === 'listing_fee' ? decision.fee_taka : 0;
}
