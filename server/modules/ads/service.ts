// Reading ads for visitors: the newest published ads, one ad by slug, and published counts per category.
// Outputs are explicit shapes (no contact data in lists; phone numbers are revealed by their own call later).
import type { Queryable } from '../../adapters/database.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { pictureSources, type PictureSize, type PictureSources } from '../media/service.ts';

export const ADS_PER_PAGE = 25;
/** Spec section 9: max search page 400. */
export const MAX_PAGE = 400;

export type Picture = PictureSources;

export interface AdCard {
  id: number;
  slug: string;
  title: string;
  type: 'for_sale' | 'to_buy' | 'to_rent';
  price: number | null;
  priceNegotiable: boolean;
  categoryId: number;
  locationId: number;
  picture: Picture | null;
  isMember: boolean;
  isAuthorizedDealer: boolean;
  /** The seller has a verified phone number. */
  isVerified: boolean;
  /** The member's shop the ad is posted from. */
  shop: { slug: string; name: string } | null;
  isTopAd: boolean;
  isUrgent: boolean;
  isFeatured: boolean;
  isSpotlight: boolean;
  publishedAt: string;
}

export interface AdDetail extends Omit<AdCard, 'picture' | 'shop'> {
  description: string;
  properties: Record<string, string | number>;
  pictures: Picture[];
  contactName: string;
  shop: { slug: string; name: string } | null;
  sellerSince: string;
}

interface CardRow {
  id: number;
  slug: string;
  title: string;
  type: AdCard['type'];
  price: number | null;
  price_negotiable: boolean;
  category_id: number;
  location_id: number;
  picture_key: string | null;
  picture_width: number | null;
  picture_height: number | null;
  picture_has_avif: boolean | null;
  is_member: boolean;
  is_authorized_dealer: boolean;
  is_verified: boolean;
  shop_slug: string | null;
  shop_name: string | null;
  promotions: string[] | null;
  published_at: Date;
}

const picture = (
  key: string | null,
  width: number | null,
  height: number | null,
  hasAvif: boolean | null,
  size: PictureSize,
): Picture | null => (key && width && height ? pictureSources({ key, width, height, hasAvif: !!hasAvif }, size) : null);

const CARD_COLUMNS = `
  a.id, a.slug, a.title, a.type, a.price, a.price_negotiable, a.category_id, a.location_id, a.published_at,
  u.is_member, u.is_authorized_dealer, s.slug AS shop_slug, s.name AS shop_name,
  EXISTS (SELECT 1 FROM phone_numbers pn WHERE pn.user_id = u.id AND pn.verified_at IS NOT NULL) AS is_verified,
  (SELECT array_agg(DISTINCT p.kind) FROM ad_promotions p
    WHERE p.ad_id = a.id AND p.starts_at <= now() AND p.ends_at > now()) AS promotions`;

const CARD_FROM = `
  FROM ads a
  JOIN users u ON u.id = a.user_id
  LEFT JOIN shops s ON s.id = a.shop_id
  LEFT JOIN ad_images ai ON ai.ad_id = a.id AND ai.position = 0
  LEFT JOIN images i ON i.id = ai.image_id`;

function toCard(row: CardRow): AdCard {
  const promotions = new Set(row.promotions ?? []);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    price: row.price,
    priceNegotiable: row.price_negotiable,
    categoryId: row.category_id,
    locationId: row.location_id,
    picture: picture(row.picture_key, row.picture_width, row.picture_height, row.picture_has_avif, 'card'),
    isMember: row.is_member,
    isAuthorizedDealer: row.is_authorized_dealer,
    isVerified: row.is_verified,
    shop: row.shop_slug && row.shop_name ? { slug: row.shop_slug, name: row.shop_name } : null,
    isTopAd: promotions.has('top_ad'),
    isUrgent: promotions.has('urgent_ad'),
    isFeatured: promotions.has('featured_ad'),
    isSpotlight: promotions.has('spotlight'),
    publishedAt: row.published_at.toISOString(),
  };
}

/** The newest published ads (the home page's list): a walk down the published-date index, nothing counted. */
export async function newestAds(db: Queryable, limit: number): Promise<AdCard[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}, i.storage_key AS picture_key, i.width AS picture_width, i.height AS picture_height,
       i.has_avif AS picture_has_avif
     ${CARD_FROM}
     WHERE a.status = 'published'
     ORDER BY a.published_at DESC, a.id DESC
     LIMIT $1`,
    [limit],
  );
  return rows.map(toCard);
}

/**
 * The cards of published ads by id, in the order of `ids` (a search index finds ids; this shows them). Ads that
 * are no longer published are left out.
 */
export async function findAdCards(db: Queryable, ids: readonly number[]): Promise<AdCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS}, i.storage_key AS picture_key, i.width AS picture_width, i.height AS picture_height,
       i.has_avif AS picture_has_avif
     ${CARD_FROM}
     WHERE a.id = ANY($1::bigint[]) AND a.status = 'published'`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A published ad by slug, or null. */
export async function findPublishedAd(db: Queryable, slug: string): Promise<AdDetail | null> {
  const [row] = await db.query<
    CardRow & {
      description: string;
      properties: Record<string, string | number>;
      contact_name: string;
      shop_slug: string | null;
      shop_name: string | null;
      seller_since: Date;
    }
  >(
    `SELECT ${CARD_COLUMNS}, NULL AS picture_key, NULL AS picture_width, NULL AS picture_height, NULL AS picture_has_avif,
       a.description, a.properties, a.contact_name, u.created_at AS seller_since
     FROM ads a
     JOIN users u ON u.id = a.user_id
     LEFT JOIN shops s ON s.id = a.shop_id
     WHERE a.slug = $1 AND a.status = 'published'`,
    [slug],
  );
  if (!row) return null;
  const pictures = await db.query<{ storage_key: string; width: number; height: number; has_avif: boolean }>(
    `SELECT i.storage_key, i.width, i.height, i.has_avif FROM ad_images ai JOIN images i ON i.id = ai.image_id
     WHERE ai.ad_id = $1 ORDER BY ai.position`,
    [row.id],
  );
  const { picture: _none, shop: _shop, ...card } = toCard(row);
  return {
    ...card,
    description: row.description,
    properties: row.properties,
    pictures: pictures.flatMap((p) => picture(p.storage_key, p.width, p.height, p.has_avif, 'detail') ?? []),
    contactName: row.contact_name,
    shop: row.shop_slug && row.shop_name ? { slug: row.shop_slug, name: row.shop_name } : null,
    sellerSince: row.seller_since.toISOString(),
  };
}

/**
 * Published ads per top-level category id (a category's count includes its sub-categories), from the counts the
 * search triggers keep per category and location (migration 003), so the home page never counts ads.
 */
export async function countAdsByTopCategory(db: Queryable): Promise<Map<number, number>> {
  const rows = await db.query<{ category_id: number; count: number }>(
    'SELECT category_id, sum(count)::int AS count FROM search_counts GROUP BY category_id',
  );
  const totals = new Map<number, number>();
  for (const { category_id, count } of rows) {
    const category = catalogueIndex.categoryById(category_id);
    const top = category ? catalogueIndex.categoryAncestors(category)[0] : undefined;
    if (top) totals.set(top.id, (totals.get(top.id) ?? 0) + count);
  }
  return totals;
}
