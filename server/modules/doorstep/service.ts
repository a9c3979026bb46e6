// Doorstep delivery (decisions 171–175): which sellers may offer it, the options saved with
// an ad, and what the landings and the calls of spec section 7 show — featured, popular, counts per category
// (the doorstep breakdown), shops offering delivery and the visitor's recently viewed delivery ads.
import { addDays, bangladeshDay } from '../../../core/ad-stats.ts';
import type { Locale } from '../../../core/catalogue.ts';
import type { DeliveryOptions } from '../../../core/delivery/offer.ts';
import { AppError } from '../../../core/errors.ts';
import { MAX_RECENT_VIEWS } from '../../../core/recent-views.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { createSearchState } from '../../../core/search/state.ts';
import type { Queryable } from '../../adapters/database.ts';
import { type AdCard, findAdCards } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { shopSummaries, type ShopSummary } from '../shops/index.ts';

/** Ads a landing section shows. */
export const SECTION_SIZE = 12;
/** Ads on a page of the essentials landing. */
export const LISTING_PAGE_SIZE = 24;
/** Popular: the most viewed delivery ads over this many Bangladesh days. */
export const POPULAR_DAYS = 30;
/** A live delivery ad: published and delivered (migration 039 keeps the flag and the options together). */
const LIVE = "a.status = 'published' AND a.is_doorstep_delivery";

// ---- the seller's side -----------------------------------------------------------------------------------------

/**
 * Members (a membership in force: users.is_member, which also keeps their shop open) may offer delivery
 * (decision 171); private sellers get DOORSTEP_NOT_ELIGIBLE, a clear refusal rather than a silently dropped field.
 */
export async function canOfferDelivery(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ is_member: boolean }>('SELECT is_member FROM users WHERE id = $1', [userId]);
  return row?.is_member ?? false;
}

export async function checkDeliveryAllowed(
  db: Queryable,
  userId: number,
  delivery: DeliveryOptions | null,
): Promise<void> {
  if (delivery && !(await canOfferDelivery(db, userId))) throw new AppError('DOORSTEP_NOT_ELIGIBLE');
}

// ---- the landings and spec section 7 -----------------------------------------------------------------------------

const cardsOf = async (db: Queryable, rows: { id: number }[]) =>
  findAdCards(
    db,
    rows.map((r) => Number(r.id)),
  );

/** Featured: delivery ads promoted now (top, featured, spotlight) or from featured members, newest first. */
export async function featuredDelivery(db: Queryable, now: Date): Promise<AdCard[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM ads a JOIN users u ON u.id = a.user_id
     WHERE ${LIVE} AND (u.is_featured_member OR EXISTS (
       SELECT 1 FROM ad_promotions p WHERE p.ad_id = a.id AND p.kind IN ('top_ad', 'featured_ad', 'spotlight')
         AND p.starts_at <= $1 AND p.ends_at > $1))
     ORDER BY a.published_at DESC, a.id DESC LIMIT $2`,
    [now, SECTION_SIZE],
  );
  return cardsOf(db, rows);
}

/** Popular: the delivery ads most viewed over the last POPULAR_DAYS Bangladesh days (ad statistics). */
export async function popularDelivery(db: Queryable, now: Date): Promise<AdCard[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT a.id FROM ads a JOIN ad_daily_stats s ON s.ad_id = a.id
     WHERE ${LIVE} AND s.day >= $1::date
     GROUP BY a.id HAVING sum(s.views) > 0
     ORDER BY sum(s.views) DESC, a.id DESC LIMIT $2`,
    [addDays(bangladeshDay(now), -(POPULAR_DAYS - 1)), SECTION_SIZE],
  );
  return cardsOf(db, rows);
}

export interface DoorstepCount {
  id: number;
  slug: string;
  icon: string;
  name: string;
  count: number;
  /** The delivery search in that category (/ads/…?buy_now=1). */
  href: string;
}

