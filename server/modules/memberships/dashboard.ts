// The member dashboard (decision 151; spec section 3 "Dashboard state: membership (subscription, stats, shop)"):
// the seller's membership in force, quota use per category group (non-members too: their free quotas), the included
// promotions left this membership month, and their statistics from the ad-stats module. Always the viewer's own:
// an ad of someone else asked for by `adId` is NOT_FOUND.
import type { QuotaUse } from '../../../core/memberships/quota.ts';
import type { CategoryGroup, Tier } from '../../../core/memberships/packages.ts';
import type { AdActor } from '../ads/index.ts';
import { adStats, type AdStats, sellerStats, type SellerStats } from '../ad-stats/index.ts';
import type { StatsDeps } from '../ad-counts/index.ts';
import { quotaUses } from './quota.ts';
import { includedPromotionsLeft, membershipInForce } from './store.ts';

export interface Subscription {
  readonly variant_identifier: string;
  readonly category_group: CategoryGroup;
  readonly tier: Tier;
  readonly months: number;
  readonly starts_at: string;
  readonly ends_at: string;
  readonly ad_quota: number;
}

export interface MembershipDashboard {
  readonly subscription: Subscription | null;
  readonly quotas: QuotaUse[];
  /** Included promotions left this membership month; null without a membership. */
  readonly included_promotions: { readonly bump_up: number; readonly top_ad: number } | null;
  readonly stats: SellerStats;
  /** One ad's statistics per day, when asked for (`adId`). */
  readonly ad_stats: AdStats | null;
}

export async function membershipDashboard(
  deps: StatsDeps,
  actor: AdActor,
  adId: number | null,
): Promise<MembershipDashboard> {
  const now = deps.clock.now();
  // First, so that someone else's ad answers NOT_FOUND before anything is read.
  const ad = adId === null ? null : await adStats(deps, actor, adId);
  const term = await membershipInForce(deps.db, actor.userId, now);
  return {
    subscription: term && {
      variant_identifier: term.variant_identifier,
      category_group: term.category_group,
      tier: term.tier,
      months: term.months,
      starts_at: term.starts_at.toISOString(),
      ends_at: term.ends_at.toISOString(),
      ad_quota: term.package.ad_quota,
    },
    quotas: await quotaUses(deps.db, actor.userId, now),
    included_promotions: term && (await includedPromotionsLeft(deps.db, term, now)),
    stats: await sellerStats(deps, actor.userId),
    ad_stats: ad,
  };
}
