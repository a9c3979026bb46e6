// What a checkout buys (spec sections 3 and 7 "Payment confirmation payload: listing_fee or promotions of kind,
// variant_id, and schedule_at"), and the spec's rule of when there is anything to pay for at all.

/**
 * Spec section 3 "Product and promotion types", and `doorstep_order`: a doorstep order paid online, money Haat holds
 * for the seller rather than revenue (decision 196).
 */
export const PRODUCT_TYPES = [
  'listing_fee',
  'extra_images',
  'top_ad',
  'urgent_ad',
  'bump_up',
  'spotlight',
  'featured_ad',
  'urgent_bundle',
  'membership_package',
  'voucher_v2',
  'doorstep_order',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A purchase as the buyer's page or app describes it; amounts here are only claims, priced again by the server. */
export interface PurchaseSelection {
  readonly listingFee?: number | null;
  readonly promotions?: readonly { readonly selected: boolean; readonly value: string | null }[];
  readonly extraImagesAmount?: number | null;
  readonly membershipAmount?: number | null;
}

const exists = (value: number | null | undefined) => value !== null && value !== undefined && value > 0;

/**
 * Spec section 5: "A promotion purchase counts as present only if a listing fee value, a selected promotion, an
 * extra images amount or a membership amount exists." A zero amount is no amount; a promotion counts when it is
 * selected with a value (a variant).
 */
export function isPurchasePresent(selection: PurchaseSelection): boolean {
  return (
    exists(selection.listingFee) ||
    (selection.promotions ?? []).some((p) => p.selected && p.value !== null && p.value !== '') ||
    exists(selection.extraImagesAmount) ||
    exists(selection.membershipAmount)
  );
}
