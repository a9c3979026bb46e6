// The promotion products of spec section 3 ("Promotion product": variant_identifier, currency, amount, duration,
// count, kind) and the rules about them that need no database: which price group a category belongs to, how many
// days a product runs (spec section 9), what each kind does. Prices themselves live in the database
// (promotion_products, migration 020) so that an admin changes them without a deploy (decision 106).
import { PRODUCT_TYPES, type ProductType } from '../payments/purchase.ts';

/** Products that are not promotions picked for an ad (priced elsewhere, or not sold yet: decision 107). */
const NOT_PICKED = ['listing_fee', 'membership_package', 'voucher_v2', 'doorstep_order'] as const;
/** The kinds a seller buys for an ad on the promote page and the pickers. */
export type PromotionKind = Exclude<ProductType, (typeof NOT_PICKED)[number]>;
export const PROMOTION_KINDS: readonly PromotionKind[] = PRODUCT_TYPES.filter(
  (type): type is PromotionKind => !(NOT_PICKED as readonly string[]).includes(type),
);
export const isPromotionKind = (value: string): value is PromotionKind =>
  (PROMOTION_KINDS as readonly string[]).includes(value);

/** What is written into ad_promotions for a kind: a bundle is its parts (decision 107). */
export const EFFECTS: Readonly<Record<PromotionKind, readonly EffectKind[]>> = {
  top_ad: ['top_ad'],
  urgent_ad: ['urgent_ad'],
  bump_up: ['bump_up'],
  spotlight: ['spotlight'],
  featured_ad: ['featured_ad'],
  urgent_bundle: ['urgent_ad', 'top_ad', 'bump_up'],
  // Extra pictures change nothing in searches: they raise the ad's picture limit (decision 143).
  extra_images: [],
};

/** Whether a kind can start later: extra pictures are the ad's once paid, whatever the schedule (decision 143). */
export const isSchedulable = (kind: ProductType): boolean => kind !== 'extra_images';
/** The kinds ad_promotions holds (migration 001). */
export type EffectKind = 'top_ad' | 'urgent_ad' | 'bump_up' | 'spotlight' | 'featured_ad';

/** Price groups (decision 106): like Bikroy and OLX, vehicles and property cost more to promote than a phone. */
export const CATEGORY_GROUPS = ['vehicles', 'property', 'jobs', 'electronics', 'general'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];
const GROUP_OF_TOP_CATEGORY: Readonly<Record<number, CategoryGroup>> = {
  192: 'vehicles',
  210: 'property',
  700: 'jobs',
  400: 'jobs',
  101: 'electronics',
  229: 'electronics',
};

/** The price group of a category, given its ancestors' ids (top first). */
export const categoryGroup = (categoryPath: readonly number[]): CategoryGroup =>
  GROUP_OF_TOP_CATEGORY[categoryPath[0] ?? -1] ?? 'general';

/** Spec section 3 "Promotion product". `duration` is hours, except bump_up's (minutes between bumps, see below). */
export interface PromotionProduct {
  readonly variant_identifier: string;
  readonly kind: ProductType;
  readonly currency: 'BDT';
  readonly amount_poisha: number;
  readonly duration: number;
  readonly count: number;
}

/**
 * Spec section 9 "Duration in days: duration/24 hours, or duration/1440 times count for a certain kind". The kind is
 * bump_up: its duration is the minutes between two bumps (1440, a day) and count the number of bumps (decision 107).
 */
export function durationDays(product: Pick<PromotionProduct, 'kind' | 'duration' | 'count'>): number {
  return product.kind === 'bump_up' ? (product.duration / 1440) * product.count : product.duration / 24;
}

/** How long a product's effect lasts, in milliseconds. */
export const durationMs = (product: Pick<PromotionProduct, 'kind' | 'duration' | 'count'>): number =>
  durationDays(product) * 24 * 3_600_000;
