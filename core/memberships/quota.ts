// The posting quota (decisions 145 and 150): what happens when an ad is about to go live
// (posted, resubmitted after a rejection, republished after it expired) given the seller's live ads in its category
// group and their membership. Pure; server/modules/memberships/quota.ts counts, locks and asks.
import type { AdStatus } from '../ad-lifecycle.ts';
import { adQuota, type CategoryGroup, type Tier } from './packages.ts';

/** The statuses that take a slot of the quota: an ad live or on its way to being live (decision 145). */
export const LIVE_STATUSES = ['pending_review', 'pending_payment', 'published'] as const satisfies readonly AdStatus[];
export type LiveAdStatus = (typeof LIVE_STATUSES)[number];

/**
 * The listing fee in whole taka of an ad beyond a non-member's free quota, per group (decision 150): about what a
 * week of a Bump Up costs there, so that a few extra ads are cheap and a dozen cost more than a membership.
 * Property keeps the Tk 500 it charged from the first ad (its free quota is 0).
 */
export const LISTING_FEE_TAKA: Readonly<Record<CategoryGroup, number>> = {
  general: 100,
  electronics: 150,
  vehicles: 300,
  property: 500,
  jobs: 250,
};

/** The membership a quota is read against: its group and tier, or none. */
export type QuotaMembership = { readonly category_group: CategoryGroup; readonly tier: Tier } | null;

/**
 * Where a seller stands in one group:
 * - `available`: fewer live ads than the quota, the next one is free;
 * - `full`: the quota is used; a non-member's next ad pays the group's listing fee;
 * - `over_limit`: the spec's "account over limit" (decision 150): a member has as many live ads in their membership's
 *   group as the tier allows (or more, after a downgrade): no further ad goes live there until one is removed,
 *   expires or the member upgrades. Ads already live stay live.
 */
export type QuotaState = 'available' | 'full' | 'over_limit';

export interface QuotaUse {
  readonly group: CategoryGroup;
  /** The membership covers this group (its tier's quota applies), else the free quota. */
  readonly member: boolean;
  readonly quota: number;
  /** Ads live in the group now (LIVE_STATUSES), paid ones included. */
  readonly live: number;
  readonly state: QuotaState;
  /** Whole taka a non-member pays for the next ad beyond the free quota (0 when it is free or refused). */
  readonly next_fee_taka: number;
}

export function quotaUse(group: CategoryGroup, live: number, membership: QuotaMembership): QuotaUse {
  const quota = adQuota(group, membership);
  const member = membership?.category_group === group;
  const state: QuotaState = live < quota ? 'available' : member ? 'over_limit' : 'full';
  return { group, member, quota, live, state, next_fee_taka: state === 'full' ? LISTING_FEE_TAKA[group] : 0 };
}

/** What happens to an ad about to go live: free, a listing fee first, or refused (over limit). */
export type SubmissionDecision =
  | { readonly kind: 'free' }
  | { readonly kind: 'listing_fee'; readonly fee_taka: number }
  | { readonly kind: 'over_limit' };

/**
 * `alreadyPaid`: the ad's listing fee was paid (a resubmitted ad that paid before is not charged twice, and a
 * republished one is, since it starts a new live period).
 */
export function submissionDecision(use: QuotaUse, alreadyPaid = false): SubmissionDecision {
  if (use.state === 'available') return { kind: 'free' };
  if (use.state === 'over_limit') return { kind: 'over_limit' };
  return alreadyPaid ? { kind: 'free' } : { kind: 'listing_fee', fee_taka: use.next_fee_taka };
}
