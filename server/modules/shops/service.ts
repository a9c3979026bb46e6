// Shops as visitors find them: a shop's page with its ads, the directory (/data/shops, /data/shops/serp), featured
// shops and employers' shops (/shops/careers; decisions 153–156). A shop whose owner's membership has ended is still
// read, marked `active: false`: its page answers 410 with its body (spec section 8).
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { pickFeaturedShops } from '../../../core/shops/featured.ts';
import type { Database, Queryable, SqlParam } from '../../adapters/database.ts';
import { ADS_PER_PAGE, type AdCard, findAdCards, MAX_PAGE } from '../ads/index.ts';
import { jobCategoryIds } from '../catalog/index.ts';
import { postgresSearchIndex, type SearchCriteria, COUNT_CAP, textQuery } from '../search/index.ts';
import {
  descendants,
  index,
  placeIds,
  type Shop,
  type ShopRow,
  SHOP_COLUMNS,
  SHOPS_PER_PAGE,
  SHOP_FROM,
  type ShopSummary,
  toShop,
  toSummary,
} from './records.ts';
// The owner's side and the shapes, still answered here for routes.ts and the pages.
export { type MyShop, myShop, saveShop } from './owner.ts';
export { type Named, type Shop, type ShopBadges, SHOPS_PER_PAGE, type ShopSummary } from './records.ts';

// ---- the shop page -------------------------------------------------------------------------------------------

/**
 * The shop at a slug, or at an old slug of it (decision 153: the page redirects when `shop.slug` differs from the
 * one asked). NOT_FOUND when neither.
 */
export async function findShop(db: Queryable, slug: string, locale: Locale): Promise<Shop> {
  const [row] = await db.query<ShopRow>(
    `SELECT ${SHOP_COLUMNS} ${SHOP_FROM}
     WHERE s.slug = $1 OR s.id = (SELECT o.shop_id FROM shop_old_slugs o WHERE o.slug = $1)`,
    [slug],
  );
  if (!row) throw new AppError('NOT_FOUND');
  return toShop(row, locale);
}

export interface ShopAds {
  ads: AdCard[];
  total: number;
  page: number;
  pages: number;
  query: string;
}

/** A shop's published ads, newest first, `page` of them, matching `query` when given (the search's words). */
export async function shopAds(db: Database, shopId: number, query: string, page: number): Promise<ShopAds> {
  const engine = postgresSearchIndex(db);
  const text = query === '' ? { text: null, intentCategoryIds: null } : await textQuery(engine, query);
  const empty = { ads: [], total: 0, page, pages: 1, query };
  if (query !== '' && !text.text) return empty;
  const criteria: SearchCriteria = {
    category: null,
    location: null,
    text: text.text,
    intentCategoryIds: null,
    type: null,
    posterType: 'all_posters',
    isDoorstepDelivery: false,
    isUrgent: false,
    isFeaturedMember: false,
    properties: [],
    shopId,
  };
  const { ids, counts } = await engine.search(criteria, {
    // As on the results (decision 254): the best match first when words were typed, else the newest.
    order: query === '' ? 'date_desc' : 'relevance',
    offset: (page - 1) * ADS_PER_PAGE,
    limit: ADS_PER_PAGE,
    cap: COUNT_CAP,
  });
  const total = counts.capped ? COUNT_CAP : counts.rows.reduce((sum, row) => sum + row.count, 0);
  const cards = new Map((await findAdCards(db, ids)).map((card) => [card.id, card]));
  return {
    ads: ids.flatMap((id) => cards.get(id) ?? []),
    total,
    page,
    pages: Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / ADS_PER_PAGE))),
    query,
  };
}

// ---- the directory -------------------------------------------------------------------------------------------

export interface DirectoryFilters {
  /** A category slug: the shops of it and its sub-categories. */
  category?: string | undefined;
  /** A place slug: the shops in it and its sub-divisions. */
  location?: string | undefined;
  /** Words of the shop's name or description. */
  query?: string | undefined;
  /** Only employers' shops (the jobs group): /shops/careers. */
  careers?: boolean | undefined;
  page: number;
}

export interface ShopDirectory {
  shops: ShopSummary[];
  total: number;
  page: number;
  pages: number;
}

/** Shops of members in force, featured members first, then by name; an unknown category or place finds none. */
export async function searchShops(db: Queryable, filters: DirectoryFilters, locale: Locale): Promise<ShopDirectory> {
  const where = ['u.is_member'];
  const params: SqlParam[] = [];
  const add = (value: SqlParam) => `$${params.push(value)}`;
  const empty = { shops: [], total: 0, page: filters.page, pages: 1 };
  if (filters.category) {
    const category = index.categoryBySlug(filters.category);
    if (!category) return empty;
    where.push(`s.category_id = ANY(${add(descendants([category.id]))}::int[])`);
  }
  if (filters.careers) where.push(`s.category_id = ANY(${add(jobCategoryIds())}::int[])`);
  if (filters.location) {
    const ids = placeIds(filters.location);
    if (!ids) return empty;
    where.push(`s.location_id = ANY(${add(ids)}::int[])`);
  }
  const words = (filters.query ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = add(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(s.name ILIKE ${pattern} OR s.description ILIKE ${pattern})`);
  }
  const sql = where.join(' AND ');
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${SHOP_FROM} WHERE ${sql}`, params);
  const rows = await db.query<ShopRow>(
    `SELECT ${SHOP_COLUMNS} ${SHOP_FROM} WHERE ${sql}
     ORDER BY u.is_featured_member DESC, lower(s.name), s.id
     LIMIT ${add(SHOPS_PER_PAGE)} OFFSET ${add((filters.page - 1) * SHOPS_PER_PAGE)}`,
    params,
  );
  const total = count?.n ?? 0;
  return {
    shops: rows.map((row) => toSummary(toShop(row, locale))),
    total,
    page: filters.page,
    pages: Math.max(1, Math.ceil(total / SHOPS_PER_PAGE)),
  };
}

/**
 * The home page's featured shops: featured (premium) members' shops in force, rotated (core/shops/featured). The
 * rotation picks among the ids; only the shops shown are read whole (with their pictures and ad counts).
 */
export async function featuredShops(db: Queryable, locale: Locale, now: Date): Promise<ShopSummary[]> {
  const eligible = await db.query<{ id: number }>(
    `SELECT s.id FROM shops s JOIN users u ON u.id = s.owner_id
     WHERE u.is_member AND u.is_featured_member ORDER BY s.id`,
  );
  return shopSummaries(
    db,
    pickFeaturedShops(eligible, now).map((shop) => shop.id),
    locale,
  );
}

/** The directory's fields of shops by id, in the order of `ids` (read whole: pictures and ad counts). */
export async function shopSummaries(db: Queryable, ids: readonly number[], locale: Locale): Promise<ShopSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<ShopRow>(`SELECT ${SHOP_COLUMNS} ${SHOP_FROM} WHERE s.id = ANY($1::bigint[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(toShop(row, locale))] : [];
  });
}