/** The doorstep breakdown (spec section 3): live delivery ads per top-level category, largest first. */
export async function countDelivery(db: Queryable, locale: Locale): Promise<DoorstepCount[]> {
  const rows = await db.query<{ category_id: number; count: number }>(
    `SELECT a.category_id, count(*)::int AS count FROM ads a WHERE ${LIVE} GROUP BY a.category_id`,
  );
  const totals = new Map<number, number>();
  for (const { category_id, count } of rows) {
    const category = catalogueIndex.categoryById(category_id);
    const top = category ? catalogueIndex.categoryAncestors(category)[0] : undefined;
    if (top) totals.set(top.id, (totals.get(top.id) ?? 0) + count);
  }
  return [...totals]
    .flatMap(([id, count]) => {
      const category = catalogueIndex.categoryById(id);
      if (!category || category.deactivated) return [];
      const href = buildSearchUrl(
        createSearchState({ locale, category: category.slug, isDoorstepDelivery: true }),
        catalogueIndex,
      );
      return [{ id, slug: category.slug, icon: category.icon, name: category.name[locale], count, href }];
    })
    .sort((a, b) => b.count - a.count || a.id - b.id);
}

/** Shops offering delivery: members' shops with live delivery ads, those with the most first. */
export async function deliveryShops(db: Queryable, locale: Locale): Promise<ShopSummary[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT s.id FROM shops s JOIN users u ON u.id = s.owner_id JOIN ads a ON a.shop_id = s.id
     WHERE u.is_member AND ${LIVE}
     GROUP BY s.id ORDER BY count(*) DESC, s.id LIMIT $1`,
    [SECTION_SIZE],
  );
  return shopSummaries(
    db,
    rows.map((r) => Number(r.id)),
    locale,
  );
}

/**
 * The visitor's recently viewed delivery ads (POST /data/doorstep/recent): the first 20 ids as sent, in their
 * order, without repeats; ids of unknown ads, ads no longer live and ads without delivery are left out.
 */
export async function recentDelivery(db: Queryable, ids: readonly number[]): Promise<AdCard[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_RECENT_VIEWS);
  if (wanted.length === 0) return [];
  const rows = await db.query<{ id: number }>(`SELECT a.id FROM ads a WHERE a.id = ANY($1::bigint[]) AND ${LIVE}`, [
    wanted,
  ]);
  const live = new Set(rows.map((r) => Number(r.id)));
  return findAdCards(
    db,
    wanted.filter((id) => live.has(id)),
  );
}

/**
 * The feature check of the home page (spec section 2 "doorstep data when the feature check passes"; decision 172):
 * the doorstep-delivery flag is on (spec section 1) and some delivery ad is live.
 */
export async function doorstepLive(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(`SELECT EXISTS (SELECT 1 FROM ads a WHERE ${LIVE}) AS live`);
  return row?.live ?? false;
}

export interface DeliveryListing {
  ads: AdCard[];
  total: number;
}

/**
 * Delivery ads of some categories that reach a place (the essentials landing, decision 173): delivered nationwide
 * or to the place or one of its parents (`areaIds`, core/doorstep areasAround; null: anywhere), newest first.
 */
export async function deliveryListing(
  db: Queryable,
  filter: { categoryIds: readonly number[]; areaIds: readonly number[] | null },
  page: number,
): Promise<DeliveryListing> {
  const where = `${LIVE} AND a.category_id = ANY($1::int[])
    AND ($2::int[] IS NULL OR d.nationwide OR d.area_ids && $2::int[])`;
  const from = 'FROM ads a JOIN ad_delivery d ON d.ad_id = a.id';
  const params = [filter.categoryIds, filter.areaIds];
  const [rows, counted] = await Promise.all([
    db.query<{ id: number }>(
      `SELECT a.id ${from} WHERE ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
      [...params, LISTING_PAGE_SIZE, (page - 1) * LISTING_PAGE_SIZE],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total ${from} WHERE ${where}`, params),
  ]);
  return { ads: await cardsOf(db, rows), total: counted[0]?.total ?? 0 };
}
