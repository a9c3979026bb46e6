// Reading ads for visitors: the newest published ads, one ad by slug, and published counts per category.
// Outputs are explicit shapes (no contact data in lists; phone numbers are revealed by their own call later).
import type { Clock } from '../../../core/clock.ts';
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type CounterStore, enforceLimits } from '../../adapters/rate-limits.ts';
import { countAdEvent } from '../ad-counts/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { pictureSources, type PictureSize, type PictureSources, pictureUrl } from '../media/index.ts';

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
  /** A job ad's monthly salary in taka (the lower end of its range); null for other ads. */
  salary: number | null;
  categoryId: number;
  locationId: number;
  picture: Picture | null;
  isMember: boolean;
  isAuthorizedDealer: boolean;
  /** The seller is a featured (premium) member in force (users.is_featured_member, decision 155). */
  isFeaturedMember: boolean;
  /** The seller has a verified phone number. */
  isVerified: boolean;
  /** The member's shop the ad is posted from. */
  shop: { slug: string; name: string } | null;
  isTopAd: boolean;
  isUrgent: boolean;
  isFeatured: boolean;
  isSpotlight: boolean;
  /** Spec section 3: the seller delivers it to the buyer's door (badge on cards). */
  isDoorstepDelivery: boolean;
  publishedAt: string;
}

export interface AdDetail extends Omit<AdCard, 'picture'> {
  description: string;
  properties: Record<string, string | number>;
  /** With the full-size (1600 px) variant, loaded only when the visitor opens a picture. */
  pictures: (Picture & { full: string })[];
  contactName: string;
  /** The seller's account id (spec section 3 Ad.account.id), e.g. for starting a chat. */
  sellerId: number;
  sellerSince: string;
}

interface CardRow {
  id: number;
  slug: string;
  title: string;
  type: AdCard['type'];
  price: number | null;
  price_negotiable: boolean;
  salary: number | null;
  category_id: number;
  location_id: number;
  picture_key: string | null;
  picture_width: number | null;
  picture_height: number | null;
  picture_has_avif: boolean | null;
  is_member: boolean;
  is_authorized_dealer: boolean;
  is_featured_member: boolean;
  is_verified: boolean;
  shop_slug: string | null;
  shop_name: string | null;
  promotions: string[] | null;
  is_doorstep_delivery: boolean;
  published_at: Date;
}

const picture = (
  key: string | null,
  width: number | null,
  height: number | null,
  hasAvif: boolean | null,
  size: PictureSize,
): Picture | null => (key && width && height ? pictureSources({ key, width, height, hasAvif: !!hasAvif }, size) : null);

