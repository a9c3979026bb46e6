// Featured shops on the home page (spec section 4 "featured shops"; decision 154): the shops of featured
// (premium) members in force, rotated fairly with the promotions' round robin so each gets the same share of the
// home page's views.
import { rotate, rotationTurn } from '../promotions/rotation.ts';

export const FEATURED_SHOPS = 6;

/** The shops to show at `at`, from every eligible one in a fixed order (by id). */
export function pickFeaturedShops<T>(eligible: readonly T[], at: Date, slots = FEATURED_SHOPS): T[] {
  return rotate(eligible, slots, rotationTurn(at));
}
