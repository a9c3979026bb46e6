// Doorstep delivery on an ad (decision 171): the options a member or shop sets, the places it can
// go to, and the visitor's recently viewed delivery ads kept in a cookie (spec section 2: the /doorstep-delivery
// landing "uses a cookie holding a JSON list"; section 9: at most 20).
import type { CatalogueIndex } from '../catalogue-index.ts';
import { addRecentView, parseRecentViews } from '../recent-views.ts';
import { slugify } from '../slug.ts';

export const DELIVERY_PAYERS = ['buyer', 'seller'] as const;
export type DeliveryPayer = (typeof DELIVERY_PAYERS)[number];
export const MAX_STOCK = 100_000;
/** Heavier goods go by freight, not by a parcel courier. */
export const MAX_WEIGHT_GRAMS = 50_000;

/** As the API and the ad form name them (the ad's `delivery`). */
export interface DeliveryOptions {
  readonly stock: number;
  /** Anywhere in Bangladesh; else only to `area_ids`. */
  readonly nationwide: boolean;
  /** Divisions or districts delivered to (empty when nationwide). */
  readonly area_ids: readonly number[];
  /** Who pays the delivery charge. */
  readonly payer: DeliveryPayer;
  /** For the courier's quote. */
  readonly weight_grams: number;
}

/** A delivery area is a division or a district: couriers price by district, sellers think in divisions. */
export function isDeliveryArea(index: CatalogueIndex, id: number): boolean {
  const level = index.locationById(id)?.level;
  return level === 'division' || level === 'district';
}

/** The places an ad delivers to when a buyer is at `locationId`: the place and its parents (SQL `&&` areas). */
export function areasAround(index: CatalogueIndex, locationId: number): number[] {
  const place = index.locationById(locationId);
  return place ? [place, ...index.locationAncestors(place)].map((l) => l.id) : [];
}

/**
 * Whether an offer reaches a courier city: the courier's cities are district towns named as the
 * catalogue's districts (core/delivery/bd-places.ts), so the city is the district of that slug, reached by an offer to
 * it or to its division. A city the catalogue does not know is reached only by a nationwide offer.
 */
export function deliversToCity(
  index: CatalogueIndex,
  offer: Pick<DeliveryOptions, 'nationwide' | 'area_ids'>,
  courierCityName: string,
): boolean {
  if (offer.nationwide) return true;
  const district = index.locationBySlug(slugify(courierCityName));
  return district !== undefined && areasAround(index, district.id).some((id) => offer.area_ids.includes(id));
}

/** The cookie the /doorstep-delivery landing reads: the visitor's recently viewed delivery ads, newest first. */
export const DSD_RECENT_COOKIE = 'dsd_recent';

/** Kept for 30 days: long enough to come back for an item, short enough to forget old browsing. */
export const DSD_RECENT_MAX_AGE_SECONDS = 30 * 86_400;

/** The cookie's ids: a malformed value (it is the visitor's) reads as no views. */
export const readRecentCookie = (value: string | null | undefined): number[] =>
  parseRecentViews(value === undefined || value === null ? null : safeDecode(value));

/** The cookie's value after viewing delivery ad `id` (URI-encoded JSON list, at most 20 ids). */
export const recentCookieAfter = (value: string | null | undefined, id: number): string =>
  encodeURIComponent(JSON.stringify(addRecentView(readRecentCookie(value), id)));

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
