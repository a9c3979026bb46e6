// Membership packages (decision 145): what a member buys per category group, and the free quota of
// everyone else. Pure data and rules; the memberships module sells them (payments context omp) and the posting flow
// counts ads against them. Prices are poisha; a package is a group × tier × duration, named by its variant.
import { CATEGORY_GROUPS, type CategoryGroup } from '../promotions/catalogue.ts';

export { CATEGORY_GROUPS, type CategoryGroup };

export const TIERS = ['basic', 'plus', 'premium'] as const;
export type Tier = (typeof TIERS)[number];
export const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

/** Months a package runs; longer ones cost less a month (like Bikroy's 3-, 6- and 12-month plans). */
export const DURATIONS_MONTHS = [1, 3, 6, 12] as const;
export type DurationMonths = (typeof DURATIONS_MONTHS)[number];
/** Percent off the monthly price for a longer package. */
const DURATION_DISCOUNT_PERCENT: Readonly<Record<DurationMonths, number>> = { 1: 0, 3: 10, 6: 15, 12: 25 };

/** What a tier gives, the same in every group except the quota and the price. */
export interface TierBenefits {
  /** Promotions included every month of the membership, per kind. */
  readonly monthlyPromotions: { readonly bump_up: number; readonly top_ad: number };
  /** A shop page (/shops/{slug}) and the member badge on cards, the ad page and the shop. */
  readonly shop: true;
  /** Per-ad and per-day statistics on /my/membership. */
  readonly statistics: true;
  /** The featured-member badge and the `isFeaturedMember` search filter. */
  readonly featuredMember: boolean;
  /** Resume reveals a month in the profile database (jobs group only). */
  readonly profileDatabaseReveals: number;
}

export const TIER_BENEFITS: Readonly<Record<Tier, TierBenefits>> = {
  basic: {
    monthlyPromotions: { bump_up: 5, top_ad: 0 },
    shop: true,
    statistics: true,
    featuredMember: false,
    profileDatabaseReveals: 20,
  },
  plus: {
    monthlyPromotions: { bump_up: 15, top_ad: 2 },
    shop: true,
    statistics: true,
    featuredMember: false,
    profileDatabaseReveals: 60,
  },
  premium: {
    monthlyPromotions: { bump_up: 30, top_ad: 5 },
    shop: true,
    statistics: true,
    featuredMember: true,
    profileDatabaseReveals: 200,
  },
};

/** Live ads at once in the group (pending review, pending payment or published), per tier. */
export const MEMBER_QUOTA: Readonly<Record<CategoryGroup, Readonly<Record<Tier, number>>>> = {
  general: { basic: 30, plus: 75, premium: 200 },
  electronics: { basic: 25, plus: 60, premium: 150 },
  vehicles: { basic: 15, plus: 40, premium: 100 },
  property: { basic: 15, plus: 40, premium: 100 },
  jobs: { basic: 10, plus: 25, premium: 60 },
};

/** Monthly price in poisha of a one-month package. */
const MONTHLY_PRICE_POISHA: Readonly<Record<CategoryGroup, Readonly<Record<Tier, number>>>> = {
  general: { basic: 150_000, plus: 300_000, premium: 600_000 },
  electronics: { basic: 200_000, plus: 400_000, premium: 800_000 },
  vehicles: { basic: 300_000, plus: 600_000, premium: 1_200_000 },
  property: { basic: 350_000, plus: 700_000, premium: 1_400_000 },
  jobs: { basic: 250_000, plus: 500_000, premium: 1_000_000 },
};

/**
 * Live ads at once a non-member may have free in a group; beyond it each ad pays the group's listing fee (or the
 * seller becomes a member). Property pays its listing fee from the first ad (core/memberships/quota.ts LISTING_FEE_TAKA).
 */
export const FREE_QUOTA: Readonly<Record<CategoryGroup, number>> = {
  general: 10,
  electronics: 2,
  vehicles: 2,
  property: 0,
  jobs: 2,
};

/** Groups where a member may apply to be shown as an authorised dealer (an admin checks the trade licence). */
export const AUTHORISED_DEALER_GROUPS: readonly CategoryGroup[] = ['vehicles', 'electronics'];

export interface MembershipPackage {
  /** `{group}-{tier}-{months}m`, e.g. `electronics-plus-3m`: the spec's variant_identifier. */
  readonly variant_identifier: string;
  readonly category_group: CategoryGroup;
  /** The spec's package_type. */
  readonly tier: Tier;
  readonly months: DurationMonths;
  readonly amount_poisha: number;
  readonly ad_quota: number;
  readonly benefits: TierBenefits;
}

/** The price of a package: the monthly price times months, less the duration's discount, rounded to a taka. */
export function packagePrice(group: CategoryGroup, tier: Tier, months: DurationMonths): number {
  const full = MONTHLY_PRICE_POISHA[group][tier] * months;
  return Math.round((full * (100 - DURATION_DISCOUNT_PERCENT[months])) / 100 / 100) * 100;
}

export const variantOf = (group: CategoryGroup, tier: Tier, months: DurationMonths) => `${group}-${tier}-${months}m`;

/** Every package sold, cheapest first within a group. */
export const PACKAGES: readonly MembershipPackage[] = CATEGORY_GROUPS.flatMap((group) =>
  TIERS.flatMap((tier) =>
    DURATIONS_MONTHS.map((months) => ({
      variant_identifier: variantOf(group, tier, months),
      category_group: group,
      tier,
      months,
      amount_poisha: packagePrice(group, tier, months),
      ad_quota: MEMBER_QUOTA[group][tier],
      benefits: TIER_BENEFITS[tier],
    })),
  ),
);

const BY_VARIANT = new Map(PACKAGES.map((p) => [p.variant_identifier, p]));
export const packageOf = (variant: string): MembershipPackage | undefined => BY_VARIANT.get(variant);

/** A membership's end: `months` calendar months after its start (the same day of the month, clamped). */
export function endOfTerm(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** How many ads a seller may have live in a group: the membership's quota there, else the free quota. */
export function adQuota(
  group: CategoryGroup,
  membership: { category_group: CategoryGroup; tier: Tier } | null,
): number {
  return membership && membership.category_group === group ? MEMBER_QUOTA[group][membership.tier] : FREE_QUOTA[group];
}

/** The start of the membership month `now` falls in (a term's months count from its start). */
export function membershipMonthStart(termStart: Date, now: Date): Date {
  let months = Math.max(
    0,
    (now.getUTCFullYear() - termStart.getUTCFullYear()) * 12 + now.getUTCMonth() - termStart.getUTCMonth(),
  );
  while (months > 0 && endOfTerm(termStart, months) > now) months -= 1;
  return months === 0 ? termStart : endOfTerm(termStart, months);
}
