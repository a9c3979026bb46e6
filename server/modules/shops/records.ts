// A shop as it is read: its shapes, its row and columns, and the catalogue's ids under a category or place
// (decisions 153–156).
import type { Locale } from '../../../core/catalogue.ts';
import { type DayHours, WEEKDAYS } from '../../../core/shops/settings.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { pictureSources, type PictureSources } from '../media/index.ts';

export const index = catalogueIndex;
export const SHOPS_PER_PAGE = 20;

export interface Named {
  id: number;
  slug: string;
  name: string;
}

export interface ShopBadges {
  member: boolean;
  featuredMember: boolean;
  authorizedDealer: boolean;
}

export interface ShopSummary {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: Named | null;
  location: Named | null;
  logo: PictureSources | null;
  badges: ShopBadges;
  /** Published ads of the shop. */
  adCount: number;
}

export interface Shop extends ShopSummary {
  cover: PictureSources | null;
  /** Saturday first (core/shops/settings WEEKDAYS); null: closed. */
  openingHours: DayHours[];
  addresses: string[];
  phones: string[];
  /** The owner's membership is in force; false: the page answers 410 and says so. */
  active: boolean;
}

export interface ShopRow {
  id: number;
  owner_id: number;
  slug: string;
  name: string;
  description: string;
  category_id: number | null;
  location_id: number | null;
  logo_id: number | null;
  logo_key: string | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_avif: boolean | null;
  cover_id: number | null;
  cover_key: string | null;
  cover_width: number | null;
  cover_height: number | null;
  cover_avif: boolean | null;
  opening_hours: DayHours[];
  addresses: string[];
  phones: string[];
  is_member: boolean;
  is_featured_member: boolean;
  is_authorized_dealer: boolean;
  ad_count: number;
}

export const SHOP_COLUMNS = `
  s.id, s.owner_id, s.slug, s.name, s.description, s.category_id, s.location_id, s.opening_hours, s.addresses,
  s.phones, u.is_member, u.is_featured_member, u.is_authorized_dealer,
  s.logo_image_id AS logo_id, li.storage_key AS logo_key, li.width AS logo_width, li.height AS logo_height,
  li.has_avif AS logo_avif,
  s.cover_image_id AS cover_id, ci.storage_key AS cover_key, ci.width AS cover_width, ci.height AS cover_height,
  ci.has_avif AS cover_avif,
  (SELECT count(*)::int FROM ads a WHERE a.shop_id = s.id AND a.status = 'published') AS ad_count`;
export const SHOP_FROM = `
  FROM shops s JOIN users u ON u.id = s.owner_id
  LEFT JOIN images li ON li.id = s.logo_image_id
  LEFT JOIN images ci ON ci.id = s.cover_image_id`;

const picture = (key: string | null, width: number | null, height: number | null, avif: boolean | null) =>
  key && width && height ? pictureSources({ key, width, height, hasAvif: !!avif }, 'detail') : null;

function named(kind: 'category' | 'location', id: number | null, locale: Locale): Named | null {
  const node = id === null ? undefined : kind === 'category' ? index.categoryById(id) : index.locationById(id);
  return node ? { id: node.id, slug: node.slug, name: node.name[locale] } : null;
}

export function toShop(row: ShopRow, locale: Locale): Shop {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: named('category', row.category_id, locale),
    location: named('location', row.location_id, locale),
    logo: picture(row.logo_key, row.logo_width, row.logo_height, row.logo_avif),
    cover: picture(row.cover_key, row.cover_width, row.cover_height, row.cover_avif),
    badges: {
      member: row.is_member,
      featuredMember: row.is_member && row.is_featured_member,
      authorizedDealer: row.is_authorized_dealer,
    },
    adCount: row.ad_count,
    openingHours: row.opening_hours.length === WEEKDAYS.length ? row.opening_hours : WEEKDAYS.map(() => null),
    addresses: row.addresses,
    phones: row.phones,
    active: row.is_member,
  };
}

/** The directory's fields of a shop (an explicit shape: nothing more leaves in a list). */
export const toSummary = (shop: Shop): ShopSummary => ({
  id: shop.id,
  slug: shop.slug,
  name: shop.name,
  description: shop.description,
  category: shop.category,
  location: shop.location,
  logo: shop.logo,
  badges: shop.badges,
  adCount: shop.adCount,
});

export function descendants(ids: readonly number[]): number[] {
  const out: number[] = [];
  const walk = (id: number) => {
    out.push(id);
    const category = index.categoryById(id);
    if (category) for (const child of index.categoryChildren(category)) walk(child.id);
  };
  ids.forEach(walk);
  return out;
}

export function placeIds(slug: string): number[] | null {
  const place = index.locationBySlug(slug);
  if (!place) return null;
  const out: number[] = [];
  const walk = (node: typeof place) => {
    out.push(node.id);
    for (const child of index.locationChildren(node)) walk(child);
  };
  walk(place);
  return out;
}