// A seller's verified phone is looked up among the seller's own numbers (their index), by a subquery PostgreSQL never
// hashes. Written as EXISTS, it may instead hash every verified number there is, once per statement: 6,667 on PGlite's
// 100,000-ad bench, for a page of cards that then took 3.8 ms instead of 2.7, and more as sellers sign up.
const CARD_COLUMNS = `
  a.id, a.slug, a.title, a.type, a.price, a.price_negotiable, a.category_id, a.location_id, a.is_doorstep_delivery,
  COALESCE(a.posted_at, a.published_at) AS published_at,
  CASE WHEN jsonb_typeof(a.properties -> 'salary') = 'number' THEN (a.properties ->> 'salary')::bigint END AS salary,
  u.is_member, u.is_authorized_dealer, u.is_featured_member, s.slug AS shop_slug, s.name AS shop_name,
  (SELECT true FROM phone_numbers pn WHERE pn.user_id = u.id AND pn.verified_at IS NOT NULL LIMIT 1) IS NOT NULL
    AS is_verified,
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
    salary: row.salary === null ? null : Number(row.salary),
    categoryId: row.category_id,
    locationId: row.location_id,
    picture: picture(row.picture_key, row.picture_width, row.picture_height, row.picture_has_avif, 'card'),
    isMember: row.is_member,
    isAuthorizedDealer: row.is_authorized_dealer,
    isFeaturedMember: row.is_featured_member,
    isVerified: row.is_verified,
    shop: row.shop_slug && row.shop_name ? { slug: row.shop_slug, name: row.shop_name } : null,
    isTopAd: promotions.has('top_ad'),
    isUrgent: promotions.has('urgent_ad'),
    isFeatured: promotions.has('featured_ad'),
    isSpotlight: promotions.has('spotlight'),
    isDoorstepDelivery: row.is_doorstep_delivery,
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
    { prepare: true },
  );
  const byId = new Map(rows.map((row) => [row.id, toCard(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Where an ad can be seen by visitors: published, or taken down after publication (the page answers 410). */
export type VisibleAdStatus = 'published' | 'deactivated' | 'expired';

/**
 * An ad that has been published, by slug or id, or null: a published one, or one deactivated or expired since (its
 * page says it is no longer available). Never its phone numbers: revealPhoneNumbers gives them on request.
 */
export async function findAdDetail(
  db: Queryable,
  where: { slug: string } | { id: number },
): Promise<(AdDetail & { status: VisibleAdStatus }) | null> {
  const [row] = await db.query<
    CardRow & {
      status: VisibleAdStatus;
      description: string;
      properties: Record<string, string | number>;
      contact_name: string;
      user_id: number;
      seller_since: Date;
      is_doorstep_delivery: boolean;
    }
  >(
    `SELECT ${CARD_COLUMNS}, NULL AS picture_key, NULL AS picture_width, NULL AS picture_height, NULL AS picture_has_avif,
       a.status, a.description, a.properties, a.contact_name, a.user_id, u.created_at AS seller_since,
       a.is_doorstep_delivery
     FROM ads a
     JOIN users u ON u.id = a.user_id
     LEFT JOIN shops s ON s.id = a.shop_id
     WHERE ${'slug' in where ? 'a.slug = $1' : 'a.id = $1'} AND a.published_at IS NOT NULL
       AND a.status IN ('published', 'deactivated', 'expired')`,
    ['slug' in where ? where.slug : where.id],
  );
  if (!row) return null;
  const pictures = await db.query<{ storage_key: string; width: number; height: number; has_avif: boolean }>(
    `SELECT i.storage_key, i.width, i.height, i.has_avif FROM ad_images ai JOIN images i ON i.id = ai.image_id
     WHERE ai.ad_id = $1 ORDER BY ai.position`,
    [row.id],
  );
  const { picture: _none, ...card } = toCard(row);
  return {
    ...card,
    status: row.status,
    description: row.description,
    properties: row.properties,
    pictures: pictures.map((p) => ({
      ...pictureSources({ key: p.storage_key, width: p.width, height: p.height, hasAvif: p.has_avif }, 'detail'),
      full: pictureUrl(p.storage_key, 'full'),
    })),
    contactName: row.contact_name,
    sellerId: row.user_id,
    sellerSince: row.seller_since.toISOString(),
    isDoorstepDelivery: row.is_doorstep_delivery,
  };
}

/**
 * Phone reveals allowed per visitor and per client address, to stop harvesting numbers (a buyer looks at a few
 * sellers an hour; a scraper at thousands). Per IP is looser: many mobile users share carrier NAT addresses.
 */
export const PHONE_REVEAL_LIMITS = {
  visitor: [
    { max: 20, windowSeconds: 3600 },
    { max: 60, windowSeconds: 24 * 3600 },
  ],
  ip: [
    { max: 60, windowSeconds: 3600 },
    { max: 300, windowSeconds: 24 * 3600 },
  ],
} as const;

/**
 * The phone numbers of a published ad, only ever on a visitor's request (never in a page or /data/details), counted
 * against PHONE_REVEAL_LIMITS (429 RATE_LIMITED past them). NOT_FOUND when the ad is not published.
 */
export async function revealPhoneNumbers(
  services: { readonly db: Queryable; readonly counters: CounterStore; readonly clock: Clock },
  adId: number,
  who: { visitor: string; ip: string },
): Promise<string[]> {
  await enforceLimits(services.counters, [
    ...PHONE_REVEAL_LIMITS.visitor.map((l) => ({ key: `phone:${who.visitor}:${l.windowSeconds}`, ...l })),
    ...PHONE_REVEAL_LIMITS.ip.map((l) => ({ key: `phone:ip:${l.windowSeconds}`, ip: who.ip, ...l })),
  ]);
  const [row] = await services.db.query<{ contact_phones: string[]; user_id: number }>(
    "SELECT contact_phones, user_id FROM ads WHERE id = $1 AND status = 'published'",
    [adId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  // A signed-in visitor is `user:<id>` (server/http/visitor.ts): the seller looking up their own number is no lead.
  if (who.visitor !== `user:${row.user_id}`) countAdEvent(services, adId, 'phone_reveals');
  return row.contact_phones;
}

/** Whether every one of `ids` (distinct) is still published: one look-up through the primary key. */
export async function allPublished(db: Queryable, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return true;
  const [row] = await db.query<{ count: number | string }>(
    "SELECT count(*) AS count FROM ads WHERE id = ANY($1::bigint[]) AND status = 'published'",
    [ids],
    { prepare: true },
  );
  return Number(row?.count) === ids.length;
}

/**
 * Whether the person changed one of their ads (posted, edited, published, took down) in the last `milliseconds`.
 * Asked of the database's clock: the person's own writes stamp `updated_at` with the database's now().
 */
export async function changedOwnAdSince(db: Queryable, userId: number, milliseconds: number): Promise<boolean> {
  const [row] = await db.query<{ changed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ads WHERE user_id = $1 AND updated_at > now() - $2::int * interval '1 millisecond')
       AS changed`,
    [userId, milliseconds],
    { prepare: true },
  );
  return row?.changed === true;
}

/** When the newest published ad was published (null when none is): a cheap "anything new?" check. */
export async function newestPublicationTime(db: Queryable): Promise<Date | null> {
  const [row] = await db.query<{ newest: Date | null }>(
    "SELECT max(published_at) AS newest FROM ads WHERE status = 'published'",
  );
  return row?.newest ?? null;
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

export interface OwnAdSummary {
  id: number;
  slug: string;
  title: string;
  status: string;
  categoryId: number;
  publishedAt: string | null;
}

/** The account's ads in some categories, newest first, drafts and deleted ones left out (the employer dashboard). */
export async function ownAdsIn(db: Queryable, userId: number, categoryIds: readonly number[]): Promise<OwnAdSummary[]> {
  const rows = await db.query<{
    id: number;
    slug: string;
    title: string;
    status: string;
    category_id: number;
    published_at: Date | null;
  }>(
    `SELECT id, slug, title, status, category_id, published_at FROM ads
     WHERE user_id = $1 AND category_id = ANY($2::int[]) AND status NOT IN ('draft', 'deactivated')
     ORDER BY created_at DESC, id DESC LIMIT 200`,
    [userId, [...categoryIds]],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    slug: r.slug,
    title: r.title,
    status: r.status,
    categoryId: r.category_id,
    publishedAt: r.published_at?.toISOString() ?? null,
  }));
}
